// The customer's loyalty ledger (profile "Věrnostní program", club /klub/body).
//
// Every change of a customer's points is one row of loyalty_movements; the balance is their SUM,
// never stored. The rules (what a purchase earns and spends, what a voided payment takes back,
// never below zero) are in src/domain/loyalty.ts; this file writes what they decide:
//   - order placement (orders.ts, in its transaction): earned + spent for the order's gifts;
//   - a payment notification (payments/index.ts, in its transaction): cancelled or failed →
//     reversed; paid after an earlier reversal (a successful retry) → earned back.
// Each write first locks the customer's row (SELECT … FOR UPDATE), so two writers for one
// customer run one after the other and the "never below zero" check sees the latest balance.
// Each movement carries an event key (unique): a retried write of the same event adds nothing.

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { customers, loyaltyMovements, orders } from '../db/schema.js';
import type { LoyaltyMovement, LoyaltyOverview } from '../../generated/server.js';
import {
  adjustmentMovement,
  LOYALTY_RESTORED_NOTE,
  loyaltyMovementText,
  parseLoyaltyMovementKind,
  profilePage,
  purchaseMovements,
  restoreMovement,
  reversalMovement,
  reversalNote,
  type LoyaltyMovementDraft,
} from '../../domain/index.js';

const sumOf = (result: { points: string | number | null }[]): number => Number(result[0]?.points ?? 0);

export async function loyaltyBalance(db: Db, customerId: string): Promise<number> {
  return sumOf(
    await db
      .select({ points: sql<string | null>`coalesce(sum(${loyaltyMovements.points}), 0)` })
      .from(loyaltyMovements)
      .where(eq(loyaltyMovements.customerId, customerId)),
  );
}

/** Locks the customer's ledger for this transaction and answers the balance; null: no such customer. */
async function lockedBalance(tx: Db, customerId: string): Promise<number | null> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return row ? loyaltyBalance(tx, customerId) : null;
}

type MovementContext = { customerId: string; orderId?: string | null; orderNumber?: string | null; note?: string; createdAt?: Date };

async function writeMovement(tx: Db, draft: LoyaltyMovementDraft, eventKey: string, at: MovementContext): Promise<void> {
  await tx
    .insert(loyaltyMovements)
    .values({
      customerId: at.customerId,
      kind: draft.kind,
      points: draft.points,
      orderId: at.orderId ?? null,
      orderNumber: at.orderNumber ?? null,
      eventKey,
      note: at.note ?? '',
      ...(at.createdAt ? { createdAt: at.createdAt } : {}),
    })
    .onConflictDoNothing({ target: loyaltyMovements.eventKey });
}

/** What an order holds in the ledger now: the sum of its movements. */
async function orderHolds(tx: Db, orderId: string): Promise<number> {
  return sumOf(
    await tx
      .select({ points: sql<string | null>`coalesce(sum(${loyaltyMovements.points}), 0)` })
      .from(loyaltyMovements)
      .where(eq(loyaltyMovements.orderId, orderId)),
  );
}

const placementKeys = (orderId: string) => ({ earned: `order:${orderId}:earned`, spent: `order:${orderId}:spent` });

/**
 * The points of a placed order, inside the placement transaction. 'insufficient-points' when
 * the order's gifts would take the balance below zero (the caller refuses the order).
 */
export async function recordPurchasePoints(
  tx: Db,
  order: { customerId: string; orderId: string; orderNumber: string; destiny: string; cartPoints: number; gifts: readonly { text: string; loyaltyPoints: number }[]; at: Date },
): Promise<'ok' | 'insufficient-points'> {
  const balance = await lockedBalance(tx, order.customerId);
  if (balance === null) return 'ok';
  const outcome = purchaseMovements(balance, { destiny: order.destiny, cartPoints: order.cartPoints, giftPoints: order.gifts.map((g) => g.loyaltyPoints) });
  if (!outcome.ok) return outcome.reason;
  const keys = placementKeys(order.orderId);
  for (const draft of outcome.movements) {
    const spent = draft.kind === 'spent';
    await writeMovement(tx, draft, spent ? keys.spent : keys.earned, {
      customerId: order.customerId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      note: spent ? order.gifts.map((g) => g.text).join(', ') : '',
      createdAt: order.at,
    });
  }
  return 'ok';
}

/**
 * A payment of the order reached a final state (inside the notification's or refund's
 * transaction): cancelled, failed or refunded takes the order's points back; paid gives back what an earlier reversal took (a
 * retried payment that succeeded). Orders without a customer move nothing.
 */
