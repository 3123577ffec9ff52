// The search service: autocomplete and the results page, over whichever SearchEngine
// searchEngineFor() returns (the PostgreSQL one; swap it here for a dedicated engine).

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { catalogueEntries } from '../../db/schema.js';
import type { Product, TaxonomyLink } from '../../../generated/server.js';
import { DEFAULT_CATALOGUE_HASH, limitAutocomplete, AUTOCOMPLETE_LIMITS } from '../../../domain/index.js';
import { listCatalogue, type CatalogueFilter, type CataloguePage, type ListingRestriction } from '../catalogue.js';
import { answerCaches } from '../answer-cache.js';
import { keptIn } from '../kept.js';
import { createPostgresSearch } from './postgres.js';
import { canonicalQuery } from './normalize.js';
import type { ArticleTeaser, QuerySuggestion, SearchEngine } from './types.js';

export type { SearchEngine } from './types.js';
export { MAX_QUERY_LENGTH, canonicalQuery } from './normalize.js';

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
};

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
  const groups = await engine.suggest(query, AUTOCOMPLETE_LIMITS, priceGroup);
  // limitAutocomplete takes one item type per call, so each group is cut on its own.
  return {
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
};

/**
 * The results page: products of the whole catalogue with the catalogue's filters and sorts
 * (RELEVANCE by default), plus matching categories, brands and articles. The first page of a
 * search that found anything counts towards the top queries.
 */
export async function searchResults(db: Db, engine: SearchEngine, input: SearchInput, priceGroup: string): Promise<SearchResults> {
  const restriction = await searchRestriction(engine, input.q);
  const [productsPage, categories, brands, articles] = await Promise.all([
    listCatalogue(db, { hash: DEFAULT_CATALOGUE_HASH, filter: input.filter, sort: input.sort, after: input.after, first: input.first }, priceGroup, restriction),
    engine.taxonomies(input.q, 'category', RESULT_TAXONOMIES),
    engine.taxonomies(input.q, 'manufacturer', RESULT_TAXONOMIES),
    engine.articles(input.q, RESULT_ARTICLES),
  ]);
  const query = canonicalQuery(input.q);
  const foundAnything = productsPage.totalCount + categories.length + brands.length + articles.length > 0;
  if (!input.after && foundAnything) await engine.recordQuery(query);
  return { __typename: 'SearchResults', query, products: productsPage, categories, brands, articles };
}
