// The stock watchdog "Hlídat dostupnost" (issue 16, item 5). A visitor or customer asks to be told
// when a product that is not in stock comes back (in a quantity, when given); the rules of when
// that is are src/domain/stock-watch.ts.
//
// Stock changes in many ways (seed, back office, CSV import, plain SQL), so nothing waits for a
// particular writer: a sweep runs every STOCK_WATCH_SWEEP_SECONDS, and notifyStockReturned() lets a
// writer that knows which products it changed send at once. Both run `sweep`, which claims
// fulfilled watches with SELECT … FOR UPDATE SKIP LOCKED, queues their e-mails in the mail outbox
// (docs/mail.md) and marks them notified in the same transaction. Several instances never claim
// one watch twice, so each watch mails once; the outbox worker delivers the mail and retries it
// through an SMTP outage, so nothing is lost and no SMTP round trip holds a row lock.

import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  STOCK_WATCH_CANCEL_PATH,
  STOCK_WATCH_LIFETIME_DAYS,
  STOCK_WATCH_TEXTS,
  isPublicProduct,
  isWatchable,
  productUrl,
  stockReturned,
  stockWatchExpiry,
  stockWatchState,
  type StockWatchData,
} from '../../domain/index.js';
import type { StockWatch } from '../../generated/server.js';
import type { Db } from '../db/client.js';
import { prices, products, stockWatches } from '../db/schema.js';
import type { TemplateMail } from '../mail/index.js';
import { queueMail } from './mail-outbox.js';
import { scheduleRepeating, type Repeating } from './schedule.js';
import type { Services } from './index.js';
import { supplierParty } from './invoices.js';

/** Attempts to queue one watch's e-mail (a template error) before the sweep gives up on it. */
export const STOCK_WATCH_MAX_FAILURES = 5;
/** Watches claimed per transaction; the rest waits for the next round of the same sweep. */
const SWEEP_BATCH = 200;
const SWEEP_MAX_BATCHES = 20;
const DAY_SECONDS = 24 * 60 * 60;

type WatchRow = typeof stockWatches.$inferSelect;
type SweepServices = Pick<Services, 'database' | 'outbox' | 'config' | 'tokens'>;

export type StockWatchLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

const normalEmail = (email: string): string => email.trim().toLowerCase();

function toStockWatch(row: WatchRow, product: { name: string } | null, now: Date): StockWatch {
  const state = stockWatchState(row, now);
  return {
    __typename: 'StockWatch',
    id: row.id,
    sku: row.productSku,
    productName: product?.name ?? row.productSku,
    productUrl: product ? productUrl({ name: product.name, sku: row.productSku }) : null,
    email: row.email,
    quantity: row.quantity,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    state,
    stateText: STOCK_WATCH_TEXTS.states[state],
  };
}

// --- subscribing ----------------------------------------------------------------------------

export type SubscribeOutcome = { ok: true; watch: StockWatch } | { ok: false; code: 'UNKNOWN_PRODUCT' | 'IN_STOCK'; message: string };

/**
 * Starts watching a product that is not in stock (isWatchable), for the address given; a customer's
 * watch carries their id. A pending watch of the same product and address is renewed instead
 * (new quantity, a fresh lifetime), so the address still gets one e-mail.
 */
export async function subscribeStockWatch(db: Db, input: StockWatchData, customerId: string | null, now = new Date()): Promise<SubscribeOutcome> {
  const [product] = await db
    .select({ sku: products.sku, name: products.name, onSale: products.onSale, stockState: products.stockState, stockQuantity: products.stockQuantity, stockNote: products.stockNote, stockTiming: products.stockTiming, taxonomyPaths: products.taxonomyPaths })
    .from(products)
    .where(eq(products.sku, input.sku));
  if (!product || !isPublicProduct({ taxonomies: product.taxonomyPaths })) {
    return { ok: false, code: 'UNKNOWN_PRODUCT', message: STOCK_WATCH_TEXTS.unknownProduct };
  }
  const stock = product.stockState === null ? null : { state: product.stockState, quantity: product.stockQuantity, note: product.stockNote, timing: product.stockTiming };
  if (!isWatchable({ onSale: product.onSale, stock }, now)) return { ok: false, code: 'IN_STOCK', message: STOCK_WATCH_TEXTS.inStock };

  const email = normalEmail(input.email);
  const [row] = await db
    .insert(stockWatches)
    .values({ id: randomUUID(), productSku: product.sku, email, customerId, quantity: input.quantity, createdAt: now, expiresAt: stockWatchExpiry(now) })
    .onConflictDoUpdate({
      target: [stockWatches.productSku, stockWatches.email],
      targetWhere: sql`${stockWatches.notifiedAt} IS NULL AND ${stockWatches.cancelledAt} IS NULL`,
      set: {
        quantity: input.quantity,
        createdAt: now,
        expiresAt: stockWatchExpiry(now),
        sendFailures: 0,
        // A customer who subscribes an address a visitor watched before takes the watch over.
        ...(customerId ? { customerId } : {}),
      },
    })
    .returning();
  if (!row) throw new Error('stock watch upsert returned no row');
  return { ok: true, watch: toStockWatch(row, product, now) };
}

