import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { carts, checkouts, customers, sessions } from '../db/schema.js';
import { DEFAULT_PRICE_GROUP, parsePricesType, type PricesType } from '../../domain/index.js';

export type Visitor = {
  sessionId: string;
  checkoutId: string;
  customerId: string | null;
  pricesType: PricesType;
  priceGroup: string;
};

export async function findVisitor(db: Db, sessionId: string): Promise<Visitor | null> {
  const [row] = await db
    .select({ session: sessions, priceGroup: customers.priceGroup })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  return {
    sessionId: row.session.id,
    checkoutId: row.session.checkoutId,
    customerId: row.session.customerId,
    pricesType: parsePricesType(row.session.pricesType),
    priceGroup: row.priceGroup ?? DEFAULT_PRICE_GROUP,
  };
}

/** A new visitor: a session with its own checkout and an empty active cart, in one transaction. */
export async function createVisitor(db: Db, pricesType: PricesType): Promise<Visitor> {
  // 256 bits of randomness: the session id is the bearer credential of the cookie.
  const sessionId = randomBytes(32).toString('base64url');
  const checkoutId = randomUUID();
  const cartId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(carts).values({ id: cartId, checkoutId, pricesType, priceGroup: DEFAULT_PRICE_GROUP });
    await tx.insert(checkouts).values({ id: checkoutId, activeCartId: cartId });
    await tx.insert(sessions).values({ id: sessionId, checkoutId, pricesType });
  });
  return { sessionId, checkoutId, customerId: null, pricesType, priceGroup: DEFAULT_PRICE_GROUP };
}

export async function setPricesType(db: Db, sessionId: string, pricesType: PricesType): Promise<void> {
  await db.update(sessions).set({ pricesType }).where(eq(sessions.id, sessionId));
}
