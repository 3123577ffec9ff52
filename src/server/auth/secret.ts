import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { settings } from '../db/schema.js';

const KEY = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise a secret generated once and stored in the database,
 * so every instance over one PostgreSQL signs and verifies with the same key.
 */
export async function resolveAuthSecret(db: Db, configured: string | null): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(settings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, KEY));
  if (!row || typeof row.value !== 'string') throw new Error('Auth secret could not be stored.');
  return new TextEncoder().encode(row.value);
}
