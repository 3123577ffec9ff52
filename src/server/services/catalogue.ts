import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogueEntries, taxonomies } from '../db/schema.js';
import type { Product } from '../../generated/server.js';
import {
  SALE_LISTING_SOURCE_HASH,
  isPublicProduct,
  orderedRange,
  parseCatalogueSort,
  saleListingOf,
  warrantyParameterCodes,
  type CatalogueSort,
} from '../../domain/index.js';
import { loadProducts, toProduct } from './products.js';
import { answerCaches } from './answer-cache.js';
import { UserFacingError } from '../errors.js';

export type ParameterOptionFilter = { code: string; values: string[] };
export type ParameterRangeFilter = { code: string; from?: number | null; to?: number | null };

export type CatalogueFilter = {
  /** Haléře; compared with the price with VAT, or without it when priceWithoutTax is set. */
  priceFrom?: number | null;
  priceTo?: number | null;
  /** B2B listings filter on prices without VAT. */
  priceWithoutTax?: boolean | null;
  inStock?: boolean | null;
  manufacturers?: string[] | null;
  /** Parameter options: a product matches when its value is one of `values` (OR), for every code (AND). */
  parameters?: ParameterOptionFilter[] | null;
  /** Numeric parameter ranges, bounds inclusive. */
  parameterRanges?: ParameterRangeFilter[] | null;
};

/** Sort keys beyond the catalogue's 11: search results are ordered by relevance by default. */
export type ListingSort = CatalogueSort | 'RELEVANCE';

export type CatalogueQuery = {
  hash: string;
  filter?: CatalogueFilter | null;
  sort?: string | null;
  after?: string | null;
  first?: number | null;
};

/** What a search engine adds to a listing: a condition on catalogue_entries and its relevance score. */
export type ListingRestriction = { where: SQL; score: SQL };

export type CataloguePage = {
  items: Product[];
  /** The cursor this page started after (the request's `after`), null for a listing's first page. */
  startsAfter: string | null;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
};

export const MAX_PAGE_SIZE = 60;
const DEFAULT_PAGE_SIZE = 24;

const e = catalogueEntries;

/** kind: the key's type, so a cursor value is cast to the column's own type ('bigint' for money columns). */
type SortSpec = { key: SQLWrapper; direction: 'asc' | 'desc'; kind: 'text' | 'number' | 'bigint' | 'float' | 'timestamp' };
const CURSOR_CASTS: Readonly<Record<SortSpec['kind'], string>> = { text: 'text', number: 'int', bigint: 'bigint', float: 'float8', timestamp: 'timestamptz' };

/** Each sort is one keyset column of catalogue_entries plus the sku as tiebreaker, so paging never skips or repeats. */
const SORTS: Record<CatalogueSort, SortSpec> = {
  // Czech order: the key from czechSortKey, compared byte by byte (the column is COLLATE "C").
  NAME_ASC: { key: e.sortKey, direction: 'asc', kind: 'text' },
  NAME_DESC: { key: e.sortKey, direction: 'desc', kind: 'text' },
  PRICE_ASC: { key: e.priceWithTax, direction: 'asc', kind: 'bigint' },
  PRICE_DESC: { key: e.priceWithTax, direction: 'desc', kind: 'bigint' },
  NEW_ASC: { key: e.createdAt, direction: 'asc', kind: 'timestamp' },
  NEW_DESC: { key: e.createdAt, direction: 'desc', kind: 'timestamp' },
  ON_STOCK: { key: e.stockQuantity, direction: 'desc', kind: 'number' },
  SALE_ASC: { key: e.discountPercent, direction: 'asc', kind: 'number' },
  SALE_DESC: { key: e.discountPercent, direction: 'desc', kind: 'number' },
  SELLING_PRODUCTS: { key: e.salesRank, direction: 'desc', kind: 'number' },
  TOP_PRODUCTS: { key: e.rating, direction: 'desc', kind: 'number' },
};

/** A sort spec with the sort it stands for, which cursors carry. */
type ResolvedSort = SortSpec & { id: ListingSort };

export class BadCursorError extends UserFacingError {}

const BAD_CURSOR = 'Neplatná pozice v katalogu (after).';

