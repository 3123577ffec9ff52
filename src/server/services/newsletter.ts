// Newsletter sign-up: one row per e-mail (lower-cased), the time of the latest agreement.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newsletterSubscriptions } from '../db/schema.js';

/** Idempotent: signing up again only renews the agreement time. */
export async function subscribeNewsletter(db: Db, email: string, now: Date = new Date()): Promise<{ ok: true }> {
  const normalized = email.trim().toLowerCase();
  await db
    .insert(newsletterSubscriptions)
    .values({ email: normalized, agreedAt: now })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { agreedAt: sql`excluded.agreed_at` } });
  return { ok: true };
}
