// The outbox worker (docs/mail.md): in-process, started with the server (app.ts, when it is
// ready) and stopped when it closes. It polls every MAIL_OUTBOX_POLL_MS (1 s) and is woken at once
// after a commit that queued mail, so the local demo's .eml file appears well within 2 s. Each
// round claims due messages (FOR UPDATE SKIP LOCKED: several instances share the queue), sends
// them outside any transaction with their fixed Message-ID, then marks each sent, or queued
// again after a backoff (1 s, 2 s, 4 s … up to MAIL_RETRY_MAX_SECONDS), or failed after
// MAIL_MAX_ATTEMPTS. A duplicate is only possible when the process dies between a send and its
// mark: the lease then runs out and the message goes again, with the same Message-ID.

import type { MailOutboxConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/index.js';
import { scheduleRepeating } from './schedule.js';
import { claimDueMail, markAttemptFailed, markSent, outgoingMail, type MailOutbox, type QueuedMail } from './mail-outbox.js';

/** Messages claimed and sent side by side per round (each its own SMTP connection). */
export const MAIL_BATCH = 10;

export type MailWorkerLog = { warn(details: object, message: string): void; error(details: object, message: string): void };

export type MailWorker = {
  /** Runs a round now (or right after the running one). */
  wake(): void;
  /** Stops polling and waits for the round in progress (its sends end within the SMTP timeouts). */
  stop(): Promise<void>;
};

export function startMailWorker(options: {
  db: Db;
  mailer: Mailer;
  config: MailOutboxConfig;
  log: MailWorkerLog;
  /** Subscribes to the outbox's wake() (commits that queued mail). */
  outbox?: MailOutbox;
}): MailWorker {
  const { db, mailer, config, log } = options;
  // Ends a round between batches once stop() was called.
  let stopped = false;

  async function deliver(row: QueuedMail): Promise<void> {
    try {
      await mailer.send(outgoingMail(row));
    } catch (error) {
      const state = await markAttemptFailed(db, row, error, config);
      const details = { mailId: row.id, template: row.template, attempts: row.attempts, reason: error instanceof Error ? error.message : String(error) };
      if (state === 'failed') log.error(details, 'e-mail failed for good: listed for the back office to resend');
      else log.warn(details, 'e-mail not sent, will retry');
      return;
    }
    await markSent(db, row.id);
  }

  async function round(): Promise<void> {
    while (!stopped) {
      const claimed = await claimDueMail(db, { queue: config.queue, limit: MAIL_BATCH, leaseMs: config.leaseMs });
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((row) => deliver(row).catch((error: unknown) => log.error({ err: error, mailId: row.id }, 'outbox: marking an e-mail failed'))));
      if (claimed.length < MAIL_BATCH) return;
    }
  }

  // Polls every pollMs after a round ends; wake() (a commit that queued mail) runs one now.
  const repeating = scheduleRepeating(config.pollMs, round, {
    onError: (error) => log.error({ err: error }, 'outbox round failed (database?); next poll retries'),
    runAtStart: true,
  });
  const unsubscribe = options.outbox?.onWake(repeating.wake);
  return {
    wake: repeating.wake,
    async stop() {
      stopped = true;
      unsubscribe?.();
      await repeating.stop();
    },
  };
}
