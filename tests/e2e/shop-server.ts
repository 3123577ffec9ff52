// The production server as a child process on a free loopback port and a fresh data directory
// (seeded on start): what the e2e suite and the screenshots script run against.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type ShopServer = {
  baseUrl: string;
  /** The PGlite data directory the server runs on. */
  dataDir: string;
  /** The server's process id (the benchmark reads its memory and CPU from /proc). */
  pid: number;
  /** SIGTERM, wait for the exit and remove the data directory (unless `keepDataDir`); resolves to the exit code. */
  stop(): Promise<number | null>;
};

export type ShopServerOptions = {
  /**
   * Start on this data directory (e.g. one a stopped server left with `keepDataDir`) instead of a
   * fresh one: a test can stop the server, change its database with PGlite, and start it again.
   */
  dataDir?: string;
  /** Leave the data directory behind on stop (the test removes it). */
  keepDataDir?: boolean;
  /** The port to listen on (a restarted server keeps its address, so a browser's cookies still apply). */
  port?: number;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The Node.js flags `npm start` runs the server with (package.json), so the harness runs it the same way. */
export function serverNodeFlags(): string[] {
  const manifest: unknown = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const start = typeof manifest === 'object' && manifest !== null ? Reflect.get(Reflect.get(manifest, 'scripts') ?? {}, 'start') : undefined;
  const flags = typeof start === 'string' ? /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/api\/main\.js/.exec(start)?.[1] : undefined;
  if (flags === undefined) throw new Error('package.json: the start script does not run `node … dist/api/main.js`');
  return flags.split(' ').filter(Boolean);
}

/** Builds the storefront and the server when stale, starts the compiled server (as `npm start` does) and resolves once /api/health answers. */
export async function startShopServer(env: Record<string, string> = {}, timeoutMs = 180_000, options: ShopServerOptions = {}): Promise<ShopServer> {
  execSync('node scripts/build-if-stale.mjs', { stdio: 'inherit' });
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cisto-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags(), 'dist/api/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No PUBLIC_URL: the local demo (demo customers, test payments); links default to http://HOST:PORT = baseUrl.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Every browser context of the suite comes from 127.0.0.1.
      NEW_SESSIONS_PER_IP: '100000',
      // Chromium, the test runner and the server share two cores: a journey must not meet the 503 of
      // overload protection because the machine was busy (seen at 5 s under load); it has its own
      // test (tests/server/overload.test.ts), so the journeys run without it.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not become healthy in time');
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
