// The mail outbox (issue 17, docs/mail.md): every e-mail is a row of mail_outbox written in the
// transaction of the change that causes it, so an order, a registration or a withdrawal and its
// e-mail commit together or not at all, and nothing is lost while SMTP is down. The worker
// (mail-worker.ts) sends the rows.
//
// The e-mail is rendered when it is queued, not when it is sent: a template error is then the
// request's `email-template-not-found` / `email-notification-failed` warning (the spec's meaning:
// the mail could not be queued or its template rendered), the message shows the data as it was
// at that moment (the order just placed, not a later state), and the worker needs nothing but
// the row. Inline images (the QR Platba PNG) are stored with it, as base64 in jsonb.

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox, type MailOutboxState, type QueuedAttachment } from '../db/schema.js';
import {
  mailWarning,
  newMessageId,
  renderMail,
  type InlineImage,
  type MailRenderer,
  type MailShop,
  type MailTemplateType,
  type OutgoingMail,
  type TemplateMail,
} from '../mail/index.js';
import type { Services } from './index.js';

export const MAIL_OUTBOX_STATES: readonly MailOutboxState[] = ['queued', 'sending', 'sent', 'failed'];

export type MailOutbox = {
  /**
   * Renders `mail` and inserts its row through `db` — the caller's transaction, so the e-mail
   * exists exactly when the change does. Throws the template's error (MailTemplateNotFoundError
   * …) or the insert's. Call wake() after the commit.
   */
  enqueue<K extends MailTemplateType>(db: Db, mail: TemplateMail<K>): Promise<{ id: number; messageId: string }>;
  /** A transaction that queued mail has committed: the worker sends now, not at its next poll. */
  wake(): void;
  /** The worker's subscription to wake(); returns the unsubscribe. */
  onWake(listener: () => void): () => void;
};

export function createMailOutbox(options: { shop: MailShop; publicUrl: string; queue: string; render?: MailRenderer }): MailOutbox {
  const render: MailRenderer = options.render ?? renderMail;
  const listeners = new Set<() => void>();
  return {
    async enqueue(db, mail) {
      const { subject, html, text } = render(mail.type, mail.props, mail.shop ?? options.shop);
      const messageId = newMessageId(options.publicUrl);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          queue: options.queue,
          messageId,
          template: mail.type,
          fromAddress: mail.from,
          toAddress: mail.to,
          replyTo: mail.replyTo ?? null,
          subject,
          html,
          text,
          attachments: (mail.attachments ?? []).map(storedAttachment),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      return { id: row.id, messageId };
    },
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function storedAttachment(image: InlineImage): QueuedAttachment {
  return { filename: image.filename, contentType: image.contentType, cid: image.cid, contentBase64: image.content.toString('base64') };
}

export type MailQueueWarning = 'email-template-not-found' | 'email-notification-failed';

/**
 * enqueue() inside a savepoint of the caller's transaction: a template error or a failed insert
 * is undone alone and becomes the spec's warning, while the change that caused the e-mail (the
 * order, the registration) still commits. `error` is there for the caller's log.
 */
export async function queueMail<K extends MailTemplateType>(
  db: Db,
  outbox: MailOutbox,
  mail: TemplateMail<K>,
): Promise<{ ok: true; messageId: string } | { ok: false; warning: MailQueueWarning; error: unknown }> {
  try {
    const { messageId } = await db.transaction((savepoint) => outbox.enqueue(savepoint, mail));
    return { ok: true, messageId };
  } catch (error) {
    return { ok: false, warning: mailWarning(error), error };
  }
}

// --- the worker's SQL ------------------------------------------------------------------------

export type QueuedMail = typeof mailOutbox.$inferSelect;

const STILL_TO_SEND = sql`${mailOutbox.state} in ('queued', 'sending')`;
const afterMs = (ms: number) => sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;

/**
 * Claims up to `limit` due messages for one worker: queued ones whose next attempt is due, and
 * `sending` ones whose lease ran out (their worker died mid-send). FOR UPDATE SKIP LOCKED lets
 * workers of several instances claim side by side, each row by one of them; the claim is its own
 * short transaction (the statement), and the lease (next_attempt_at while `sending`) keeps the
 * row from the others while it is being sent outside any transaction.
 */
export async function claimDueMail(db: Db, options: { queue: string; limit: number; leaseMs: number }): Promise<QueuedMail[]> {
  const isDue = and(eq(mailOutbox.queue, options.queue), STILL_TO_SEND, sql`${mailOutbox.nextAttemptAt} <= now()`);
  // A poll with nothing due only reads: on PGlite an UPDATE, even of no row, is a write that makes
  // every read kept until the next write go to the database again (services/until-write.ts).
  const [anyDue] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(isDue).limit(1);
  if (!anyDue) return [];
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(isDue)
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ state: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: afterMs(options.leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The message as the transport sends it: the stored rendering, images and the fixed Message-ID. */
export function outgoingMail(row: QueuedMail): OutgoingMail {
  return {
    to: row.toAddress,
    from: row.fromAddress,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    subject: row.subject,
    html: row.html,
    text: row.text,
    ...(row.attachments.length > 0
      ? { attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, cid: a.cid, content: Buffer.from(a.contentBase64, 'base64') })) }
      : {}),
    messageId: row.messageId,
  };
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ state: 'sent', sentAt: sql`now()`, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'sending')));
}

