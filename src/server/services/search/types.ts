// The search service's contract. The shop runs on its own PostgreSQL implementation
// (./postgres.ts); a dedicated engine (Elasticsearch, Meilisearch, a hosted service) replaces it
// by implementing this interface and being returned from searchEngineFor() in ./index.ts.

import type { Product, TaxonomyLink } from '../../../generated/server.js';
import type { ArticleTeaser as ContentArticleTeaser } from '../content.js';

/** The content service's teaser, typed for the REST type map of the search results. */
export type ArticleTeaser = ContentArticleTeaser & { __typename: 'ArticleTeaser' };

export type QuerySuggestion = { __typename: 'SearchQuerySuggestion'; query: string; count: number };

/** How many of each group autocomplete shows (AUTOCOMPLETE_LIMITS). */
export type SuggestionLimits = { topQueries: number; brands: number; categories: number; articles: number; products: number };

/** Autocomplete's groups, each best first; products at the preview detail level, priced for the visitor. */
export type Suggestions = {
  topQueries: QuerySuggestion[];
  brands: TaxonomyLink[];
  categories: TaxonomyLink[];
  articles: ArticleTeaser[];
  products: Product[];
};

export interface SearchEngine {
  /**
   * Every autocomplete group for one keystroke, products priced in `priceGroup` (an engine that
   * keeps no prices ranks skus and prices them with loadProducts from ../products.js).
   */
  suggest(query: string, limits: SuggestionLimits, priceGroup: string): Promise<Suggestions>;
  /**
   * Skus of catalogue products (services and other /virtual/ products excluded) matching the
   * query, best first, at most `limit`. Diacritics-insensitive; small typos still match.
   */
  rankProducts(query: string, limit: number): Promise<string[]>;
  /** The catalogue product whose code (sku; later also EAN) is exactly the phrase, any letter case. */
  productByCode(query: string): Promise<{ sku: string; name: string } | null>;
  /** The phrase with misspelt words replaced by the catalogue's nearest words, or null when none is close. */
  correction(query: string): Promise<string | null>;
  /** Category (kind 'category', inside the catalogue tree) or manufacturer nodes, best first. */
  taxonomies(query: string, kind: 'category' | 'manufacturer', limit: number): Promise<TaxonomyLink[]>;
  articles(query: string, limit: number): Promise<ArticleTeaser[]>;
  /** Past searches that start with or resemble the query, most frequent first. */
  topQueries(query: string, limit: number): Promise<QuerySuggestion[]>;
  /** Counts one real search (a results page, not an autocomplete keystroke). */
  recordQuery(query: string, now?: Date): Promise<void>;
}
