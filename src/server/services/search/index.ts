// The search service: autocomplete and the results page, over whichever SearchEngine
// searchEngineFor() returns (the PostgreSQL one; swap it here for a dedicated engine).

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogueEntries } from '../../db/schema.js';
import type { Product, TaxonomyLink } from '../../../generated/server.js';
import { DEFAULT_CATALOGUE_HASH, limitAutocomplete, AUTOCOMPLETE_LIMITS, productUrl } from '../../../domain/index.js';
import { subTree } from '../taxonomy.js';
import { listCatalogue, type CatalogueFilter, type CataloguePage, type ListingRestriction } from '../catalogue.js';
import { answerCaches } from '../answer-cache.js';
import { keptIn } from '../kept.js';
import { createPostgresSearch } from './postgres.js';
import { canonicalQuery, normalizeForMatch } from './normalize.js';
import type { ArticleTeaser, QuerySuggestion, SearchEngine } from './types.js';

export type { SearchEngine } from './types.js';
export { MAX_QUERY_LENGTH, canonicalQuery } from './normalize.js';

/** Longest raw phrase a route accepts before cutting it to MAX_QUERY_LENGTH (nobody types more). */
export const MAX_RAW_QUERY_LENGTH = 10_000;

const engines = new WeakMap<Db, SearchEngine>();

/** The shop's engine over `db` (Database.searchDb: connections that keep generic plans). */
export function searchEngineFor(db: Db): SearchEngine {
  return keptIn(engines, db, () => createPostgresSearch(db));
}

/** A search result lists at most this many best-matching products (then filters and sorts them). */
export const MAX_SEARCH_PRODUCTS = 1000;
const RESULT_TAXONOMIES = 10;
const RESULT_ARTICLES = 6;

export type Autocomplete = {
  __typename: 'Autocomplete';
  query: string;
  topQueries: QuerySuggestion[];
  brands: TaxonomyLink[];
  categories: TaxonomyLink[];
  articles: ArticleTeaser[];
  products: Product[];
  /** The product whose code is exactly the phrase: Enter opens it instead of the results page. */
  exactMatchUrl: string | null;
};

/** The URL of the product whose code is exactly the phrase, or null. */
async function exactMatchUrl(engine: SearchEngine, query: string): Promise<string | null> {
  const product = await engine.productByCode(query);
  return product ? productUrl(product) : null;
}

/**
 * Suggestions per (price group, query), kept briefly: typed prefixes repeat across
 * visitors ("cis", "toal"…), so most keystrokes are answered without touching the database.
 * A price or a new product shows in suggestions at most AUTOCOMPLETE_TTL_MS late.
 */
export const AUTOCOMPLETE_TTL_MS = 60_000;
const suggestionCache = answerCaches<Autocomplete>({ max: 5_000, ttlMs: AUTOCOMPLETE_TTL_MS });

/** The header's suggestions, each group cut to its limit (top queries 3, brands 4, categories 4, articles 3, products 7). */
export async function autocomplete(engine: SearchEngine, query: string, priceGroup: string): Promise<Autocomplete> {
  const key = `${priceGroup}\u0000${canonicalQuery(query)}`;
  return suggestionCache(engine).get(key, () => computeAutocomplete(engine, query, priceGroup));
}

async function computeAutocomplete(engine: SearchEngine, query: string, priceGroup: string): Promise<Autocomplete> {
  const [groups, exact] = await Promise.all([engine.suggest(query, AUTOCOMPLETE_LIMITS, priceGroup), engine.productByCode(query)]);
  // The product a code names leads its group.
  if (exact) groups.products.sort((a, b) => Number(b.sku === exact.sku) - Number(a.sku === exact.sku));
  // limitAutocomplete takes one item type per call, so each group is cut on its own.
  return {
    exactMatchUrl: exact ? productUrl(exact) : null,
    __typename: 'Autocomplete',
    query: canonicalQuery(query),
    topQueries: limitAutocomplete({ topQueries: groups.topQueries }).topQueries,
    brands: limitAutocomplete({ brands: groups.brands }).brands,
    categories: limitAutocomplete({ categories: groups.categories }).categories,
    articles: limitAutocomplete({ articles: groups.articles }).articles,
    products: limitAutocomplete({ products: groups.products }).products,
  };
}

