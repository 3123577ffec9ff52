import { and, eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import { carts, cartSubjects, checkouts, prices, products } from '../db/schema.js';
import type { Cart, CartMutationResult, CartSubject, CartSubjectUpdate, Checkout, MutationError } from '../../generated/server.js';
import {
  CARTON_SUFFIX,
  CART_UPDATE_BATCH_LIMIT,
  CART_UPDATE_BATCH_TOO_LONG,
  CURRENCY,
  cartErrorMessage,
  cartTotals,
  exceedsCartLimit,
  notPurchasableReasons,
  lineTotal,
  normalizeQuantity,
  packTypeOfSku,
  parentSku,
  parsePricesType,
  unitPriceFor,
  type CartErrorCode,
} from '../../domain/index.js';
import { loadProducts, purchasableFacts, toProduct } from './products.js';
import { batchedReads, directReads, type CartReads } from './cart-reads.js';
import { answerCachesEnabled } from './answer-cache.js';
import { keptUntilWrite } from './until-write.js';
import { keptIn } from './kept.js';
import { attachIndirectSubjects } from './cart-indirect.js';
import { extendCart } from './checkout-pricing.js';
import { withCheckoutState } from './checkout-state.js';
import { existingCartsOf } from './customers.js';
import { UserFacingError } from '../errors.js';

type CartRow = typeof carts.$inferSelect;
type SubjectRow = typeof cartSubjects.$inferSelect;

export class CheckoutNotFoundError extends UserFacingError {
  constructor() {
    super('Košík nebyl nalezen.', 404);
  }
}

export async function activeCartRow(db: Db, checkoutId: string, forUpdate = false): Promise<CartRow> {
  const base = db
    .select({ cart: carts })
    .from(checkouts)
    .innerJoin(carts, eq(carts.id, checkouts.activeCartId))
    .where(eq(checkouts.id, checkoutId));
  const [row] = forUpdate ? await base.for('update', { of: carts }) : await base;
  if (!row) throw new CheckoutNotFoundError();
  return row.cart;
}

function money(amount: number, amountWithTax: number) {
  return { __typename: 'Money' as const, amount, amountWithTax, currency: CURRENCY };
}

/**
 * Prices, totals and stats of a cart, computed from the database. `reads` is how it reads
 * (services/cart-reads.ts): one statement per read by default, batched across carts priced together.
 * Reads outside a transaction go through pricedCart(s), which compute a cart once per version.
 */
export async function computeCart(db: Db, cart: CartRow, reads: CartReads = directReads(db)): Promise<Cart> {
  const lines = await reads.subjects(cart.id);
  const skus = [...new Set(lines.map((l) => parentSku(l.sku)))];
  const [found, tiers] = await Promise.all([reads.products(skus, cart.priceGroup), reads.tiers(skus, cart.priceGroup)]);

  const totalsInput: { unitNet: number; unitGross: number; quantity: number; vatRate: number }[] = [];
  let weight = 0;
  let volume = 0;
  let maxProductDimension = 0;
  let quantity = 0;

  const subjects: CartSubject[] = [];
  for (const line of lines.filter((l) => l.parentId === 0)) {
    const item = found.get(parentSku(line.sku));
    if (!item) continue; // a product withdrawn from the catalogue drops out of the cart
    const { row, price } = item;
    const base = price ?? { price: 0, priceWithTax: 0 };
    const unit = unitPriceFor(base, row.vatRate, line.packType, line.quantity, tiers.get(row.sku), row.piecesPerCarton);
    const total = lineTotal({ unitNet: unit.price, unitGross: unit.priceWithTax, quantity: line.quantity });
    totalsInput.push({ unitNet: unit.price, unitGross: unit.priceWithTax, quantity: line.quantity, vatRate: row.vatRate });
    const pieces = line.quantity * (line.packType === 'carton' ? (row.piecesPerCarton ?? 1) : 1);
    weight += row.weightG * pieces;
    volume += row.volumeMl * pieces;
    maxProductDimension = Math.max(maxProductDimension, row.maxDimensionMm);
    quantity += line.quantity;
    subjects.push({
      __typename: 'CartSubject',
      id: `${cart.id}:${line.id}`,
      sku: line.sku,
      productSku: row.sku,
      packType: line.packType,
      text: line.packType === 'carton' ? `${row.name} (karton ${row.piecesPerCarton ?? 1} ks)` : row.name,
      quantity: line.quantity,
      price: money(unit.price, unit.priceWithTax),
      subjectTotal: money(total.amount, total.amountWithTax),
      vatAmount: total.vatAmount,
      vatCode: row.vatRate,
      subjectType: line.subjectType,
      product: toProduct(row, price, 'preview'),
      indirectSubjects: [],
      discounts: null,
    });
  }
  // Indirect subjects (services, warranties) nest under their primary line and count in the totals.
  totalsInput.push(...(await attachIndirectSubjects(reads, cart, lines, subjects, found)));
  const totals = cartTotals(totalsInput, parsePricesType(cart.pricesType));
  return extendCart(reads, cart, {
    __typename: 'Cart',
    id: cart.id,
    priceGroup: cart.priceGroup,
    pricesType: parsePricesType(cart.pricesType),
    subjects,
    couponsApplied: cart.coupons.map((couponCode) => ({ __typename: 'AppliedCoupon', couponCode })),
    totals: {
      __typename: 'CartTotals',
      subjects: { __typename: 'SubjectsTotal', count: subjects.length, amount: totals.amount, amountWithTax: totals.amountWithTax },
      total: money(totals.amount, totals.amountWithTax),
      vatAmount: totals.vatAmount,
      quantity,
    },
    stats: { __typename: 'CartStats', maxProductDimension, volume, weight },
  });
}

// --- Priced once per cart version -------------------------------------------------------------
//
// Pricing a cart reads about ten statements (lines, products, tiers, services, the method
// catalogue, gifts, coupons); a read of an unchanged cart reuses the priced cart instead. The key
// is read from the database in the one statement that reads the cart row (stampedCarts): the row
// itself — every change of a cart bumps its `version` (touchCart, or the update that changes the
// row), and the price group, price type, coupons and methods are columns of it — and the row
// versions (PostgreSQL's xmin) of the cart's products and their prices, which change with every
// update of those rows (stock taken by an order, a price, a product leaving the sale). So a change
// through any instance is seen by the next read on every instance; the cache is per process and
// shares nothing. What is neither — quantity tiers, service offers, methods, gifts, a coupon's
// validity running out — shows at most PRICED_CART_TTL_MS late on a read; placing the order prices
// the cart afresh inside its transaction.

/** How long a priced cart is reused at most. */
export const PRICED_CART_TTL_MS = 10_000;
/** Priced carts kept per database (a cart is a few kB to tens of kB). */
const PRICED_CARTS_MAX = 500;

/** A cart row with the stamp of the catalogue rows it is priced from, read together. */
export type StampedCart = { row: CartRow; catalogue: string };

type PricedEntry = { stamp: string; cart: Promise<Cart> };
const pricedCartCaches = new WeakMap<Db, LRUCache<string, PricedEntry>>();

/** The row versions of the cart's products (a carton line is its product's) and of their prices in the cart's price group. */
// Written out with the outer table's name: drizzle leaves column names unqualified in a
// single-table select, and inside the subquery "id" would be the cart line's.
const catalogueStamp = sql<string>`(
  select coalesce(string_agg(p.xmin::text || ':' || coalesce(pr.xmin::text, '-'), ',' order by cs.id, p.sku), '')
  from ${cartSubjects} cs
  join ${products} p on p.sku in (cs.sku, left(cs.sku, -${sql.raw(String(CARTON_SUFFIX.length))}))
  left join ${prices} pr on pr.sku = p.sku and pr.price_group = "carts"."price_group"
  where cs.cart_id = "carts"."id")`;

function activeStampedCartStatement(db: Db) {
  return db
    .select({ row: carts, catalogue: catalogueStamp })
    .from(checkouts)
    .innerJoin(carts, eq(carts.id, checkouts.activeCartId))
    .where(eq(checkouts.id, sql.placeholder('checkoutId')))
    .prepare('active_stamped_cart');
}
// Every cart read starts here: prepared once per database, so neither drizzle nor PostgreSQL
// builds and plans it again on each read (the read of an unchanged cart is this one statement).
const activeStampedCartStatements = new WeakMap<Db, ReturnType<typeof activeStampedCartStatement>>();

// On PGlite the statement is skipped while this process has written nothing since it last ran it
// (services/until-write.ts): there it costs more than the rest of the read.
const stampedCartsUntilWrite = keptUntilWrite<StampedCart>({ max: PRICED_CARTS_MAX });

/** The checkout's active cart with its catalogue stamp (one statement, or none while nothing was written). */
export async function activeStampedCart(db: Db, checkoutId: string): Promise<StampedCart> {
  return stampedCartsUntilWrite(db).get(checkoutId, async () => {
    const statement = keptIn(activeStampedCartStatements, db, () => activeStampedCartStatement(db));
    const [found] = await statement.execute({ checkoutId });
    if (!found) throw new CheckoutNotFoundError();
    return found;
  });
}

/** Carts by id with their catalogue stamps (one statement; missing ids are left out). */
export async function stampedCarts(db: Db, cartIds: readonly string[]): Promise<StampedCart[]> {
  if (cartIds.length === 0) return [];
  return db.select({ row: carts, catalogue: catalogueStamp }).from(carts).where(inArray(carts.id, [...cartIds]));
}

/** Every column of the cart row and the catalogue stamp: any change of either makes another stamp. */
function stampOf({ row, catalogue }: StampedCart): string {
  return `${JSON.stringify(row)}\n${catalogue}`;
}

/**
 * The carts priced, each at most once per stamp; those not kept are priced together (their reads
 * batched, services/cart-reads.ts). Outside a transaction only: the carts must be committed state
 * read in this request (activeStampedCart, stampedCarts), never rows a transaction is changing.
 */
export async function pricedCarts(db: Db, stamped: readonly StampedCart[]): Promise<Cart[]> {
  const cache = keptIn(pricedCartCaches, db, () => new LRUCache<string, PricedEntry>({ max: PRICED_CARTS_MAX, ttl: PRICED_CART_TTL_MS }));
  let reads: CartReads | null = null;
  return Promise.all(
    stamped.map((one) => {
      const { row } = one;
      const stamp = stampOf(one);
      const kept = answerCachesEnabled() ? cache.get(row.id) : undefined;
      if (kept?.stamp === stamp) return kept.cart;
      reads ??= batchedReads(db);
      const cart = computeCart(db, row, reads);
      cache.set(row.id, { stamp, cart });
      // A failed pricing is not kept: the next read tries again.
      void cart.catch(() => cache.get(row.id)?.cart === cart && cache.delete(row.id));
      return cart;
    }),
  );
}

/** One cart, priced at most once per stamp (see pricedCarts). */
export async function pricedCart(db: Db, stamped: StampedCart): Promise<Cart> {
  const [cart] = await pricedCarts(db, [stamped]);
  if (!cart) throw new Error('unreachable: one cart priced');
  return cart;
}

export async function getCart(db: Db, checkoutId: string): Promise<Cart> {
  return pricedCart(db, await activeStampedCart(db, checkoutId));
}

export async function getCheckout(db: Db, checkoutId: string): Promise<Checkout> {
  const stamped = await activeStampedCart(db, checkoutId);
  const cartRow = stamped.row;
  // The customer's other carts (saved ones, and carts left behind at a logout): services/customers.ts.
  const existingCarts = cartRow.customerId ? await existingCartsOf(db, cartRow.customerId, cartRow.id) : [];
  return withCheckoutState(db, {
    __typename: 'Checkout',
    id: checkoutId,
    cart: await pricedCart(db, stamped),
    existingCarts,
  });
}

function refusal(code: CartErrorCode, sku: string, detail?: Parameters<typeof cartErrorMessage>[2]): MutationError {
  return { __typename: 'MutationError', code, sku, message: cartErrorMessage(code, sku, detail) };
}

/**
 * Applies a batch of quantity changes to the checkout's active cart. Valid items are applied,
 * refused ones are reported; the cart row is locked for the whole read-modify-write, so
 * concurrent requests on one cart serialise and no update is lost.
 */
export async function updateSubjects(db: Db, checkoutId: string, batch: CartSubjectUpdate[]): Promise<CartMutationResult> {
  // Each change costs statements inside one transaction: an unbounded batch would hold the
  // database (PGlite: the event loop) for as long as the sender likes.
  if (batch.length > CART_UPDATE_BATCH_LIMIT) throw new UserFacingError(CART_UPDATE_BATCH_TOO_LONG, 400);
  const errors: MutationError[] = [];
  const cart = await db.transaction(async (tx) => {
    const cartRow = await activeCartRow(tx, checkoutId, true);
    const lines = await tx.select().from(cartSubjects).where(eq(cartSubjects.cartId, cartRow.id));
    const primary = (l: SubjectRow) => l.parentId === 0 && l.subjectType === 'item';
    let lineCount = lines.filter(primary).length;
    const found = await loadProducts(tx, [...new Set(batch.map((b) => parentSku(b.sku)))], cartRow.priceGroup);

    for (const change of batch) {
      const packType = packTypeOfSku(change.sku);
      const item = found.get(parentSku(change.sku));
      if (packType === 'na' || !item) {
        errors.push(refusal('UNKNOWN_SKU', change.sku));
        continue;
      }
      const { row, price } = item;
      if (!Number.isInteger(change.quantity) || change.quantity < 0) {
        errors.push(refusal('INVALID_QUANTITY', change.sku));
        continue;
      }
      const existing = lines.find((l) => primary(l) && l.sku === change.sku);
      const wanted = change.mode === 'ADD' ? (existing?.quantity ?? 0) + change.quantity : change.quantity;
      if (wanted === 0) {
        if (existing) {
          await tx.delete(cartSubjects).where(eq(cartSubjects.id, existing.id));
          // Its services (indirect subjects) leave with it.
          await tx.delete(cartSubjects).where(and(eq(cartSubjects.cartId, cartRow.id), eq(cartSubjects.parentId, existing.id)));
          lines.splice(lines.indexOf(existing), 1);
          lineCount -= 1;
        }
        continue;
      }
      const [reason] = notPurchasableReasons(purchasableFacts(row, price));
      if (reason) {
        errors.push(refusal('NOT_PURCHASABLE', change.sku, { reason }));
        continue;
      }
      if (packType === 'carton' && !row.piecesPerCarton) {
        errors.push(refusal('NO_CARTON', change.sku));
        continue;
      }
      const quantity = normalizeQuantity(wanted, packType === 'pcs' ? (row.quantitySettings ?? {}) : {});
      const piecesPerUnit = packType === 'carton' ? (row.piecesPerCarton ?? 1) : 1;
      if (row.stockOnly && quantity * piecesPerUnit > row.stockQuantity) {
        errors.push(refusal('OUT_OF_STOCK', change.sku, { available: row.stockQuantity }));
        continue;
      }
      if (existing) {
        await tx.update(cartSubjects).set({ quantity }).where(eq(cartSubjects.id, existing.id));
        existing.quantity = quantity;
        continue;
      }
      if (exceedsCartLimit(lineCount + 1)) {
        errors.push(refusal('CART_LIMIT', change.sku));
        continue;
      }
      const [inserted] = await tx
        .insert(cartSubjects)
        // After the last line, whatever was removed before: a new product goes to the end.
        .values({ cartId: cartRow.id, sku: change.sku, packType, quantity, subjectType: 'item', position: nextPosition(lines) })
        .returning();
      if (inserted) lines.push(inserted);
      lineCount += 1;
    }
    await touchCart(tx, cartRow.id);
    return cartRow;
  });
  return { __typename: 'CartMutationResult', ok: errors.length === 0, errors, cart: await computeCart(db, cart) };
}

/** The position after every line of the cart (positions keep their gaps when lines leave). */
function nextPosition(lines: readonly SubjectRow[]): number {
  return lines.reduce((last, l) => Math.max(last, l.position), -1) + 1;
}

/** Marks a cart changed: its version (what optimistic updates compare) goes up. */
export async function touchCart(db: Db, cartId: string): Promise<void> {
  await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export async function resetCart(db: Db, checkoutId: string): Promise<CartMutationResult> {
  const cart = await db.transaction(async (tx) => {
    const cartRow = await activeCartRow(tx, checkoutId, true);
    await tx.delete(cartSubjects).where(eq(cartSubjects.cartId, cartRow.id));
    await tx.update(carts).set({ coupons: [], version: sql`${carts.version} + 1`, updatedAt: new Date() }).where(eq(carts.id, cartRow.id));
    return cartRow;
  });
  return { __typename: 'CartMutationResult', ok: true, errors: [], cart: await computeCart(db, cart) };
}
