import type { TestProject } from 'vitest/node';
import { startAresStandIn } from '../helpers/ares-stand-in';
import { startChatProvider } from './chat-provider';
import { startMailbox } from './mailbox';
import { startShopServer } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** GET → JSON array of the e-mails the server sent (local SMTP harness, issue 6). */
    mailboxUrl: string;
  }
}

/** Builds when stale, then runs the production server on a fresh data directory (seeded on start). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Real SMTP delivery: the server sends through a local smtp-server; tests read what arrived
  // through the mailbox's tiny HTTP endpoint (tests/e2e/mailbox.ts).
  const mailbox = await startMailbox();
  const chat = await startChatProvider();
  // Company look-ups never reach the real ARES: a local stand-in serving its documented JSON.
  const ares = await startAresStandIn();
  const server = await startShopServer({
    ARES_URL: ares.url,
    SMTP_URL: mailbox.smtpUrl,
    SCRYPT_COST: 'test',
    // The chat loader really runs in E2E: a small stand-in provider on loopback (no network),
    // key checked by tests/e2e/shell.e2e.ts.
    CHAT_SCRIPT_URL: chat.scriptUrl,
    CHAT_KEY: 'e2e-chat-key',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('mailboxUrl', mailbox.httpUrl);
  return async () => {
    // SIGTERM must drain and close cleanly (exit 0), or the run fails.
    const code = await server.stop();
    await mailbox.close();
    await chat.close();
    await ares.close();
    if (code !== 0) throw new Error(`server exited with ${code} after SIGTERM`);
  };
}