export async function settlePaymentPoints(tx: Db, payment: { orderId: string; paymentId: string; status: 'paid' | 'cancelled' | 'failed' | 'refunded' }): Promise<void> {
  const [order] = await tx
    .select({ customerId: orders.customerId, number: orders.number })
    .from(orders)
    .where(eq(orders.id, payment.orderId));
  if (!order?.customerId) return;
  const balance = await lockedBalance(tx, order.customerId);
  if (balance === null) return;
  const holds = await orderHolds(tx, payment.orderId);
  const context = { customerId: order.customerId, orderId: payment.orderId, orderNumber: order.number };
  if (payment.status === 'paid') {
    const keys = placementKeys(payment.orderId);
    const [placed] = await tx
      .select({ points: sql<string | null>`coalesce(sum(${loyaltyMovements.points}), 0)` })
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.orderId, payment.orderId), sql`${loyaltyMovements.eventKey} in (${keys.earned}, ${keys.spent})`));
    const draft = restoreMovement(Number(placed?.points ?? 0), holds);
    if (draft) await writeMovement(tx, draft, `payment:${payment.paymentId}:paid`, { ...context, note: LOYALTY_RESTORED_NOTE });
    return;
  }
  const draft = reversalMovement(balance, holds);
  if (draft) await writeMovement(tx, draft, `payment:${payment.paymentId}:${payment.status}`, { ...context, note: reversalNote(payment.status) });
}

/** A movement not tied to an order (welcome points, a correction); a deduction beyond the balance is refused. */
export async function addLoyaltyAdjustment(db: Db, customerId: string, points: number, note: string): Promise<'ok' | 'insufficient-points'> {
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, customerId);
    if (balance === null) return 'ok';
    const outcome = adjustmentMovement(balance, points);
    if (!outcome.ok) return outcome.reason;
    for (const draft of outcome.movements) await writeMovement(tx, draft, `adjustment:${randomUUID()}`, { customerId, note });
    return 'ok';
  });
}

// Raw SELECTs answer differently typed rows per driver (PGlite, node-postgres): checked here.
const movementRows = z.array(
  z.object({
    id: z.coerce.string(),
    kind: z.string(),
    points: z.coerce.number(),
    note: z.string(),
    order_number: z.string().nullable(),
    created_at: z.union([z.string(), z.date()]),
    balance_after: z.coerce.number(),
  }),
);
const countRows = z.array(z.object({ n: z.coerce.number() }));
const rowsOf = (result: unknown): unknown => (typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : []);

/** Balance and one page of the ledger, newest first, each movement with the balance after it. */
export async function loyaltyOverview(db: Db, customerId: string, page?: number | null, pageSize?: number | null): Promise<LoyaltyOverview> {
  const paging = profilePage(page, pageSize);
  const m = loyaltyMovements;
  const [balance, rows, total] = await Promise.all([
    loyaltyBalance(db, customerId),
    db.execute(sql`
      select * from (
        select ${m.id} as id, ${m.kind} as kind, ${m.points} as points, ${m.note} as note, ${m.orderNumber} as order_number,
               ${m.createdAt} as created_at,
               sum(${m.points}) over (order by ${m.createdAt}, ${m.id} rows between unbounded preceding and current row) as balance_after
          from ${m} where ${m.customerId} = ${customerId}
      ) ledger
      order by created_at desc, id desc limit ${paging.pageSize} offset ${paging.offset}`),
    db.select({ n: sql<string>`count(*)` }).from(m).where(eq(m.customerId, customerId)),
  ]);
  const items: LoyaltyMovement[] = movementRows.parse(rowsOf(rows)).map((r) => ({
    __typename: 'LoyaltyMovement',
    id: r.id,
    kind: parseLoyaltyMovementKind(r.kind),
    points: r.points,
    reason: r.kind,
    note: r.note,
    description: loyaltyMovementText({ kind: r.kind, orderNumber: r.order_number, note: r.note }),
    orderNumber: r.order_number,
    balanceAfter: r.balance_after,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return {
    __typename: 'LoyaltyOverview',
    balance,
    items,
    page: paging.page,
    pageSize: paging.pageSize,
    totalCount: countRows.parse(total)[0]?.n ?? 0,
  };
}

/**
 * The back office cancelled the order (issue 16): what it still holds in the ledger is taken back
 * (domain reversalMovement, at most down to a zero balance), once per `eventKey`. Returns the
 * points taken (0 for an order without a customer or holding nothing).
 */
export async function reverseOrderPoints(tx: Db, input: { orderId: string; eventKey: string; note: string }): Promise<number> {
  const [order] = await tx.select({ customerId: orders.customerId, number: orders.number }).from(orders).where(eq(orders.id, input.orderId));
  if (!order?.customerId) return 0;
  const balance = await lockedBalance(tx, order.customerId);
  if (balance === null) return 0;
  const draft = reversalMovement(balance, await orderHolds(tx, input.orderId));
  if (!draft) return 0;
  await writeMovement(tx, draft, input.eventKey, { customerId: order.customerId, orderId: input.orderId, orderNumber: order.number, note: input.note });
  return -draft.points;
}