/** Restricts a catalogue listing to the ranked skus; RELEVANCE orders by their rank. */
export function rankedRestriction(skus: string[]): ListingRestriction {
  const list = sql.param(skus);
  return {
    where: sql`${catalogueEntries.sku} = ANY(${list}::text[])`,
    // Negated so the best (position 1) sorts first under the descending relevance order.
    score: sql`(-array_position(${list}::text[], ${catalogueEntries.sku}))::float8`,
  };
}

export async function searchRestriction(engine: SearchEngine, query: string): Promise<ListingRestriction> {
  return rankedRestriction(await engine.rankProducts(query, MAX_SEARCH_PRODUCTS));
}

export type SearchInput = {
  q: string;
  filter?: CatalogueFilter | null;
  sort?: string | null;
  after?: string | null;
  first?: number | null;
};

export type SearchResults = {
  __typename: 'SearchResults';
  query: string;
  products: CataloguePage;
  categories: TaxonomyLink[];
  brands: TaxonomyLink[];
  articles: ArticleTeaser[];
  /** The product whose code is exactly the phrase: the results page redirects to it. */
  exactMatchUrl: string | null;
  /** What to try when the phrase alone found nothing (null otherwise). */
  suggestions: SearchSuggestions | null;
};

export type SearchSuggestions = {
  __typename: 'SearchSuggestions';
  /** The phrase with misspelt words corrected, when a known word is close. */
  correction: string | null;
  /** The catalogue's top categories (the home page's "Oblíbené kategorie"). */
  categories: TaxonomyLink[];
};

/** Whether the filter narrows anything (the price-type flag alone does not). */
function hasFilter(filter: CatalogueFilter | null | undefined): boolean {
  if (!filter) return false;
  return (
    filter.priceFrom != null ||
    filter.priceTo != null ||
    filter.inStock === true ||
    (filter.manufacturers?.length ?? 0) > 0 ||
    (filter.parameters?.length ?? 0) > 0 ||
    (filter.parameterRanges?.length ?? 0) > 0
  );
}

async function suggestionsFor(db: Db, engine: SearchEngine, query: string): Promise<SearchSuggestions> {
  const [correction, root] = await Promise.all([engine.correction(query), subTree(db, DEFAULT_CATALOGUE_HASH, 1)]);
  return {
    __typename: 'SearchSuggestions',
    correction: correction !== null && correction !== normalizeForMatch(query) ? correction : null,
    categories: (root?.children ?? []).map((c) => ({ __typename: 'TaxonomyLink', hash: c.hash, name: c.name, url: c.url })),
  };
}

/**
 * The results page: products of the whole catalogue with the catalogue's filters and sorts
 * (RELEVANCE by default), plus matching categories, brands and articles. The first page of a
 * search that found anything counts towards the top queries.
 */
export async function searchResults(db: Db, engine: SearchEngine, input: SearchInput, priceGroup: string): Promise<SearchResults> {
  const restriction = await searchRestriction(engine, input.q);
  const [productsPage, categories, brands, articles, exact] = await Promise.all([
    listCatalogue(db, { hash: DEFAULT_CATALOGUE_HASH, filter: input.filter, sort: input.sort, after: input.after, first: input.first }, priceGroup, restriction),
    engine.taxonomies(input.q, 'category', RESULT_TAXONOMIES),
    engine.taxonomies(input.q, 'manufacturer', RESULT_TAXONOMIES),
    engine.articles(input.q, RESULT_ARTICLES),
    exactMatchUrl(engine, input.q),
  ]);
  const query = canonicalQuery(input.q);
  const foundAnything = productsPage.totalCount + categories.length + brands.length + articles.length > 0;
  if (!input.after && foundAnything) await engine.recordQuery(query);
  // Suggestions replace an empty page only when the phrase itself found nothing (a filter that
  // emptied the list is relaxed in the filter panel instead).
  const nothing = productsPage.totalCount === 0 && !input.after && !hasFilter(input.filter);
  const suggestions = nothing ? await suggestionsFor(db, engine, input.q) : null;
  return { __typename: 'SearchResults', query, products: productsPage, categories, brands, articles, exactMatchUrl: exact, suggestions };
}
