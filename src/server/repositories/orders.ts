// SQL of the orders table that the ownership guards need.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders } from '../db/schema.js';

export type OrderOwner = { id: string; customerId: string | null; sessionHash: string | null; email: string };

/** Who placed an order: its customer, or (placed anonymously) the hash of the session it was placed in. */
export async function orderOwner(db: Db, orderNumber: string): Promise<OrderOwner | null> {
  const [row] = await db
    .select({ id: orders.id, customerId: orders.customerId, sessionHash: orders.sessionHash, email: orders.email })
    .from(orders)
    .where(eq(orders.number, orderNumber));
  return row ?? null;
}
