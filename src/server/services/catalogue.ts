import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prices, productTaxonomies, products } from '../db/schema.js';
import type { Product } from '../../generated/server.js';
import { parseCatalogueSort, type CatalogueSort } from '../../domain/index.js';
import { toProduct } from './products.js';

export type CatalogueFilter = {
  priceFrom?: number | null;
  priceTo?: number | null;
  inStock?: boolean | null;
  manufacturers?: string[] | null;
};

export type CatalogueQuery = {
  hash: string;
  filter?: CatalogueFilter | null;
  sort?: string | null;
  after?: string | null;
  first?: number | null;
};

export type CataloguePage = {
  items: Product[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
};

export const MAX_PAGE_SIZE = 60;
const DEFAULT_PAGE_SIZE = 24;

type SortSpec = { key: SQLWrapper; direction: 'asc' | 'desc'; value(row: SortableRow): string | number };
type SortableRow = { name: string; priceWithTax: number; createdAt: Date; stockQuantity: number; rating: number; salesRank: number; discountPercent: number };

/** Each sort is one keyset column plus the sku as tiebreaker, so paging never skips or repeats. */
const SORTS: Record<CatalogueSort, SortSpec> = {
  NAME_ASC: { key: products.name, direction: 'asc', value: (r) => r.name },
  NAME_DESC: { key: products.name, direction: 'desc', value: (r) => r.name },
  PRICE_ASC: { key: prices.priceWithTax, direction: 'asc', value: (r) => r.priceWithTax },
  PRICE_DESC: { key: prices.priceWithTax, direction: 'desc', value: (r) => r.priceWithTax },
  NEW_ASC: { key: products.createdAt, direction: 'asc', value: (r) => r.createdAt.toISOString() },
  NEW_DESC: { key: products.createdAt, direction: 'desc', value: (r) => r.createdAt.toISOString() },
  ON_STOCK: { key: products.stockQuantity, direction: 'desc', value: (r) => r.stockQuantity },
  SALE_ASC: { key: products.discountPercent, direction: 'asc', value: (r) => r.discountPercent },
  SALE_DESC: { key: products.discountPercent, direction: 'desc', value: (r) => r.discountPercent },
  SELLING_PRODUCTS: { key: products.salesRank, direction: 'desc', value: (r) => r.salesRank },
  TOP_PRODUCTS: { key: products.rating, direction: 'desc', value: (r) => r.rating },
};

export class BadCursorError extends Error {}

function encodeCursor(value: string | number, sku: string): string {
  return Buffer.from(JSON.stringify([value, sku])).toString('base64url');
}

function decodeCursor(cursor: string): [string | number, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string'
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // fall through
  }
  throw new BadCursorError('Neplatná pozice v katalogu (after).');
}

function filterConditions(hash: string, filter: CatalogueFilter | null | undefined): SQL[] {
  const conditions: SQL[] = [eq(productTaxonomies.taxonomyHash, hash)];
  if (filter?.priceFrom != null) conditions.push(gte(prices.priceWithTax, filter.priceFrom));
  if (filter?.priceTo != null) conditions.push(lte(prices.priceWithTax, filter.priceTo));
  if (filter?.inStock) conditions.push(and(eq(products.stockState, 'stock'), sql`${products.stockQuantity} > 0`)!);
  if (filter?.manufacturers?.length) conditions.push(inArray(products.manufacturerHash, filter.manufacturers));
  return conditions;
}

/** One page of a taxonomy's products in a price group, keyset-paged by the `after` cursor. */
export async function listCatalogue(db: Db, query: CatalogueQuery, priceGroup: string): Promise<CataloguePage> {
  const sort = SORTS[parseCatalogueSort(query.sort)];
  const first = Math.min(Math.max(1, query.first ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const conditions = filterConditions(query.hash, query.filter);
  const base = () =>
    db
      .select({
        product: products,
        price: prices.price,
        priceWithTax: prices.priceWithTax,
        original: prices.originalPriceWithTax,
      })
      .from(productTaxonomies)
      .innerJoin(products, eq(products.sku, productTaxonomies.sku))
      .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, priceGroup)));

  const pageConditions = [...conditions];
  if (query.after) {
    const [value, sku] = decodeCursor(query.after);
    const keyValue = sort.key === products.createdAt ? sql`${value}::timestamptz` : sql`${value}`;
    pageConditions.push(
      sort.direction === 'asc'
        ? sql`(${sort.key}, ${products.sku}) > (${keyValue}, ${sku})`
        : sql`(${sort.key}, ${products.sku}) < (${keyValue}, ${sku})`,
    );
  }
  const order = sort.direction === 'asc' ? [asc(sort.key), asc(products.sku)] : [desc(sort.key), desc(products.sku)];

  const [rows, countRows] = await Promise.all([
    base().where(and(...pageConditions)).orderBy(...order).limit(first + 1),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(productTaxonomies)
      .innerJoin(products, eq(products.sku, productTaxonomies.sku))
      .innerJoin(prices, and(eq(prices.sku, products.sku), eq(prices.priceGroup, priceGroup)))
      .where(and(...conditions)),
  ]);
  const hasNextPage = rows.length > first;
  const pageRows = rows.slice(0, first);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map((r) =>
      toProduct(r.product, { price: r.price, priceWithTax: r.priceWithTax, originalPriceWithTax: r.original }, 'preview'),
    ),
    pageInfo: {
      endCursor: last ? encodeCursor(sort.value({ ...last.product, priceWithTax: last.priceWithTax }), last.product.sku) : null,
      hasNextPage,
    },
    totalCount: countRows[0]?.count ?? 0,
  };
}
