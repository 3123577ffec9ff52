// The E2E mailbox: a real SMTP server (tests/helpers/smtp.ts) in the global-setup process,
// plus a tiny HTTP endpoint so test files (other workers) can read what arrived.
//   GET <httpUrl>  → JSON [{ from, to, subject, text, html }] in arrival order
// The server under test gets SMTP_URL = smtpUrl. Read it with `readMailbox` / `waitForMail`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpServer } from '../helpers/smtp';

export interface MailboxMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  smtpUrl: string;
  httpUrl: string;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const smtp = await startSmtpServer();
  const server = http.createServer((_request, response) => {
    const mails: MailboxMail[] = smtp.messages.map(({ from, to, subject, text, html }) => ({ from, to, subject, text, html }));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo; // node:http types address() as string | AddressInfo | null
  return {
    smtpUrl: smtp.url,
    httpUrl: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}

function isMail(value: unknown): value is MailboxMail {
  return typeof value === 'object' && value !== null && 'subject' in value && 'to' in value && 'text' in value;
}

export async function readMailbox(url: string): Promise<MailboxMail[]> {
  const response = await fetch(url);
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.filter(isMail) : [];
}

/** Polls the mailbox until a mail matches (the server sends after its transaction commits). */
export async function waitForMail(url: string, predicate: (mail: MailboxMail) => boolean, timeoutMs = 15_000): Promise<MailboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailbox(url)).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching e-mail within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