/**
 * A cursor names its sort next to the key value and the sku: a position read under another sort
 * (PRICE_ASC's under PRICE_DESC, NAME_ASC's under NAME_DESC) would be a wrong page, and the
 * value's type alone cannot tell sorts over one column apart. Cursors without the sort (the
 * earlier [value, sku] form) are refused too, as the listing cannot know which sort wrote them.
 */
function encodeCursor(sort: ResolvedSort, value: string | number, sku: string): string {
  return Buffer.from(JSON.stringify([sort.id, value, sku])).toString('base64url');
}

function decodeCursor(cursor: string, sort: ResolvedSort): [string | number, string] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadCursorError(BAD_CURSOR);
  }
  if (Array.isArray(parsed) && parsed.length === 3 && parsed[0] === sort.id && typeof parsed[2] === 'string') {
    const [, value, sku] = parsed as [string, unknown, string];
    const kind = sort.kind;
    if ((kind === 'number' || kind === 'bigint') && typeof value === 'number' && Number.isSafeInteger(value)) return [value, sku];
    if (kind === 'float' && typeof value === 'number' && Number.isFinite(value)) return [value, sku];
    if (kind === 'text' && typeof value === 'string') return [value, sku];
    if (kind === 'timestamp' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return [value, sku];
  }
  // A cursor of another sort (or a hand-edited one) is refused rather than silently misread.
  throw new BadCursorError(BAD_CURSOR);
}

/** Parameters that price services (extended warranty percentages) are not shopper-facing filters. */
const HIDDEN_PARAMETER_CODES = [...warrantyParameterCodes('zar01'), ...warrantyParameterCodes('zar02')];

// Parameters are read from product_parameter_values (migration 0007: products.parameters unpacked
// by trigger, indexed by (sku, code) and (code, value_text)), not unpacked from jsonb per request.
const pv = sql.raw('product_parameter_values');

function parameterOptionCondition(f: ParameterOptionFilter): SQL {
  return sql`EXISTS (SELECT 1 FROM ${pv} v
    WHERE v.sku = ${e.sku} AND v.code = ${f.code} AND v.value_text = ANY(${sql.param(f.values)}::text[]))`;
}

function parameterRangeCondition(range: ParameterRangeFilter): SQL {
  const f = orderedRange(range);
  const bounds: SQL[] = [];
  if (f.from != null) bounds.push(sql`v.value_num >= ${f.from}`);
  if (f.to != null) bounds.push(sql`v.value_num <= ${f.to}`);
  return sql`EXISTS (SELECT 1 FROM ${pv} v
    WHERE v.sku = ${e.sku} AND v.code = ${f.code} AND v.value_num IS NOT NULL
    ${bounds.length ? sql`AND ${sql.join(bounds, sql` AND `)}` : sql``})`;
}

/**
 * The rows of a taxonomy's listing. Výprodej and Akce (domain SALE_LISTINGS) are the catalogue's
 * products whose announced discount in this price group — the badge's number, kept in
 * discount_percent from the price history by the catalogue triggers (migration 0017) — is in the
 * listing's range; every other taxonomy lists the products linked to it.
 */
function taxonomyConditions(hash: string): SQL[] {
  const sale = saleListingOf(hash);
  if (!sale) return [eq(e.taxonomyHash, hash)];
  const conditions = [eq(e.taxonomyHash, SALE_LISTING_SOURCE_HASH), gte(e.discountPercent, sale.minPercent)];
  if (sale.maxPercent !== null) conditions.push(lte(e.discountPercent, sale.maxPercent));
  return conditions;
}

/** Which filters to leave out: facets count what the shopper would get by changing that one filter. */
type Omit = { price?: boolean; inStock?: boolean; manufacturers?: boolean; parameter?: string; parameterRange?: string };

function filterConditions(
  hash: string,
  priceGroup: string,
  filter: CatalogueFilter | null | undefined,
  omit: Omit = {},
  restriction?: ListingRestriction,
): SQL[] {
  const conditions: SQL[] = [eq(e.priceGroup, priceGroup), ...taxonomyConditions(hash)];
  const priceColumn = filter?.priceWithoutTax ? e.price : e.priceWithTax;
  const price = orderedRange({ from: filter?.priceFrom, to: filter?.priceTo });
  if (!omit.price && price.from != null) conditions.push(gte(priceColumn, price.from));
  if (!omit.price && price.to != null) conditions.push(lte(priceColumn, price.to));
  if (!omit.inStock && filter?.inStock) conditions.push(eq(e.inStock, true));
  if (!omit.manufacturers && filter?.manufacturers?.length) conditions.push(inArray(e.manufacturerHash, filter.manufacturers));
  for (const p of filter?.parameters ?? []) {
    if (p.code !== omit.parameter && p.values.length > 0) conditions.push(parameterOptionCondition(p));
  }
  for (const r of filter?.parameterRanges ?? []) {
    if (r.code !== omit.parameterRange && (r.from != null || r.to != null)) conditions.push(parameterRangeCondition(r));
  }
  if (restriction) conditions.push(restriction.where);
  return conditions;
}

