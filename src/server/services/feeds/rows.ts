// What the product feeds and the sitemaps read from the database, in keyset-paged batches: at
// most one batch of rows is in memory at a time, so a catalogue of 100 000 products costs the
// same memory as one of a thousand (issue 15, items 6 and 7).
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, prices, products, productTaxonomies, showrooms, taxonomies } from '../../db/schema.js';
import { DEFAULT_PRICE_GROUP, isPurchasable, type StockInfo } from '../../../domain/index.js';

/** Rows per statement: big enough that 100 000 products take 200 round trips, small enough to stay a few hundred kB. */
export const FEED_BATCH_SIZE = 500;

export type FeedProduct = {
  sku: string;
  name: string;
  description: string;
  ean: string | null;
  images: string[];
  manufacturer: string | null;
  /** The main category's names from the top of the catalogue down (CATEGORYTEXT). */
  categoryNames: string[];
  price: number;
  priceWithTax: number;
  vatRate: number;
  onSale: boolean;
  stock: StockInfo | null;
  weightG: number;
  volumeMl: number;
  maxDimensionMm: number;
};

/** Catalogue products (no /virtual/ services), as the search and listings spell it. */
const CATALOGUE_ONLY = sql`NOT (${products.taxonomyPaths}::text LIKE '%"/virtual/%')`;

/** Category hash → its names from below the catalogue root down to it; read once per document. */
async function categoryNames(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ hash: taxonomies.hash, name: taxonomies.name, parentHash: taxonomies.parentHash, depth: taxonomies.depth })
    .from(taxonomies)
    .where(eq(taxonomies.kind, 'category'));
  const byHash = new Map(rows.map((r) => [r.hash, r]));
  const names = new Map<string, string[]>();
  for (const row of rows) {
    const chain: string[] = [];
    // depth 0 is the catalogue root ("Katalog"), which names no category; the walk is bounded by the tree's depth.
    for (let node: typeof row | undefined = row; node && node.depth > 0 && chain.length < 32; node = node.parentHash ? byHash.get(node.parentHash) : undefined) {
      chain.unshift(node.name);
    }
    names.set(row.hash, chain);
  }
  return names;
}

/**
 * Every product a feed may list — purchasable (domain isPurchasable: on sale, not sold out, priced
 * above 0 in the default price group, not a service) — in sku order, FEED_BATCH_SIZE at a time.
 * The SQL filter is the same rule, so batches stay full; isPurchasable has the last word.
 */
export async function* feedProductBatches(db: Db): AsyncGenerator<FeedProduct[]> {
  const categories = await categoryNames(db);
  const manufacturer = sql<string | null>`(SELECT m.name FROM ${taxonomies} m WHERE m.hash = ${products.manufacturerHash})`;
  let after = '';
  for (;;) {
    const rows = await db
      .select({
        sku: products.sku,
        name: products.name,
        description: products.description,
        ean: products.ean,
        images: products.images,
        manufacturer,
        mainTaxonomyHash: products.mainTaxonomyHash,
        taxonomyPaths: products.taxonomyPaths,
        vatRate: products.vatRate,
        onSale: products.onSale,
        soldOut: products.soldOut,
        stockState: products.stockState,
        stockQuantity: products.stockQuantity,
        stockNote: products.stockNote,
        stockTiming: products.stockTiming,
        weightG: products.weightG,
        volumeMl: products.volumeMl,
        maxDimensionMm: products.maxDimensionMm,
        price: prices.price,
        priceWithTax: prices.priceWithTax,
      })
      .from(products)
      .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, DEFAULT_PRICE_GROUP)))
      .where(
        and(
          gt(products.sku, after),
          eq(products.onSale, true),
          eq(products.soldOut, false),
          sql`${products.stockState} IS DISTINCT FROM 'sold-out'`,
          gt(prices.price, 0),
          gt(prices.priceWithTax, 0),
          CATALOGUE_ONLY,
        ),
      )
      .orderBy(asc(products.sku))
      .limit(FEED_BATCH_SIZE);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.sku;
    yield rows
      .filter((r) => isPurchasable({ taxonomies: r.taxonomyPaths, price: r.price, priceWithTax: r.priceWithTax, onSale: r.onSale, soldOut: r.soldOut, stockState: r.stockState }))
      .map((r) => ({
        sku: r.sku,
        name: r.name,
        description: r.description,
        ean: r.ean,
        images: r.images,
        manufacturer: r.manufacturer,
        categoryNames: (r.mainTaxonomyHash && categories.get(r.mainTaxonomyHash)) || [],
        price: r.price,
        priceWithTax: r.priceWithTax,
        vatRate: r.vatRate,
        onSale: r.onSale,
        stock: r.stockState ? { state: r.stockState, quantity: r.stockQuantity, note: r.stockNote, timing: r.stockTiming } : null,
        weightG: r.weightG,
        volumeMl: r.volumeMl,
        maxDimensionMm: r.maxDimensionMm,
      }));
    if (rows.length < FEED_BATCH_SIZE) return;
  }
}

