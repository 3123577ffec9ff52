// Seeds the whole shop into an empty (migrated) database. Deterministic: no Math.random and no
// wall-clock content, except `seededAt` in the 'seed' settings row and what is relative to the
// seed day (option `today`): on-way dates and the price history, so a fresh demo shows dates
// ahead and discounts of the last weeks.
//
// Conventions worth knowing when reading the data:
// - products.rating is permille of stars: 0–5000 means 0–5.000 stars (4 stars = 4000).
// - products.salesRank is units sold over the last 90 days: higher sells better.
// - quantity_prices: 'pcs' tiers are per piece from minQuantity pieces; 'carton' tiers are the
//   price of one whole carton (piecesPerCarton pieces) from minQuantity cartons.
// - Service products (zar01, zar02, mont01, mont02, rekl01–13) sit in '/virtual/services'
//   (kind 'category', outside the /catalogue tree). zar01/zar02 have list price 0: they are
//   priced as a percentage of the product, read from the product parameter
//   warranty_zar01_percent / warranty_zar02_percent (src/domain/product.ts).
// - Coupon amount and minTotal are haléře with VAT; method/map prices are net haléře.

import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { slugify } from '../../../domain/index.js';
import { hashPassword } from '../../auth/password.js';
import type { Db } from '../client.js';
import * as schema from '../schema.js';
import { insertRows } from './batch.js';
import {
  COUPONS,
  GIFTS,
  buildPaymentMethods,
  buildShippingMethods,
  buildShippingPaymentMap,
} from './checkout-setup.js';
import {
  FOOTER_SETTINGS,
  SEARCH_QUERIES,
  SHOP_SETTINGS,
  SHOWROOMS,
  STATUS_BARS,
  buildArticles,
  buildNavigation,
} from './content.js';
import { DEMO_CUSTOMERS, buildCustomers } from './customers.js';
import { buildLoyaltyHistory } from './accounts.js';
import { CatalogueGenerator, DEFAULT_PRICE_GROUP_ID, PRICE_GROUP_ROWS, type ProductChunk } from './products.js';
import { buildTaxonomy } from './taxonomy.js';

export { DEMO_CUSTOMERS } from './customers.js';
export { productSku } from './products.js';

export const DEFAULT_PRODUCT_COUNT = 520;
/** Products generated and inserted per step; also the progress granularity. */
const PRODUCTS_PER_CHUNK = 1000;
/** How many machine skus the "technik" shipping method's productSkus rule lists. */
const TECHNICIAN_SKU_LIMIT = 50;

export const SEED_SETTINGS_KEY = 'seed';
/** Settings rows the seed owns (others, e.g. a generated auth secret, survive a reset). */
export const SEEDED_SETTINGS_KEYS = ['shop', 'footer', SEED_SETTINGS_KEY] as const;

export type SeedOptions = {
  /** Catalogue products to generate (service products come on top); default 520. */
  products?: number;
  /**
   * The local demo's people: the demo customers with their published passwords (README), their
   * contacts, saved cart and loyalty history, and the sample newsletter sign-ups. Default true;
   * a deployment (config.demo false) seeds without them: catalogue, content, methods, gifts and
   * coupons only.
   */
  demoCustomers?: boolean;
  /**
   * The gateway of the card payment method ("Platba kartou online"): the configured payment
   * provider (config.paymentProvider), default 'test'. A shop seeded for Comgate takes cards there.
   */
  cardGateway?: string;
  /** Hashes the demo passwords; default hashPassword (scrypt at production cost). */
  passwordHash?: (password: string) => Promise<string>;
  /** The day the seed runs (default now): on-way dates and the price history are relative to it. */
  today?: Date;
  /** Called after each chunk of products is inserted. */
  onProgress?: (insertedProducts: number, totalProducts: number) => void;
};

export type SeedSummary = {
  categories: number;
  categoryDepth: number;
  manufacturers: number;
  previewTaxonomies: number;
  contentTaxonomies: number;
  products: number;
  serviceProducts: number;
  productTaxonomies: number;
  priceGroups: number;
  prices: number;
  quantityPrices: number;
  additionalServices: number;
  relatedProducts: number;
  reviews: number;
  articles: number;
  showrooms: number;
  statusBars: number;
  navigationAreas: number;
  shippingMethods: number;
  paymentMethods: number;
  shippingPaymentMap: number;
  gifts: number;
  coupons: number;
  customers: number;
  deliveryContacts: number;
  searchQueries: number;
};

