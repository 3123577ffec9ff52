// Helpers for tests of the mail outbox (src/server/services/mail-outbox.ts): read its rows, wait
// for the worker to reach a state (polling the database, never a fixed sleep), and a renderer
// whose one template fails, as a broken template would.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.js';
import { mailOutbox } from '../../src/server/db/schema.js';
import { MailTemplateNotFoundError, renderMail, type MailRenderer, type MailTemplateType } from '../../src/server/mail/index.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function outboxRowsTo(db: Db, to: string): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
}

/** Polls until `check` holds (resolves with its value) or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The outbox row to `to` once it is in `state`. */
export function waitForOutboxState(db: Db, to: string, state: OutboxRow['state'], timeoutMs = 10_000): Promise<OutboxRow> {
  return eventually(async () => (await outboxRowsTo(db, to)).find((row) => row.state === state), timeoutMs, `an e-mail to ${to} in state ${state}`);
}

/** Renders as the shop does, except that `type` fails like a missing template. */
export function failingTemplate(type: MailTemplateType): MailRenderer {
  return (t, props, shop) => {
    if (t === type) throw new MailTemplateNotFoundError(t);
    return renderMail(t, props, shop);
  };
}
