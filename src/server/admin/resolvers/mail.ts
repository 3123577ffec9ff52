// The mail outbox (docs/mail.md): role admin. Lists this shop's queue (MAIL_OUTBOX_QUEUE: other
// shops on a shared database are not ours) and resends a failed e-mail, audit-logged.

import type { MutationResolvers, QueryResolvers } from '../../../generated/admin/server.js';
import { MAIL_OUTBOX_STATES, MAIL_STATE_TEXTS, listMailOutbox, mailOutboxEntry, resendMail, type OutboxEntry } from '../../services/index.js';
import { writeAudit } from '../../services/staff.js';
import { requireRole } from '../guard.js';

const PAGE_SIZE_DEFAULT = 50;
const PAGE_SIZE_MAX = 200;
const NOT_FOUND = { code: 'NOT_FOUND', field: 'id', message: 'E-mail nebyl nalezen.' };

function mailView(row: OutboxEntry) {
  return {
    id: String(row.id),
    template: row.template,
    to: row.toAddress,
    subject: row.subject,
    state: row.state,
    stateText: MAIL_STATE_TEXTS[row.state],
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox's ids are serial (int4) numbers; anything else names no e-mail. */
const mailId = (id: string): number | null => (/^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

export const mailQueries: Pick<QueryResolvers, 'mailOutbox'> = {
  mailOutbox: async (_parent, args, ctx) => {
    requireRole(ctx, 'admin');
    const state = MAIL_OUTBOX_STATES.find((s) => s === args.state);
    const pageSize = Math.min(Math.max(args.pageSize ?? PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
    const page = Math.min(Math.max(args.page ?? 1, 1), 10_000);
    // One row more than the page tells whether a next page exists without counting the table.
    const rows = await listMailOutbox(ctx.services.database.db, {
      ...(state ? { states: [state] } : {}),
      limit: pageSize + 1,
      offset: (page - 1) * pageSize,
      queue: ctx.services.config.mailOutbox.queue,
    });
    return { items: rows.slice(0, pageSize).map(mailView), page, pageSize, hasMore: rows.length > pageSize };
  },
};

export const mailMutations: Pick<MutationResolvers, 'resendMail'> = {
  resendMail: async (_parent, { id }, ctx) => {
    const actor = requireRole(ctx, 'admin');
    const numeric = mailId(id);
    if (numeric === null) return { ok: false, errors: [NOT_FOUND], mail: null };
    const result = await resendMail(ctx.services, numeric, (tx, before) =>
      writeAudit(tx, actor, { action: 'mail.resend', entity: 'mail', entityId: String(numeric), before, after: { state: 'queued', attempts: 0 } }),
    );
    const row = await mailOutboxEntry(ctx.services.database.db, numeric);
    if (!result.ok) return { ok: false, errors: [{ code: row ? 'NOT_RESENDABLE' : 'NOT_FOUND', field: 'id', message: result.error }], mail: row ? mailView(row) : null };
    return { ok: true, errors: [], mail: row ? mailView(row) : null };
  },
};
