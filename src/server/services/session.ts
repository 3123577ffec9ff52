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

/**
 * A used session's last_seen_at moves forward at most this often (one write per session per hour,
 * not per request); the idle-session clean-up (session-cleanup.ts) reads it.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function findVisitor(db: Db, sessionId: string): Promise<Visitor | null> {
  const [row] = await db
    .select({ session: sessions, priceGroup: customers.priceGroup })
    .from(sessions)
    .leftJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const now = new Date();
  if (now.getTime() - row.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    // Gone meanwhile (the clean-up deleted it): the visitor is new again.
    const touched = await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId)).returning({ id: sessions.id });
    if (touched.length === 0) return null;
  }
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

/** The session's price type (the default without a session). */
export async function visitorPricesType(db: Db, sessionId: string | null): Promise<PricesType> {
  const [row] = sessionId ? await db.select({ pricesType: sessions.pricesType }).from(sessions).where(eq(sessions.id, sessionId)) : [];
  return parsePricesType(row?.pricesType);
}

/** Switches the price type of the session (when there is one) and of its checkout's active cart. */
export async function setPricesType(db: Db, owner: { sessionId: string | null; checkoutId: string | null }, pricesType: PricesType): Promise<void> {
  if (owner.sessionId) await db.update(sessions).set({ pricesType }).where(eq(sessions.id, owner.sessionId));
  if (owner.checkoutId) {
    const [checkout] = await db.select({ activeCartId: checkouts.activeCartId }).from(checkouts).where(eq(checkouts.id, owner.checkoutId));
    if (checkout) await db.update(carts).set({ pricesType }).where(eq(carts.id, checkout.activeCartId));
  }
}