// --- Sitemaps ----------------------------------------------------------------------------------

/** A page of the sitemap: its address (a path) and when it last changed. */
export type SitemapEntry = { path: string; lastmod: Date | null };

/** Product pages: every catalogue product (sold-out ones too: their pages stay, saying the product is no longer sold). */
export async function sitemapProductCount(db: Db): Promise<{ count: number; lastmod: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), lastmod: sql<string | null>`max(${products.updatedAt})` })
    .from(products)
    .where(CATALOGUE_ONLY);
  return { count: row?.count ?? 0, lastmod: row?.lastmod ? new Date(row.lastmod) : null };
}

/** The product pages from the `offset`-th (sku order) on, at most `limit`, FEED_BATCH_SIZE per statement. */
export async function* sitemapProductBatches(db: Db, offset: number, limit: number): AsyncGenerator<{ sku: string; name: string; lastmod: Date }[]> {
  // One OFFSET to find where the page starts (an index-only walk over the primary key), keyset from there.
  const [start] = offset > 0
    ? await db.select({ sku: products.sku }).from(products).where(CATALOGUE_ONLY).orderBy(asc(products.sku)).offset(offset - 1).limit(1)
    : [{ sku: '' }];
  if (!start) return;
  let after = start.sku;
  let left = limit;
  while (left > 0) {
    const rows = await db
      .select({ sku: products.sku, name: products.name, lastmod: products.updatedAt })
      .from(products)
      .where(and(gt(products.sku, after), CATALOGUE_ONLY))
      .orderBy(asc(products.sku))
      .limit(Math.min(FEED_BATCH_SIZE, left));
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.sku;
    left -= rows.length;
  }
}

export type SitemapTaxonomy = { hash: string; name: string; path: string; kind: string; lastmod: Date | null };

/**
 * Listing pages of `kinds` (categories and preview listings, or manufacturers), with the latest
 * change of a product listed under them as lastmod. Services' /virtual/ nodes have no page.
 */
export async function sitemapTaxonomies(db: Db, kinds: readonly ('category' | 'preview' | 'manufacturer')[]): Promise<SitemapTaxonomy[]> {
  const lastmod = sql<string | null>`(
    SELECT max(p.updated_at) FROM ${productTaxonomies} pt JOIN ${products} p ON p.sku = pt.sku WHERE pt.taxonomy_hash = ${taxonomies.hash}
  )`;
  const rows = await db
    .select({ hash: taxonomies.hash, name: taxonomies.name, path: taxonomies.path, kind: taxonomies.kind, lastmod })
    .from(taxonomies)
    .where(and(inArray(taxonomies.kind, [...kinds]), sql`${taxonomies.path} NOT LIKE '/virtual/%'`))
    .orderBy(asc(taxonomies.path));
  return rows.map((r) => ({ ...r, lastmod: r.lastmod ? new Date(r.lastmod) : null }));
}

export type SitemapContent = {
  sections: { hash: string; name: string; path: string; kind: string }[];
  articles: { type: string; alias: string; lastmod: Date }[];
  showrooms: { alias: string }[];
};

/** Content pages: content sections, articles (lastmod: their publication) and showrooms. */
export async function sitemapContent(db: Db): Promise<SitemapContent> {
  const sections = await db
    .select({ hash: taxonomies.hash, name: taxonomies.name, path: taxonomies.path, kind: taxonomies.kind })
    .from(taxonomies)
    .where(eq(taxonomies.kind, 'content'))
    .orderBy(asc(taxonomies.path));
  const published = await db
    .select({ type: articles.type, alias: articles.alias, lastmod: articles.publishedAt })
    .from(articles)
    .where(sql`${articles.publishedAt} <= now()`)
    .orderBy(asc(articles.type), asc(articles.alias));
  const rooms = await db.select({ alias: showrooms.alias }).from(showrooms).orderBy(asc(showrooms.alias));
  return { sections, articles: published, showrooms: rooms };
}