// --- the customer's list and cancelling -----------------------------------------------------

/** The customer's watches, newest first (the last 100). */
export async function customerStockWatches(db: Db, customerId: string, now = new Date()): Promise<StockWatch[]> {
  const rows = await db
    .select({ watch: stockWatches, name: products.name })
    .from(stockWatches)
    .leftJoin(products, eq(products.sku, stockWatches.productSku))
    .where(eq(stockWatches.customerId, customerId))
    .orderBy(desc(stockWatches.createdAt), desc(stockWatches.id))
    .limit(100);
  return rows.map((r) => toStockWatch(r.watch, r.name === null ? null : { name: r.name }, now));
}

/**
 * Cancels one of the customer's pending watches. False for a watch that is not theirs, not
 * pending or unknown — the same answer, so nobody learns about another customer's watches.
 */
export async function cancelCustomerStockWatch(db: Db, customerId: string, id: string, now = new Date()): Promise<boolean> {
  const cancelled = await db
    .update(stockWatches)
    .set({ cancelledAt: now })
    .where(and(eq(stockWatches.id, id), eq(stockWatches.customerId, customerId), isNull(stockWatches.notifiedAt), isNull(stockWatches.cancelledAt)))
    .returning({ id: stockWatches.id });
  return cancelled.length > 0;
}

/** The e-mail link that cancels every pending watch of an address (a visitor has no profile). */
export async function stockWatchCancelUrl(services: Pick<Services, 'tokens' | 'config'>, email: string): Promise<string> {
  const token = await services.tokens.linkToken('stock-watch-cancel', normalEmail(email), STOCK_WATCH_LIFETIME_DAYS * DAY_SECONDS);
  return `${services.config.publicUrl}${STOCK_WATCH_CANCEL_PATH}?token=${encodeURIComponent(token)}`;
}

/** Cancels the pending watches of the address a valid link names; null for a forged or expired link. */
export async function cancelStockWatchesByLink(services: Pick<Services, 'tokens' | 'database'>, token: string, now = new Date()): Promise<{ email: string; cancelled: number } | null> {
  const email = token.length <= 2048 ? await services.tokens.verifyLink('stock-watch-cancel', token) : null;
  if (!email) return null;
  const cancelled = await services.database.db
    .update(stockWatches)
    .set({ cancelledAt: now })
    .where(and(eq(stockWatches.email, email), isNull(stockWatches.notifiedAt), isNull(stockWatches.cancelledAt)))
    .returning({ id: stockWatches.id });
  return { email, cancelled: cancelled.length };
}

// --- the sweep --------------------------------------------------------------------------------

/**
 * One transaction: locks pending, unexpired watches whose product may be back (skipping watches
 * another instance holds), keeps those the domain's stockReturned accepts, queues each one's
 * e-mail in the outbox and marks it notified. The SQL condition only narrows the candidates to
 * indexed rows; the rule is stockReturned's. A watch whose e-mail cannot be queued (a template
 * error, in its own savepoint) is not notified: its failure is counted and the next sweep tries
 * again, at most STOCK_WATCH_MAX_FAILURES times.
 */
