// Refresh credentials: one family per login, rotated on every use, reuse detection with a short
// grace window. The cookie holds the raw token; the table holds its SHA-256 only.
//
// Grace window: two tabs share one cookie jar, so when both refresh at the same moment the second
// request still carries the token the first one has just rotated. Within REFRESH_GRACE_MS such a
// request is answered with the family's current token (the same successor the first tab got),
// so both tabs stay logged in and the jar ends up with one live token. Later, the same
// presentation means the old token was copied: the whole family is revoked.

import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';
import type { TokenIssuer } from '../auth/tokens.js';

export const REFRESH_COOKIE = 'cisto_rt';
export const REFRESH_GRACE_MS = 30_000;
/** Sliding lifetime of a login: every refresh extends it. */
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type RefreshRow = typeof refreshTokens.$inferSelect;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Starts a login family for a session (generation 0). */
export async function createFamily(
  db: Db,
  tokens: TokenIssuer,
  owner: { customerId: string; sessionId: string },
  now = new Date(),
): Promise<{ familyId: string; token: string }> {
  const familyId = randomBytes(24).toString('base64url');
  const token = tokens.refreshToken(familyId, 0);
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    familyId,
    generation: 0,
    customerId: owner.customerId,
    sessionId: owner.sessionId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
  });
  return { familyId, token };
}

export type RefreshCheck =
  /** The live token, or a rotated one inside the grace window (`token` is then the family's current one). */
  | { kind: 'valid'; row: RefreshRow; token: string | null }
  /** A rotated token presented after the grace window: the caller revokes the family. */
  | { kind: 'reused'; row: RefreshRow }
  /** Unknown, expired or revoked. */
  | { kind: 'invalid'; row: RefreshRow | null };

async function liveHead(db: Db, familyId: string, now: Date): Promise<RefreshRow | null> {
  const [head] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .orderBy(desc(refreshTokens.generation))
    .limit(1);
  return head ?? null;
}

/** Classifies a presented token without changing anything. */
export async function checkRefreshToken(db: Db, tokens: TokenIssuer, presented: string | undefined, now = new Date()): Promise<RefreshCheck> {
  if (!presented || presented.length > 200) return { kind: 'invalid', row: null };
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented)));
  if (!row || row.revokedAt) return { kind: 'invalid', row: row ?? null };
  if (!row.rotatedAt) return row.expiresAt > now ? { kind: 'valid', row, token: null } : { kind: 'invalid', row };
  if (now.getTime() - row.rotatedAt.getTime() > REFRESH_GRACE_MS) return { kind: 'reused', row };
  const head = await liveHead(db, row.familyId, now);
  return head ? { kind: 'valid', row: head, token: tokens.refreshToken(head.familyId, head.generation) } : { kind: 'invalid', row };
}

/**
 * Rotates the presented token: it is marked rotated and its successor issued, atomically (the
 * conditional UPDATE makes exactly one of two concurrent requests the rotator; the other sees a
 * rotated token inside the grace window and gets the same successor).
 */
export async function rotateRefreshToken(
  db: Db,
  tokens: TokenIssuer,
  presented: string | undefined,
  now = new Date(),
): Promise<RefreshCheck> {
  if (!presented || presented.length > 200) return { kind: 'invalid', row: null };
  const hash = hashToken(presented);
  const rotated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .returning();
    if (!row) return null;
    const generation = row.generation + 1;
    const token = tokens.refreshToken(row.familyId, generation);
    const [next] = await tx
      .insert(refreshTokens)
      .values({
        tokenHash: hashToken(token),
        familyId: row.familyId,
        generation,
        customerId: row.customerId,
        sessionId: row.sessionId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
      })
      .returning();
    return next ? { row: next, token } : null;
  });
  if (rotated) return { kind: 'valid', ...rotated };
  return checkRefreshToken(db, tokens, presented, now);
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeSessionFamilies(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
}

/** The sessions a customer is logged in on (live families), for "log out everywhere else". */
export async function liveSessionsOf(db: Db, customerId: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)));
  return rows.map((r) => r.sessionId);
}
