// The back office's queues with their legal deadlines (issue 16): withdrawals, whose money goes
// back within 14 days (§ 1829 OZ), and complaints (reklamace), settled within 30 days (§ 19 ZOS).
// Oldest first, so the nearest deadline is on top. Settling writes the audit log.

import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { complaints, orders, payments, withdrawals } from '../db/schema.js';
import { COMPLAINT_SETTLE_DAYS, WITHDRAWAL_REFUND_DAYS, daysLeft, deadlineAfter, withdrawalStateText } from '../../domain/index.js';
import { writeAudit, type StaffActor, type StaffError } from './staff.js';

const QUEUE_LIMIT = 200;

/** The order (joined as `orders`) has a paid online payment: its refund can go through the gateway. */
const PAID_ONLINE = sql<boolean>`exists (select 1 from ${payments} p where p.order_id = ${orders.id} and p.status = 'paid')`.mapWith(Boolean);

type WithdrawalRow = typeof withdrawals.$inferSelect;
type ComplaintRow = typeof complaints.$inferSelect;

function withdrawalView(row: WithdrawalRow, orderNumber: string, now: Date, refundableOnline: boolean) {
  const refundDeadline = deadlineAfter(row.createdAt, WITHDRAWAL_REFUND_DAYS);
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    stateText: withdrawalStateText(row.state),
    refundAmount: row.refundAmount,
    refundDeadline,
    daysLeft: daysLeft(refundDeadline, now),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundableOnline,
  };
}

function complaintView(row: ComplaintRow, now: Date) {
  const settleDeadline = deadlineAfter(row.createdAt, COMPLAINT_SETTLE_DAYS);
  return {
    id: String(row.id),
    number: row.number,
    orderNumber: row.orderNumber,
    name: row.name,
    email: row.email,
    phone: row.phone,
    productSku: row.productSku,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    state: row.state,
    settleDeadline,
    daysLeft: daysLeft(settleDeadline, now),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
  };
}

export async function withdrawalQueue(db: Db, state: string | null | undefined, now: Date = new Date()) {
  const where = state ? eq(withdrawals.state, state.slice(0, 50)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: withdrawals, number: orders.number, refundableOnline: PAID_ONLINE })
      .from(withdrawals)
      .innerJoin(orders, eq(orders.id, withdrawals.orderId))
      .where(where)
      .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
      .limit(QUEUE_LIMIT),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { items: rows.map((r) => withdrawalView(r.w, r.number, now, r.refundableOnline)), totalCount: Number(total?.n ?? 0) };
}

export async function complaintQueue(db: Db, state: string | null | undefined, now: Date = new Date()) {
  const where = state ? eq(complaints.state, state.slice(0, 50)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(complaints).where(where).orderBy(asc(complaints.createdAt), asc(complaints.id)).limit(QUEUE_LIMIT),
    db.select({ n: count() }).from(complaints).where(where),
  ]);
  return { items: rows.map((r) => complaintView(r, now)), totalCount: Number(total?.n ?? 0) };
}

export async function openComplaintCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complaints).where(eq(complaints.state, 'open'));
  return Number(row?.n ?? 0);
}

const NOT_FOUND: StaffError = { code: 'NOT_FOUND', field: 'id', message: 'Záznam nebyl nalezen.' };

export async function markWithdrawalRefunded(db: Db, actor: StaffActor, id: string, now: Date = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) return { ok: false as const, errors: [NOT_FOUND] };
    if (row.state === 'refunded') return { ok: false as const, errors: [{ code: 'ALREADY_REFUNDED', field: null, message: 'Peníze za toto odstoupení už jsou vrácené.' }] };
    const [after] = await tx.update(withdrawals).set({ state: 'refunded', refundedAt: now }).where(eq(withdrawals.id, id)).returning();
    const [order] = await tx.select({ number: orders.number, refundableOnline: PAID_ONLINE }).from(orders).where(eq(orders.id, row.orderId));
    if (!after) throw new Error('unreachable: the withdrawal row is locked');
    await writeAudit(tx, actor, { action: 'withdrawal.refunded', entity: 'withdrawal', entityId: id, before: { state: row.state }, after: { state: after.state, refundedAt: now.toISOString() } }, now);
    await writeAudit(tx, actor, { action: 'order.withdrawal-refunded', entity: 'order', entityId: row.orderId, before: null, after: { withdrawalId: id, refundAmount: row.refundAmount } }, now);
    return { ok: true as const, withdrawal: withdrawalView(after, order?.number ?? '', now, order?.refundableOnline ?? false) };
  });
}

export const RESOLUTION_MAX = 2000;

export async function resolveComplaint(db: Db, actor: StaffActor, id: string, resolution: string, now: Date = new Date()) {
  const text = resolution.trim();
  if (text === '') return { ok: false as const, errors: [{ code: 'RESOLUTION_EMPTY', field: 'resolution', message: 'Popište, jak byla reklamace vyřízena.' }] };
  if (text.length > RESOLUTION_MAX) return { ok: false as const, errors: [{ code: 'RESOLUTION_TOO_LONG', field: 'resolution', message: `Text je příliš dlouhý (nejvýše ${RESOLUTION_MAX} znaků).` }] };
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (numeric === null) return { ok: false as const, errors: [NOT_FOUND] };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(complaints).where(eq(complaints.id, numeric)).for('update');
    if (!row) return { ok: false as const, errors: [NOT_FOUND] };
    if (row.state === 'resolved') return { ok: false as const, errors: [{ code: 'ALREADY_RESOLVED', field: null, message: 'Reklamace už je vyřízená.' }] };
    const [after] = await tx.update(complaints).set({ state: 'resolved', resolvedAt: now, resolution: text }).where(eq(complaints.id, numeric)).returning();
    if (!after) throw new Error('unreachable: the complaint row is locked');
    await writeAudit(tx, actor, { action: 'complaint.resolved', entity: 'complaint', entityId: String(row.id), before: { state: row.state }, after: { state: after.state, resolution: text } }, now);
    return { ok: true as const, complaint: complaintView(after, now) };
  });
}
