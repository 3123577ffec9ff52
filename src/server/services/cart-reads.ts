// What pricing a cart reads from the database, behind one interface so that many carts can be
// priced with the statements of one (computeCart in services/cart.ts, extendCart in
// checkout-pricing.ts):
//   directReads  — one statement per read, in order: inside a transaction (`db` is then one
//                  connection) and for a single cart;
//   batchedReads — DataLoader-style: the reads that many carts priced side by side ask for in the
//                  same tick are answered together (the subjects of every cart in one statement,
//                  the products of every cart in one statement per price group, the method
//                  catalogue and the gifts once), so a list of carts costs what one cart costs.

import DataLoader from 'dataloader';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cartGifts, cartSubjects, coupons, gifts } from '../db/schema.js';
import type { PriceTier } from '../../domain/index.js';
import { loadProducts, loadServiceOffers, loadTiers, type PriceRow, type ProductRow, type ServiceOffer } from './products.js';
import { loadMethodCatalog, type MethodCatalog } from './methods.js';

type SubjectRow = typeof cartSubjects.$inferSelect;
type GiftRow = typeof gifts.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
export type PricedProduct = { row: ProductRow; price: PriceRow | null };

export type CartReads = {
  /** The cart's lines in display order. */
  subjects(cartId: string): Promise<SubjectRow[]>;
  products(skus: string[], priceGroup: string): Promise<Map<string, PricedProduct>>;
  tiers(skus: string[], priceGroup: string): Promise<Map<string, PriceTier[]>>;
  serviceOffers(skus: string[]): Promise<Map<string, ServiceOffer[]>>;
  methodCatalog(): Promise<MethodCatalog>;
  /** The gifts chosen in the cart, fewest points first. */
  chosenGifts(cartId: string): Promise<GiftRow[]>;
  /** Every gift, fewest points first. */
  allGifts(): Promise<GiftRow[]>;
  coupons(codes: string[]): Promise<CouponRow[]>;
};

const byPoints = [asc(gifts.loyaltyPoints), asc(gifts.sku)];

async function subjectsOf(db: Db, cartIds: readonly string[]): Promise<SubjectRow[]> {
  return db
    .select()
    .from(cartSubjects)
    .where(cartIds.length === 1 ? eq(cartSubjects.cartId, cartIds[0] ?? '') : inArray(cartSubjects.cartId, [...cartIds]))
    .orderBy(asc(cartSubjects.position), asc(cartSubjects.id));
}

async function chosenGiftsOf(db: Db, cartIds: readonly string[]): Promise<{ cartId: string; gift: GiftRow }[]> {
  return db
    .select({ cartId: cartGifts.cartId, gift: gifts })
    .from(cartGifts)
    .innerJoin(gifts, eq(gifts.sku, cartGifts.giftSku))
    .where(cartIds.length === 1 ? eq(cartGifts.cartId, cartIds[0] ?? '') : inArray(cartGifts.cartId, [...cartIds]))
    .orderBy(...byPoints);
}

async function couponsOf(db: Db, codes: readonly string[]): Promise<CouponRow[]> {
  return codes.length > 0 ? db.select().from(coupons).where(inArray(coupons.code, [...codes])) : [];
}

/** One statement per read. */
export function directReads(db: Db): CartReads {
  return {
    subjects: (cartId) => subjectsOf(db, [cartId]),
    products: (skus, priceGroup) => loadProducts(db, skus, priceGroup),
    tiers: (skus, priceGroup) => loadTiers(db, skus, priceGroup),
    serviceOffers: (skus) => loadServiceOffers(db, skus),
    methodCatalog: () => loadMethodCatalog(db),
    chosenGifts: async (cartId) => (await chosenGiftsOf(db, [cartId])).map((r) => r.gift),
    allGifts: () => db.select().from(gifts).orderBy(...byPoints),
    coupons: (codes) => couponsOf(db, codes),
  };
}