function resolveSort(sort: string | null | undefined, restriction?: ListingRestriction): ResolvedSort {
  if (restriction && (sort == null || sort === 'RELEVANCE')) return { id: 'RELEVANCE', key: restriction.score, direction: 'desc', kind: 'float' };
  const id = parseCatalogueSort(sort);
  return { id, ...SORTS[id] };
}

/** Products in listing order, loaded with their price group's prices (preview level). */
async function productsInOrder(db: Db, skus: string[], priceGroup: string): Promise<Product[]> {
  const found = await loadProducts(db, skus, priceGroup);
  return skus.flatMap((sku) => {
    const item = found.get(sku);
    return item && isPublicProduct({ taxonomies: item.row.taxonomyPaths }) ? [toProduct(item.row, item.price, 'preview')] : [];
  });
}

/** How long a listing's total count may lag behind the catalogue (the page itself is always live). */
export const LISTING_COUNT_TTL_MS = 30_000;
// Counting a whole category is the costly half of a page (100 000 index entries at the root), and
// every visitor of a price group and every further page of a listing asks the same count.
const listingCounts = answerCaches<{ count: number }>({ max: 5_000, ttlMs: LISTING_COUNT_TTL_MS });

/**
 * One page of a taxonomy's products in a price group, keyset-paged by the `after` cursor.
 * Categories, manufacturers and preview listings are all taxonomies, so each is addressed by hash.
 */
export async function listCatalogue(
  db: Db,
  query: CatalogueQuery,
  priceGroup: string,
  restriction?: ListingRestriction,
): Promise<CataloguePage> {
  const sort = resolveSort(query.sort, restriction);
  const first = Math.min(Math.max(1, query.first ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const conditions = filterConditions(query.hash, priceGroup, query.filter, {}, restriction);

  const pageConditions = [...conditions];
  if (query.after) {
    const [value, sku] = decodeCursor(query.after, sort);
    // Cast to the column's own type: a row comparison across types could not use the sort index.
    const keyValue = sql`${value}::${sql.raw(CURSOR_CASTS[sort.kind])}`;
    pageConditions.push(
      sort.direction === 'asc' ? sql`(${sort.key}, ${e.sku}) > (${keyValue}, ${sku})` : sql`(${sort.key}, ${e.sku}) < (${keyValue}, ${sku})`,
    );
  }
  const order = sort.direction === 'asc' ? [asc(sort.key), asc(e.sku)] : [desc(sort.key), desc(e.sku)];
  const keyOut = sort.kind === 'timestamp' ? sql<string>`to_json(${sort.key})#>>'{}'` : sql<string | number>`${sort.key}`;

  const [rows, counted] = await Promise.all([
    db
      .select({ sku: e.sku, key: keyOut })
      .from(e)
      .where(and(...pageConditions))
      .orderBy(...order)
      .limit(first + 1),
    countListing(db, and(...conditions), restriction ? null : JSON.stringify([priceGroup, query.hash, query.filter ?? null])),
  ]);
  const hasNextPage = rows.length > first;
  const pageRows = rows.slice(0, first);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await productsInOrder(
      db,
      pageRows.map((r) => r.sku),
      priceGroup,
    ),
    startsAfter: query.after || null,
    pageInfo: {
      endCursor: last ? encodeCursor(sort, sort.kind === 'number' || sort.kind === 'bigint' || sort.kind === 'float' ? Number(last.key) : String(last.key), last.sku) : null,
      hasNextPage,
    },
    totalCount: counted.count,
  };
}

/** The listing's row count; kept LISTING_COUNT_TTL_MS under `cacheKey` (null: a search listing, never kept). */
async function countListing(db: Db, where: SQL | undefined, cacheKey: string | null): Promise<{ count: number }> {
  const count = async () => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(e).where(where);
    return { count: row?.count ?? 0 };
  };
  return cacheKey ? listingCounts(db).get(cacheKey, count) : count();
}

