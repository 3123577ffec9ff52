import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { TokenIssuer } from '../auth/tokens.js';
import type { Mailer } from '../mail/index.js';
import type { MailOutbox } from './mail-outbox.js';

// The mail outbox for the back office (its transport wires them): failed and queued mail, resend.
export { listMailOutbox, mailOutboxEntry, resendMail, RESEND_REFUSALS, MAIL_OUTBOX_STATES, MAIL_STATE_TEXTS, type OutboxEntry } from './mail-outbox.js';

/** What routes and resolvers reach: one set per process, built in app.ts. */
export type Services = {
  config: Config;
  database: Database;
  tokens: TokenIssuer;
  /** Sends the outbox's messages (the worker, mail-worker.ts); services queue mail with `outbox`. */
  mailer: Mailer;
  /** Every e-mail a service sends is queued here, in the transaction of its cause (mail-outbox.ts). */
  outbox: MailOutbox;
};
