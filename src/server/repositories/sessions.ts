// SQL of the sessions table that the ownership guards need: one primary-key lookup.

import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema.js';

export type SessionOwner = { id: string; checkoutId: string; customerId: string | null };

/** Who a session is now: its checkout and the customer logged in on it (null when anonymous). */
export async function sessionOwner(db: Db, sessionId: string): Promise<SessionOwner | null> {
  const [row] = await db
    .select({ id: sessions.id, checkoutId: sessions.checkoutId, customerId: sessions.customerId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row ?? null;
}