async function claimBatch(
  services: SweepServices,
  now: Date,
  productIds: readonly string[] | null,
  log: StockWatchLog | null,
): Promise<{ queued: number; failed: number; scanned: number }> {
  return services.database.db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        watch: stockWatches,
        name: products.name,
        taxonomyPaths: products.taxonomyPaths,
        onSale: products.onSale,
        soldOut: products.soldOut,
        stockState: products.stockState,
        stockQuantity: products.stockQuantity,
        stockNote: products.stockNote,
        stockTiming: products.stockTiming,
        price: prices.price,
        priceWithTax: prices.priceWithTax,
      })
      .from(stockWatches)
      .innerJoin(products, eq(products.sku, stockWatches.productSku))
      .leftJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, '_default')))
      .where(
        and(
          isNull(stockWatches.notifiedAt),
          isNull(stockWatches.cancelledAt),
          gt(stockWatches.expiresAt, now),
          lt(stockWatches.sendFailures, STOCK_WATCH_MAX_FAILURES),
          eq(products.onSale, true),
          sql`${products.stockQuantity} >= coalesce(${stockWatches.quantity}, 1)`,
          productIds ? inArray(stockWatches.productSku, [...productIds]) : undefined,
        ),
      )
      .orderBy(stockWatches.createdAt, stockWatches.id)
      .limit(SWEEP_BATCH)
      .for('update', { of: stockWatches, skipLocked: true });
    const returned = candidates.filter((c) =>
      stockReturned(
        {
          taxonomies: c.taxonomyPaths,
          price: c.price ?? 0,
          priceWithTax: c.priceWithTax ?? 0,
          onSale: c.onSale,
          soldOut: c.soldOut,
          stockState: c.stockState,
          stock: c.stockState === null ? null : { state: c.stockState, quantity: c.stockQuantity, note: c.stockNote, timing: c.stockTiming },
        },
        c.watch.quantity,
        now,
      ),
    );
    if (returned.length === 0) return { queued: 0, failed: 0, scanned: candidates.length };
    const from = await watchdogSender(tx, services);
    const queued: string[] = [];
    const failed: string[] = [];
    for (const { watch, name } of returned) {
      const outcome = await queueMail(tx, services.outbox, await watchdogMail(services, from, watch, name));
      if (outcome.ok) queued.push(watch.id);
      else {
        failed.push(watch.id);
        log?.warn({ err: outcome.error, watchId: watch.id }, 'stock watch e-mail could not be queued; the next sweep retries');
      }
    }
    if (queued.length > 0) await tx.update(stockWatches).set({ notifiedAt: now }).where(inArray(stockWatches.id, queued));
    if (failed.length > 0) {
      await tx
        .update(stockWatches)
        .set({ sendFailures: sql`${stockWatches.sendFailures} + 1` })
        .where(inArray(stockWatches.id, failed));
    }
    return { queued: queued.length, failed: failed.length, scanned: candidates.length };
  });
}

async function watchdogSender(db: Db, services: Pick<Services, 'config'>): Promise<string> {
  const supplier = await supplierParty(db);
  return supplier.noReplyEmail || `no-reply@${new URL(services.config.publicUrl).hostname}`;
}

/** The watchdog e-mail of one claimed watch, as the outbox queues it. */
async function watchdogMail(services: Pick<Services, 'config' | 'tokens'>, from: string, watch: WatchRow, productName: string): Promise<TemplateMail<'watchdog'>> {
  return {
    to: watch.email,
    from,
    type: 'watchdog',
    props: {
      productName,
      productUrl: `${services.config.publicUrl}${productUrl({ name: productName, sku: watch.productSku })}`,
      reason: 'inStock',
      ...(watch.quantity !== null ? { quantity: watch.quantity } : {}),
      cancelUrl: await stockWatchCancelUrl(services, watch.email),
    },
  };
}

/** `notified`: e-mails queued (the outbox worker delivers them); `failed`: not queued, retried by the next sweep. */
export type SweepResult = { notified: number; failed: number };

async function sweep(services: SweepServices, productIds: readonly string[] | null, log: StockWatchLog | null, now: Date): Promise<SweepResult> {
  const result: SweepResult = { notified: 0, failed: 0 };
  for (let i = 0; i < SWEEP_MAX_BATCHES; i += 1) {
    const { queued, failed, scanned } = await claimBatch(services, now, productIds, log);
    result.notified += queued;
    result.failed += failed;
    // Committed: the worker sends now rather than at its next poll.
    if (queued > 0) services.outbox.wake();
    if (scanned < SWEEP_BATCH) break;
  }
  return result;
}

/** Queues the watchdog e-mail of every fulfilled watch (the periodic sweep). */
export function sweepStockWatches(services: SweepServices, opts: { now?: Date; log?: StockWatchLog } = {}): Promise<SweepResult> {
  return sweep(services, null, opts.log ?? null, opts.now ?? new Date());
}

/**
 * For a writer that has just changed stock (back office, CSV import): queues at once the watchdog
 * e-mails of those products' fulfilled watches instead of waiting for the sweep. Safe to call for
 * any products and at any time; a watch still mails once.
 */
export function notifyStockReturned(services: SweepServices, productIds: readonly string[], opts: { now?: Date; log?: StockWatchLog } = {}): Promise<SweepResult> {
  if (productIds.length === 0) return Promise.resolve({ notified: 0, failed: 0 });
  return sweep(services, productIds, opts.log ?? null, opts.now ?? new Date());
}

/**
 * Runs the sweep every `config.stockWatchSweepSeconds` (0: never), never two runs at once in one
 * process (schedule.ts). `stop()` waits for a run.
 */
export function scheduleStockWatchSweep(services: SweepServices, log: StockWatchLog): Repeating {
  return scheduleRepeating(
    services.config.stockWatchSweepSeconds * 1000,
    async () => {
      const result = await sweepStockWatches(services, { log });
      if (result.notified > 0 || result.failed > 0) log.info({ ...result }, 'stock watchdog e-mails');
    },
    { onError: (err) => log.error({ err }, 'stock watch sweep failed') },
  );
}