/** The wait before attempt n + 1 after n failed ones: 1 s, 2 s, 4 s … doubling up to `capMs`. */
export function retryDelayMs(failedAttempts: number, capMs: number): number {
  return Math.min(1000 * 2 ** Math.max(0, Math.min(failedAttempts - 1, 30)), capMs);
}

/** An SMTP answer 5xx is permanent (RFC 5321: no such mailbox, refused): retrying cannot help. */
function permanent(error: unknown): boolean {
  const code: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'responseCode') : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/**
 * A failed attempt: queued again after the backoff, or `failed` after the last attempt (or at
 * once on a permanent SMTP refusal). Returns the new state.
 */
export async function markAttemptFailed(
  db: Db,
  row: Pick<QueuedMail, 'id' | 'attempts'>,
  error: unknown,
  options: { maxAttempts: number; retryMaxMs: number },
): Promise<'queued' | 'failed'> {
  const state = row.attempts >= options.maxAttempts || permanent(error) ? 'failed' : 'queued';
  await db
    .update(mailOutbox)
    .set({ state, lastError: errorText(error), nextAttemptAt: afterMs(state === 'failed' ? 0 : retryDelayMs(row.attempts, options.retryMaxMs)) })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, 'sending')));
  return state;
}

// --- the back office ----------------------------------------------------------------------

export type OutboxEntry = Pick<
  QueuedMail,
  'id' | 'messageId' | 'template' | 'toAddress' | 'subject' | 'state' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'createdAt' | 'sentAt'
>;

const ENTRY_COLUMNS = {
  id: mailOutbox.id,
  messageId: mailOutbox.messageId,
  template: mailOutbox.template,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

/** Messages in the given states (default: failed, then those still to send), newest first. */
export async function listMailOutbox(
  db: Db,
  options: { states?: readonly MailOutboxState[]; limit?: number; offset?: number; queue?: string } = {},
): Promise<OutboxEntry[]> {
  const states = options.states ?? ['failed', 'queued', 'sending'];
  return db
    .select(ENTRY_COLUMNS)
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.state, [...states]), options.queue === undefined ? undefined : eq(mailOutbox.queue, options.queue)))
    // Failed mail first: it is what the back office has to act on.
    .orderBy(sql`${mailOutbox.state} <> 'failed'`, desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500))
    .offset(Math.max(options.offset ?? 0, 0));
}

/** Why a resend was refused, in Czech for the back office. */
export const RESEND_REFUSALS = {
  notFound: 'E-mail nebyl nalezen.',
  notFailed: 'Znovu odeslat lze jen e-mail, který se nepodařilo odeslat nebo čeká na odeslání.',
} as const;

/** The back office's names of the states. */
export const MAIL_STATE_TEXTS: Readonly<Record<MailOutboxState, string>> = {
  queued: 'Čeká na odeslání',
  sending: 'Odesílá se',
  sent: 'Odesláno',
  failed: 'Neodesláno',
};

/**
 * The back office's "Odeslat znovu": a failed (or still queued) message is queued again with
 * fresh attempts and sent at once, with its Message-ID. A sent or just-sending message is refused
 * (a second copy of a delivered e-mail is a new e-mail, not a resend). `onResent` runs in the
 * transaction of the change (the audit log) with the state it had.
 */
export async function resendMail(
  services: Pick<Services, 'database' | 'outbox'>,
  id: number,
  onResent?: (tx: Db, before: Pick<QueuedMail, 'state' | 'attempts' | 'lastError'>) => Promise<void>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const outcome = await services.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ state: mailOutbox.state, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for('update');
    if (!before) return { ok: false as const, error: RESEND_REFUSALS.notFound };
    if (before.state !== 'failed' && before.state !== 'queued') return { ok: false as const, error: RESEND_REFUSALS.notFailed };
    await tx.update(mailOutbox).set({ state: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
    await onResent?.(tx, before);
    return { ok: true as const };
  });
  if (outcome.ok) services.outbox.wake();
  return outcome;
}

/** One message of the outbox (no bodies), or null. */
export async function mailOutboxEntry(db: Db, id: number): Promise<OutboxEntry | null> {
  const [row] = await db
    .select(ENTRY_COLUMNS)
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ?? null;
}