/** True once a seed has completed (its last write is the 'seed' settings row). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: schema.settings.key }).from(schema.settings).where(eq(schema.settings.key, SEED_SETTINGS_KEY));
  return rows.length > 0;
}

/** Every table the seed writes to, except settings (only its own keys are removed). */
const SEEDED_TABLES: readonly PgTable[] = [
  schema.taxonomies,
  schema.products,
  schema.productTaxonomies,
  schema.priceGroups,
  schema.prices,
  schema.priceHistory,
  schema.quantityPrices,
  schema.additionalServices,
  schema.relatedProducts,
  schema.reviews,
  schema.customers,
  schema.deliveryContacts,
  schema.sessions,
  schema.checkouts,
  schema.carts,
  schema.cartSubjects,
  schema.shippingMethods,
  schema.paymentMethods,
  schema.shippingPaymentMap,
  schema.gifts,
  schema.cartGifts,
  schema.coupons,
  schema.showrooms,
  schema.articles,
  schema.statusBars,
  schema.navigation,
  schema.newsletterSubscriptions,
  schema.searchQueries,
  schema.loyaltyMovements,
  schema.shoppingLists,
  schema.refreshTokens,
  schema.passwordResets,
];

/** Empties everything the seed fills (including visitors' sessions and carts) for a fresh seed. */
export async function resetSeededData(db: Db): Promise<void> {
  const names = SEEDED_TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY`));
    for (const key of SEEDED_SETTINGS_KEYS) await tx.delete(schema.settings).where(eq(schema.settings.key, key));
  });
}

/**
 * Fills an empty, migrated database. Runs in one transaction: a failed or interrupted seed
 * leaves nothing behind, and isSeeded() turns true only with the complete data.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<SeedSummary> {
  const total = opts.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`products must be a positive integer, got ${total}`);
  const withDemoCustomers = opts.demoCustomers ?? true;
  const hash = opts.passwordHash ?? ((password: string) => hashPassword(password));
  // Hash before the transaction opens: scrypt is slow and would hold the transaction (and,
  // on PGlite, the only connection) for nothing.
  const passwordHashes = withDemoCustomers
    ? { b2c: await hash(DEMO_CUSTOMERS.b2c.password), b2b: await hash(DEMO_CUSTOMERS.b2b.password) }
    : null;

  const taxonomy = buildTaxonomy();
  const generator = new CatalogueGenerator(taxonomy, total, opts.today ?? new Date());
  const machineLeaves = new Set(taxonomy.leaves.filter((l) => l.products.kind === 'machine').map((l) => l.hash));

  return db.transaction(async (tx) => {
    const summary: SeedSummary = {
      categories: taxonomy.categories.length + 1,
      categoryDepth: Math.max(...taxonomy.categories.map((c) => c.depth)),
      manufacturers: taxonomy.manufacturers.length,
      previewTaxonomies: Object.keys(taxonomy.previews).length,
      contentTaxonomies: taxonomy.content.length,
      products: 0,
      serviceProducts: 0,
      productTaxonomies: 0,
      priceGroups: 0,
      prices: 0,
      quantityPrices: 0,
      additionalServices: 0,
      relatedProducts: 0,
      reviews: 0,
      articles: 0,
      showrooms: 0,
      statusBars: 0,
      navigationAreas: 0,
      shippingMethods: 0,
      paymentMethods: 0,
      shippingPaymentMap: 0,
      gifts: 0,
      coupons: 0,
      customers: 0,
      deliveryContacts: 0,
      searchQueries: 0,
    };

    await insertRows(tx, schema.taxonomies, taxonomy.rows);
    summary.priceGroups = await insertRows(tx, schema.priceGroups, PRICE_GROUP_ROWS);

    const services = generator.services();
    summary.serviceProducts = await insertRows(tx, schema.products, services.products);
    summary.productTaxonomies += await insertRows(tx, schema.productTaxonomies, services.productTaxonomies);
    summary.prices += await insertRows(tx, schema.prices, services.prices);

    const machineSkus: string[] = [];
    const savedCartSkus: string[] = [];
    for (let from = 0; from < total; from += PRODUCTS_PER_CHUNK) {
      const chunk: ProductChunk = generator.chunk(from, from + PRODUCTS_PER_CHUNK);
      // The saved cart holds products at their everyday price (no shelf sale in the default group).
      const onShelfSale = new Set(
        chunk.prices.filter((r) => r.priceGroup === DEFAULT_PRICE_GROUP_ID && r.originalPriceWithTax != null).map((r) => r.sku),
      );
      for (const p of chunk.products) {
        if (machineSkus.length < TECHNICIAN_SKU_LIMIT && p.mainTaxonomyHash && machineLeaves.has(p.mainTaxonomyHash)) machineSkus.push(p.sku);
        if (savedCartSkus.length < 3 && p.onSale !== false && p.soldOut !== true && !onShelfSale.has(p.sku)) savedCartSkus.push(p.sku);
      }
      summary.products += await insertRows(tx, schema.products, chunk.products);
      summary.productTaxonomies += await insertRows(tx, schema.productTaxonomies, chunk.productTaxonomies);
      // History first: the prices trigger then finds each current period already open.
      await insertRows(tx, schema.priceHistory, chunk.priceHistory);
      summary.prices += await insertRows(tx, schema.prices, chunk.prices);
      summary.quantityPrices += await insertRows(tx, schema.quantityPrices, chunk.quantityPrices);
      summary.additionalServices += await insertRows(tx, schema.additionalServices, chunk.additionalServices);
      summary.relatedProducts += await insertRows(tx, schema.relatedProducts, chunk.relatedProducts);
      summary.reviews += await insertRows(tx, schema.reviews, chunk.reviews);
      opts.onProgress?.(summary.products, total);
    }

    summary.articles = await insertRows(tx, schema.articles, buildArticles(taxonomy, slugify));
    summary.showrooms = await insertRows(tx, schema.showrooms, SHOWROOMS);
    summary.statusBars = await insertRows(tx, schema.statusBars, STATUS_BARS);
    summary.navigationAreas = await insertRows(tx, schema.navigation, buildNavigation(taxonomy));
    summary.searchQueries = await insertRows(tx, schema.searchQueries, SEARCH_QUERIES);

    const shipping = buildShippingMethods(machineSkus);
    summary.shippingMethods = await insertRows(tx, schema.shippingMethods, shipping);
    summary.paymentMethods = await insertRows(tx, schema.paymentMethods, buildPaymentMethods(opts.cardGateway));
    summary.shippingPaymentMap = await insertRows(tx, schema.shippingPaymentMap, buildShippingPaymentMap(shipping));
    summary.gifts = await insertRows(tx, schema.gifts, GIFTS);
    summary.coupons = await insertRows(tx, schema.coupons, COUPONS);

    if (passwordHashes) {
      // Everything below belongs only to the demo customers (and the sample newsletter sign-ups).
      const people = buildCustomers(passwordHashes, savedCartSkus, GIFTS[0]?.sku ?? null);
      summary.customers = await insertRows(tx, schema.customers, people.customers);
      summary.deliveryContacts = await insertRows(tx, schema.deliveryContacts, people.deliveryContacts);
      await insertRows(tx, schema.newsletterSubscriptions, people.newsletter);
      await insertRows(tx, schema.checkouts, people.checkouts);
      await insertRows(tx, schema.carts, people.carts);
      await insertRows(tx, schema.cartSubjects, people.cartSubjects);
      await insertRows(tx, schema.cartGifts, people.cartGifts);
      await insertRows(tx, schema.sessions, people.sessions);
      await insertRows(tx, schema.loyaltyMovements, buildLoyaltyHistory());
    }

    await insertRows(tx, schema.settings, [
      { key: 'shop', value: SHOP_SETTINGS },
      { key: 'footer', value: FOOTER_SETTINGS },
    ]);
    // Written last: its presence means the seed is complete.
    await insertRows(tx, schema.settings, [
      { key: SEED_SETTINGS_KEY, value: { ...summary, seededAt: new Date().toISOString() } },
    ]);
    return summary;
  });
}

/** True when the demo customers (README passwords) exist: a deployment should not have them. */
export async function demoCustomersPresent(db: Db): Promise<boolean> {
  const ids = [DEMO_CUSTOMERS.b2c.id, DEMO_CUSTOMERS.b2b.id];
  const rows = await db.select({ id: schema.customers.id }).from(schema.customers).where(inArray(schema.customers.id, ids));
  return rows.length > 0;
}
