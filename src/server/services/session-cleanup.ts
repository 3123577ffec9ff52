// Expiry of idle anonymous sessions. Every first visit creates a session with a checkout and an
// empty cart; most never come back. A scheduled clean-up deletes:
//
// - anonymous sessions idle for IDLE_EMPTY_MS (24 h) whose carts are all empty, and
// - anonymous sessions idle for IDLE_WITH_ITEMS_MS (90 days, the session cookie's lifetime)
//   whatever their carts hold,
//
// each with its checkout and its carts (lines, gifts). Kept: sessions of logged-in customers,
// checkouts that belong to a customer (a logged-out customer's carts come back at the next login),
// carts that became orders, and the checkout row of a checkout that has orders.
//
// "Idle" is sessions.last_seen_at, which findVisitor() moves forward at most once per
// SESSION_TOUCH_INTERVAL_MS whenever the session is used (a page, a token). Access tokens live
// far shorter than the idle threshold, so a session idle for 24 h has no valid token left; a visitor
// coming back exactly while their session is being deleted simply gets a new one.
//
// Several instances: each batch runs in one transaction under a transaction-scoped advisory lock
// (an instance that does not get it skips the run) and locks the sessions it deletes with
// FOR UPDATE SKIP LOCKED. Bounded batches with a yield between them keep the event loop free.

import { deleteStaleStaffSessions } from './staff.js';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { cartGifts, cartSubjects, carts, checkouts, orders, sessions } from '../db/schema.js';
import type { Services } from './index.js';
import { scheduleRepeating, type Repeating } from './schedule.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Anonymous sessions with only empty carts go after this long without activity. */
export const IDLE_EMPTY_MS = DAY_MS;
/** Anonymous sessions whose carts hold items go after this long (the session cookie's 90 days). */
export const IDLE_WITH_ITEMS_MS = 90 * DAY_MS;
/** Sessions deleted per transaction. */
export const CLEANUP_BATCH = 500;
/** Batches per run at most; the rest waits for the next run. */
const MAX_BATCHES_PER_RUN = 40;
/** Only one instance cleans at a time (pg_try_advisory_xact_lock key). */
const CLEANUP_LOCK = 727002;

const lockRows = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

export type CleanupResult = { sessions: number; carts: number; checkouts: number };

/** One batch: at most `limit` idle anonymous sessions with their checkouts and carts, in one transaction. */
async function cleanBatch(db: Db, now: Date, limit: number): Promise<CleanupResult | 'locked'> {
  const emptyCutoff = new Date(now.getTime() - IDLE_EMPTY_MS);
  const itemsCutoff = new Date(now.getTime() - IDLE_WITH_ITEMS_MS);
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK}) AS locked`);
    // node-postgres and PGlite both answer { rows }, typed differently by the two drivers.
    if (!lockRows.parse(lock).rows[0]?.locked) return 'locked';

    const doomed = await tx
      .select({ id: sessions.id, checkoutId: sessions.checkoutId })
      .from(sessions)
      .where(
        and(
          isNull(sessions.customerId),
          lt(sessions.lastSeenAt, emptyCutoff),
          sql`NOT EXISTS (SELECT 1 FROM ${checkouts} c WHERE c.id = ${sessions.checkoutId} AND (c.customer_id IS NOT NULL OR c.updated_at >= ${emptyCutoff}))`,
          or(
            lt(sessions.lastSeenAt, itemsCutoff),
            sql`NOT EXISTS (SELECT 1 FROM ${carts} k JOIN ${cartSubjects} cs ON cs.cart_id = k.id WHERE k.checkout_id = ${sessions.checkoutId} AND k.state <> 'ordered')`,
          ),
        ),
      )
      .orderBy(asc(sessions.lastSeenAt))
      .limit(limit)
      .for('update', { of: sessions, skipLocked: true });
    if (doomed.length === 0) return { sessions: 0, carts: 0, checkouts: 0 };

    const checkoutIds = doomed.map((s) => s.checkoutId);
    const cartIds = (
      await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(inArray(carts.checkoutId, checkoutIds), ne(carts.state, 'ordered')))
    ).map((c) => c.id);
    if (cartIds.length > 0) {
      await tx.delete(cartSubjects).where(inArray(cartSubjects.cartId, cartIds));
      await tx.delete(cartGifts).where(inArray(cartGifts.cartId, cartIds));
      await tx.delete(carts).where(inArray(carts.id, cartIds));
    }
    const deletedCheckouts = await tx
      .delete(checkouts)
      .where(and(inArray(checkouts.id, checkoutIds), sql`NOT EXISTS (SELECT 1 FROM ${orders} o WHERE o.checkout_id = ${checkouts.id})`))
      .returning({ id: checkouts.id });
    await tx.delete(sessions).where(
      inArray(
        sessions.id,
        doomed.map((s) => s.id),
      ),
    );
    return { sessions: doomed.length, carts: cartIds.length, checkouts: deletedCheckouts.length };
  });
}

/**
 * Deletes idle anonymous sessions in batches until none is left (or MAX_BATCHES_PER_RUN), yielding
 * to the event loop between batches. Returns what went; zeros when another instance holds the lock.
 */
export async function cleanUpIdleSessions(db: Db, opts: { now?: Date; batch?: number } = {}): Promise<CleanupResult> {
  const now = opts.now ?? new Date();
  const limit = opts.batch ?? CLEANUP_BATCH;
  const total: CleanupResult = { sessions: 0, carts: 0, checkouts: 0 };
  for (let i = 0; i < MAX_BATCHES_PER_RUN; i += 1) {
    const batch = await cleanBatch(db, now, limit);
    if (batch === 'locked') break;
    total.sessions += batch.sessions;
    total.carts += batch.carts;
    total.checkouts += batch.checkouts;
    if (batch.sessions < limit) break;
    await yieldToEventLoop();
  }
  return total;
}

/** The part of a pino/Fastify logger the job writes to. */
export type CleanupLog = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/**
 * Runs cleanUpIdleSessions every `config.sessionCleanupIntervalSeconds` (0: never), never two
 * runs at once in one process (schedule.ts). `stop()` waits for a run.
 */
export function scheduleSessionCleanup(services: Pick<Services, 'config' | 'database'>, log: CleanupLog): Repeating {
  return scheduleRepeating(
    services.config.sessionCleanupIntervalSeconds * 1000,
    async () => {
      // Expired and idle back-office sessions go in the same run (services/staff.ts).
      const [result] = await Promise.all([cleanUpIdleSessions(services.database.db), deleteStaleStaffSessions(services.database.db)]);
      if (result.sessions > 0) log.info({ ...result }, 'idle sessions removed');
    },
    { onError: (err) => log.error({ err }, 'idle session clean-up failed') },
  );
}