/** `values` grouped by `key`, in their order. */
function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const k = key(value);
    const group = groups.get(k);
    if (group) group.push(value);
    else groups.set(k, [value]);
  }
  return groups;
}

/** A loader of `${priceGroup}\n${sku}` keys: one statement per price group of a batch. */
function perPriceGroup<V>(load: (skus: string[], priceGroup: string) => Promise<Map<string, V>>): DataLoader<string, V | null> {
  return new DataLoader<string, V | null>(async (keys) => {
    const requests = keys.map((key) => {
      const cut = key.indexOf('\n');
      return { priceGroup: key.slice(0, cut), sku: key.slice(cut + 1) };
    });
    const found = new Map<string, Map<string, V>>();
    for (const [priceGroup, group] of groupBy(requests, (r) => r.priceGroup)) {
      found.set(priceGroup, await load([...new Set(group.map((r) => r.sku))], priceGroup));
    }
    return requests.map((r) => found.get(r.priceGroup)?.get(r.sku) ?? null);
  });
}

/** Present values of `skus` from a loader of one value per sku. */
async function mapOf<V>(loader: DataLoader<string, V | null>, skus: readonly string[], key: (sku: string) => string = (sku) => sku): Promise<Map<string, V>> {
  const values = await loader.loadMany(skus.map(key));
  const result = new Map<string, V>();
  skus.forEach((sku, i) => {
    const value = values[i];
    if (value instanceof Error) throw value;
    if (value !== null && value !== undefined) result.set(sku, value);
  });
  return result;
}

/**
 * Reads batched across the carts priced at the same time. Outside a transaction only (the
 * batches run concurrently); made for one request or one list, never kept: it caches what it read.
 */
export function batchedReads(db: Db): CartReads {
  const subjects = new DataLoader<string, SubjectRow[]>(async (cartIds) => {
    const byCart = groupBy(await subjectsOf(db, cartIds), (r) => r.cartId);
    return cartIds.map((id) => byCart.get(id) ?? []);
  });
  const chosen = new DataLoader<string, GiftRow[]>(async (cartIds) => {
    const byCart = groupBy(await chosenGiftsOf(db, cartIds), (r) => r.cartId);
    return cartIds.map((id) => (byCart.get(id) ?? []).map((r) => r.gift));
  });
  const products = perPriceGroup((skus, priceGroup) => loadProducts(db, skus, priceGroup));
  const tiers = perPriceGroup((skus, priceGroup) => loadTiers(db, skus, priceGroup));
  const offers = new DataLoader<string, ServiceOffer[] | null>(async (skus) => {
    const found = await loadServiceOffers(db, [...skus]);
    return skus.map((sku) => found.get(sku) ?? null);
  });
  const couponRows = new DataLoader<string, CouponRow | null>(async (codes) => {
    const rows = await couponsOf(db, codes);
    return codes.map((code) => rows.find((r) => r.code === code) ?? null);
  });
  let catalog: Promise<MethodCatalog> | null = null;
  let everyGift: Promise<GiftRow[]> | null = null;
  return {
    subjects: (cartId) => subjects.load(cartId),
    products: (skus, priceGroup) => mapOf(products, skus, (sku) => `${priceGroup}\n${sku}`),
    tiers: (skus, priceGroup) => mapOf(tiers, skus, (sku) => `${priceGroup}\n${sku}`),
    serviceOffers: (skus) => mapOf(offers, skus),
    methodCatalog: () => (catalog ??= loadMethodCatalog(db)),
    chosenGifts: (cartId) => chosen.load(cartId),
    // A drizzle query runs on every `then`: kept as the one promise of its rows.
    allGifts: () => (everyGift ??= db.select().from(gifts).orderBy(...byPoints).then((rows) => rows)),
    coupons: async (codes) => [...(await mapOf(couponRows, codes)).values()],
  };
}
