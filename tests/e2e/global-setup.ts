import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** GET → JSON array of the e-mails the server sent (local SMTP harness, issue 6). */
    mailboxUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** Builds when stale, then runs the production server on a fresh data directory (seeded on start). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  execSync('node scripts/build-if-stale.mjs', { stdio: 'inherit' });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Real SMTP delivery: the server sends through a local smtp-server; tests read what arrived
  // through the mailbox's tiny HTTP endpoint (tests/e2e/mailbox.ts).
  const mailbox = await startMailbox();
  const child = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      SMTP_URL: mailbox.smtpUrl,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SCRYPT_COST: 'test',
      // The chat loader really runs in E2E: a small local stand-in provider as a data: URL
      // (no network), key checked by tests/e2e/shell.e2e.ts.
      CHAT_SCRIPT_URL: `data:text/javascript;base64,${fs.readFileSync('tests/e2e/fixtures/chat-widget.js').toString('base64')}`,
      CHAT_KEY: 'e2e-chat-key',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 180_000);
  project.provide('baseUrl', baseUrl);
  project.provide('mailboxUrl', mailbox.httpUrl);
  return async () => {
    // SIGTERM must drain and close cleanly (exit 0), or the run fails.
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const code = await exited;
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server exited with ${code} after SIGTERM`);
  };
}
