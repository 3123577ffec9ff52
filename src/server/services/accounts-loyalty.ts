// The customer's loyalty balance and history (profile "Věrnostní program", club /klub/body).
//
// Balance = customers.loyalty_points (every movement not tied to an order: welcome points,
// redeemed rewards, manual adjustments; each one also written to loyalty_transactions)
// + the points earned by the customer's orders that were not cancelled or failed. Order points
// are read from the orders table, so placing an order needs no second write here.

import { and, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { customers, loyaltyTransactions, orders } from '../db/schema.js';
import type { LoyaltyMovement, LoyaltyOverview } from '../../generated/server.js';
import { profilePage } from '../../domain/index.js';

/** Orders in these payment states earn nothing. */
const VOID_PAYMENT_STATES = ['cancelled', 'failed'];

const earningOrders = (customerId: string) =>
  and(eq(orders.customerId, customerId), notInArray(orders.paymentStatus, VOID_PAYMENT_STATES), sql`${orders.loyaltyPoints} > 0`);

export async function loyaltyBalance(db: Db, customerId: string): Promise<number> {
  const [[own], [earned]] = await Promise.all([
    db.select({ points: customers.loyaltyPoints }).from(customers).where(eq(customers.id, customerId)),
    db.select({ points: sql<string | null>`sum(${orders.loyaltyPoints})` }).from(orders).where(earningOrders(customerId)),
  ]);
  return (own?.points ?? 0) + Number(earned?.points ?? 0);
}

// Raw SELECTs answer differently typed rows per driver (PGlite, node-postgres): checked here.
const movementRows = z.array(
  z.object({
    id: z.string(),
    points: z.coerce.number(),
    reason: z.string(),
    note: z.string(),
    order_number: z.string().nullable(),
    created_at: z.union([z.string(), z.date()]),
  }),
);
const countRows = z.array(z.object({ n: z.coerce.number() }));
const rowsOf = (result: unknown): unknown => (typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : []);

/** Balance and one page of movements, newest first (orders and other movements interleaved). */
export async function loyaltyOverview(db: Db, customerId: string, page?: number | null, pageSize?: number | null): Promise<LoyaltyOverview> {
  const paging = profilePage(page, pageSize);
  // One ordered stream over both sources; UNION ALL keeps paging in the database.
  const movements = sql`
    select 'tx-' || ${loyaltyTransactions.id}::text as id, ${loyaltyTransactions.points} as points, ${loyaltyTransactions.reason} as reason,
           ${loyaltyTransactions.note} as note, ${loyaltyTransactions.orderNumber} as order_number, ${loyaltyTransactions.createdAt} as created_at
      from ${loyaltyTransactions} where ${loyaltyTransactions.customerId} = ${customerId}
    union all
    select 'order-' || ${orders.number}, ${orders.loyaltyPoints}, 'order', '', ${orders.number}, ${orders.createdAt}
      from ${orders} where ${earningOrders(customerId)}`;
  const [balance, page_, total] = await Promise.all([
    loyaltyBalance(db, customerId),
    db.execute(sql`select * from (${movements}) m order by created_at desc, id desc limit ${paging.pageSize} offset ${paging.offset}`),
    db.execute(sql`select count(*) as n from (${movements}) m`),
  ]);
  const items: LoyaltyMovement[] = movementRows.parse(rowsOf(page_)).map((r) => ({
    __typename: 'LoyaltyMovement',
    id: r.id,
    points: Number(r.points),
    reason: r.reason,
    note: r.note,
    orderNumber: r.order_number,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return {
    __typename: 'LoyaltyOverview',
    balance,
    items,
    page: paging.page,
    pageSize: paging.pageSize,
    totalCount: countRows.parse(rowsOf(total))[0]?.n ?? 0,
  };
}

/** Writes a movement not tied to an order and moves the balance with it, in one transaction. */
export async function addLoyaltyMovement(db: Db, customerId: string, points: number, reason: string, note = ''): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loyaltyTransactions).values({ customerId, points, reason, note });
    await tx
      .update(customers)
      .set({ loyaltyPoints: sql`${customers.loyaltyPoints} + ${points}` })
      .where(eq(customers.id, customerId));
  });
}