// --- Filter options -------------------------------------------------------------------------

export type FilterOptionsQuery = { hash: string; filter?: CatalogueFilter | null; codes?: string[] | null };

export type PriceRange = {
  __typename: 'PriceRange';
  min: number | null;
  max: number | null;
  minWithTax: number | null;
  maxWithTax: number | null;
  count: number;
};

/** The price span of the listing under every active filter except the price filter itself. */
export async function priceRange(db: Db, query: FilterOptionsQuery, priceGroup: string, restriction?: ListingRestriction): Promise<PriceRange> {
  const [row] = await db
    .select({
      // Money columns are bigint, which node-postgres returns as a string: mapped to numbers (exact, see schema money()).
      min: sql<number | null>`min(${e.price})`.mapWith(Number),
      max: sql<number | null>`max(${e.price})`.mapWith(Number),
      minWithTax: sql<number | null>`min(${e.priceWithTax})`.mapWith(Number),
      maxWithTax: sql<number | null>`max(${e.priceWithTax})`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(e)
    .where(and(...filterConditions(query.hash, priceGroup, query.filter, { price: true }, restriction)));
  return {
    __typename: 'PriceRange',
    min: row?.min ?? null,
    max: row?.max ?? null,
    minWithTax: row?.minWithTax ?? null,
    maxWithTax: row?.maxWithTax ?? null,
    count: row?.count ?? 0,
  };
}

export type ParameterRange = {
  __typename: 'ParameterRange';
  code: string;
  name: string;
  unit: string | null;
  min: number;
  max: number;
  count: number;
};

export type ParameterOption = { __typename: 'ParameterOption'; value: string; count: number; selected: boolean };
export type ParameterFacet = { __typename: 'ParameterFacet'; code: string; name: string; unit: string | null; options: ParameterOption[] };
export type ManufacturerFacet = { __typename: 'ManufacturerFacet'; hash: string; name: string; count: number; selected: boolean };
export type ParameterOptions = {
  __typename: 'ParameterOptions';
  parameters: ParameterFacet[];
  manufacturers: ManufacturerFacet[];
  /** Products in stock under the other filters. */
  inStockCount: number;
};

/**
 * Runs one facet query per distinct filter set: parameters without an active filter of their own
 * share the full filter; each parameter with one is counted without it (so its other options
 * still show what choosing them would give).
 */
async function perParameter<T>(
  activeCodes: string[],
  requested: string[] | null | undefined,
  run: (codes: string[] | null, omitCode: string | undefined) => Promise<T[]>,
): Promise<T[]> {
  const wanted = requested?.length ? new Set(requested) : null;
  const ownFilter = [...new Set(activeCodes)].filter((c) => !wanted || wanted.has(c));
  const rest = await run(wanted ? [...wanted].filter((c) => !ownFilter.includes(c)) : null, undefined);
  const own = await Promise.all(ownFilter.map((code) => run([code], code)));
  return [...rest, ...own.flat()];
}

function codeConditions(codes: string[] | null, exclude: string[]): SQL[] {
  const conditions: SQL[] = [sql`NOT (v.code = ANY(${sql.param(HIDDEN_PARAMETER_CODES)}::text[]))`];
  if (codes) conditions.push(sql`v.code = ANY(${sql.param(codes)}::text[])`);
  if (exclude.length) conditions.push(sql`NOT (v.code = ANY(${sql.param(exclude)}::text[]))`);
  return conditions;
}

/** Min and max of every numeric parameter in the listing, each under the other active filters. */
export async function parameterRanges(
  db: Db,
  query: FilterOptionsQuery,
  priceGroup: string,
  restriction?: ListingRestriction,
): Promise<ParameterRange[]> {
  const active = (query.filter?.parameterRanges ?? []).filter((r) => r.from != null || r.to != null).map((r) => r.code);
  const rows = await perParameter(active, query.codes, async (codes, omitCode) => {
    const where = [
      ...filterConditions(query.hash, priceGroup, query.filter, { parameterRange: omitCode }, restriction),
      ...codeConditions(codes, omitCode ? [] : active),
      sql`v.value_num IS NOT NULL`,
    ];
    const num = sql`v.value_num`;
    return db
      .select({
        code: sql<string>`v.code`,
        name: sql<string>`min(v.name)`,
        unit: sql<string | null>`min(v.unit)`,
        min: sql<string>`min(${num})::text`,
        max: sql<string>`max(${num})::text`,
        count: sql<number>`count(DISTINCT ${e.sku})::int`,
      })
      .from(e)
      .innerJoin(sql`${pv} v`, sql`v.sku = ${e.sku}`)
      .where(and(...where))
      .groupBy(sql`v.code`);
  });
  return rows
    .map((r) => ({
      __typename: 'ParameterRange' as const,
      code: r.code,
      name: r.name,
      unit: r.unit,
      min: Number(r.min),
      max: Number(r.max),
      count: Number(r.count),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'cs'));
}

/** Options of every text parameter, the manufacturers and the in-stock count, each under the other active filters. */
export async function parameterOptions(
  db: Db,
  query: FilterOptionsQuery,
  priceGroup: string,
  restriction?: ListingRestriction,
): Promise<ParameterOptions> {
  const filter = query.filter;
  const active = (filter?.parameters ?? []).filter((p) => p.values.length > 0).map((p) => p.code);
  const selected = new Map((filter?.parameters ?? []).map((p) => [p.code, new Set(p.values)]));
  const rows = await perParameter(active, query.codes, async (codes, omitCode) => {
    const where = [
      ...filterConditions(query.hash, priceGroup, filter, { parameter: omitCode }, restriction),
      ...codeConditions(codes, omitCode ? [] : active),
      sql`v.value_text IS NOT NULL`,
    ];
    return db
      .select({
        code: sql<string>`v.code`,
        name: sql<string>`min(v.name)`,
        unit: sql<string | null>`min(v.unit)`,
        value: sql<string>`v.value_text`,
        count: sql<number>`count(DISTINCT ${e.sku})::int`,
      })
      .from(e)
      .innerJoin(sql`${pv} v`, sql`v.sku = ${e.sku}`)
      .where(and(...where))
      .groupBy(sql`v.code`, sql`v.value_text`);
  });
  const facets = new Map<string, ParameterFacet>();
  for (const r of rows) {
    const facet = facets.get(r.code) ?? { __typename: 'ParameterFacet' as const, code: r.code, name: r.name, unit: r.unit, options: [] };
    facet.options.push({ __typename: 'ParameterOption', value: r.value, count: Number(r.count), selected: selected.get(r.code)?.has(r.value) ?? false });
    facets.set(r.code, facet);
  }
  // A selected option no product has any more (other filters narrowed it away) still shows, with 0.
  for (const p of filter?.parameters ?? []) {
    const facet = facets.get(p.code);
    for (const value of p.values) {
      if (facet && !facet.options.some((o) => o.value === value)) facet.options.push({ __typename: 'ParameterOption', value, count: 0, selected: true });
    }
  }
  for (const facet of facets.values()) facet.options.sort((a, b) => a.value.localeCompare(b.value, 'cs'));

  const chosen = new Set(filter?.manufacturers ?? []);
  const [makerRows, stockRows] = await Promise.all([
    db
      .select({ hash: sql<string>`${e.manufacturerHash}`, name: taxonomies.name, count: sql<number>`count(*)::int` })
      .from(e)
      .innerJoin(taxonomies, eq(taxonomies.hash, e.manufacturerHash))
      .where(and(...filterConditions(query.hash, priceGroup, filter, { manufacturers: true }, restriction)))
      .groupBy(e.manufacturerHash, taxonomies.name)
      .orderBy(asc(taxonomies.name)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(e)
      .where(and(...filterConditions(query.hash, priceGroup, filter, { inStock: true }, restriction), eq(e.inStock, true))),
  ]);
  return {
    __typename: 'ParameterOptions',
    parameters: [...facets.values()].sort((a, b) => a.name.localeCompare(b.name, 'cs')),
    manufacturers: makerRows.map((m) => ({
      __typename: 'ManufacturerFacet' as const,
      hash: m.hash,
      name: m.name,
      count: Number(m.count),
      selected: chosen.has(m.hash),
    })),
    inStockCount: stockRows[0]?.count ?? 0,
  };
}
