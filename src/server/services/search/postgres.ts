// Search on PostgreSQL (and PGlite): full text over unaccented, lower-cased names, the last word
// as a prefix ("cistic na ok" finds "Čistič na okna"), typed words corrected against the
// catalogue's own words ("cistc" still finds "čistič"), trigram word similarity for the short
// lists (categories, brands, article titles, past queries).
//
// Every search is a named prepared statement built once per database: a keystroke costs one round
// trip whose plan is cached on the connection (planning the combined statement took longer than
// running it). Folded text and vectors are stored columns (migrations 0003, 0008).

import { and, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { prices, products, searchQueries } from '../../db/schema.js';
import type { Product, TaxonomyLink } from '../../../generated/server.js';
import { priceColumns, priceForGroup, priceOf, taxonomyLink, toProduct } from '../products.js';
import { toTeaser } from '../content.js';
import type { ArticleTeaser, QuerySuggestion, SearchEngine, SuggestionLimits } from './types.js';
import { normalizeForMatch, pickCorrection, prefixTsQuery, queryWords } from './normalize.js';
import { TOP_QUERY_MIN_SEARCHES, normalizeGtin } from '../../../domain/index.js';
import { keptIn } from '../kept.js';

/**
 * How many best sellers a product search walks (index-only, in sales order) looking for its
 * matches before it asks the full-text index instead. Common words fill the list within the first
 * few hundred; a word rare enough to miss here has few matches, so the GIN path is cheap for it.
 */
export const RANK_HEAD = 2000;

// Spelled exactly as the predicate of products_catalogue_rank_idx (migration 0008), so the planner
// can use that partial index: catalogue products only, never the /virtual/ services.
const CATALOGUE_ONLY = sql`NOT (${products.taxonomyPaths}::text LIKE '%"/virtual/%')`;

const param = {
  folded: sql.placeholder('folded'),
  tsQuery: sql.placeholder('tsQuery'),
  prefix: sql.placeholder('prefix'),
};

/**
 * Limits are written into the statement (each limit its own prepared statement): with LIMIT as a
 * parameter the planner costs a cached generic plan for an unknown row count and keeps planning
 * every execution afresh.
 */
function limitOf(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`A search limit must be a whole number, not ${limit}.`);
  return sql.raw(String(limit));
}

// The tsquery arrives typed (prefixTsQuery writes it in tsquery syntax, lower-case [a-z0-9] words,
// which is what to_tsquery('simple', …) would make of it): a cached generic plan would otherwise
// call to_tsquery once per row it tests.
const fullText = (vector: SQL): SQL => sql`${vector} @@ ${param.tsQuery}::tsquery`;

/** "text matches the query" (all words as prefixes, or similar enough for a typo) and its score. */
function textMatch(text: SQL, vector: SQL): { match: SQL; score: SQL } {
  const words = fullText(vector);
  return {
    // `<%`: word similarity of the query to the best-matching part of the text ≥ 0.6 (pg_trgm default).
    match: sql`(${words} OR ${param.folded}::text <% ${text})`,
    // Full-text hits rank above typo-only hits.
    score: sql`(CASE WHEN ${words} THEN 1 ELSE 0 END + word_similarity(${param.folded}::text, ${text}))`,
  };
}

/** JSON array of the best-selling catalogue skus matching the tsquery, best first. */
function rankedSkus(limit: number, head: number): SQL {
  const matches = fullText(sql`search_tsv`);
  return sql`(WITH head AS (
      SELECT sku, sales_rank FROM (
        SELECT sku, sales_rank, search_tsv FROM ${products} WHERE ${CATALOGUE_ONLY}
        ORDER BY sales_rank DESC, sku LIMIT ${limitOf(head)}
      ) best
      WHERE ${matches} ORDER BY sales_rank DESC, sku LIMIT ${limitOf(limit)}
    )
    SELECT coalesce(json_agg(sku ORDER BY sales_rank DESC, sku), '[]'::json) FROM (
      SELECT sku, sales_rank FROM head WHERE (SELECT count(*) FROM head) >= ${limitOf(limit)}
      UNION ALL
      -- "+ 0": a rare word must not walk the whole sales-order index; the GIN index finds its few rows.
      (SELECT sku, sales_rank FROM ${products}
        WHERE (SELECT count(*) FROM head) < ${limitOf(limit)} AND ${matches} AND ${CATALOGUE_ONLY}
        ORDER BY sales_rank + 0 DESC, sku LIMIT ${limitOf(limit)})
    ) found)`;
}

function taxonomyGroup(kind: 'category' | 'manufacturer', limit: number): SQL {
  const { match, score } = textMatch(sql`t.search_name`, sql`t.search_tsv`);
  const inCatalogue = kind === 'category' ? sql` AND t.path LIKE '/catalogue/%'` : sql``;
  return sql`(SELECT coalesce(json_agg(json_build_object('hash', hash, 'name', name, 'path', path, 'kind', kind) ORDER BY score DESC, depth, name), '[]'::json)
    FROM (SELECT t.hash, t.name, t.path, t.kind, t.depth, ${score} AS score FROM taxonomies t
      WHERE t.kind = ${sql.raw(`'${kind}'`)} AND ${match}${inCatalogue}
      ORDER BY score DESC, t.depth, t.name LIMIT ${limitOf(limit)}) m)`;
}

function articleGroup(limit: number): SQL {
  const title = textMatch(sql`a.search_title`, sql`a.search_title_tsv`);
  // Teasers match by whole words only: typo similarity over a paragraph costs more than it finds.
  const teaser = fullText(sql`a.search_teaser_tsv`);
  return sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'type', type, 'alias', alias, 'title', title, 'category', category,
      'teaserText', teaser_text, 'teaserImage', teaser_image, 'publishedAt', published_at) ORDER BY score DESC, published_at DESC), '[]'::json)
    FROM (SELECT a.id, a.type, a.alias, a.title, a.category, a.teaser_text, a.teaser_image, a.published_at,
        ${title.score} * 2 + CASE WHEN ${teaser} THEN 1 ELSE 0 END AS score FROM articles a
      WHERE ${title.match} OR ${teaser}
      ORDER BY score DESC, a.published_at DESC LIMIT ${limitOf(limit)}) m)`;
}

function topQueryGroup(limit: number): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('query', query, 'count', count) ORDER BY count DESC, query), '[]'::json)
    FROM (SELECT q.query, q.count FROM search_queries q
      WHERE q.count >= ${limitOf(TOP_QUERY_MIN_SEARCHES)} AND (q.search_query LIKE ${param.prefix}::text OR ${param.folded}::text <% q.search_query)
      ORDER BY q.count DESC, q.query LIMIT ${limitOf(limit)}) m)`;
}

// The drivers hand json columns over parsed; these check the shapes on the way in.
const skuList = z.array(z.string());
const taxonomyRows = z.array(z.object({ hash: z.string(), name: z.string(), path: z.string(), kind: z.string() }));
const articleRows = z.array(
  z.object({
    id: z.number().int(),
    type: z.enum(['article', 'advisor', 'blog', 'news']),
    alias: z.string(),
    title: z.string(),
    category: z.string().nullable(),
    teaserText: z.string(),
    teaserImage: z.string().nullable(),
    publishedAt: z.string().transform((value) => new Date(value)),
  }),
);
const queryRows = z.array(z.object({ query: z.string(), count: z.number().int() }));

const decode =
  <T>(schema: z.ZodType<T, unknown>) =>
  (value: unknown): T =>
    schema.parse(typeof value === 'string' ? JSON.parse(value) : value);
const links = (value: unknown): TaxonomyLink[] => decode(taxonomyRows)(value).map(taxonomyLink);
const teasers = (value: unknown): ArticleTeaser[] =>
  decode(articleRows)(value).map((row): ArticleTeaser => ({ __typename: 'ArticleTeaser', ...toTeaser(row) }));
const suggestions = (value: unknown): QuerySuggestion[] =>
  decode(queryRows)(value).map((r): QuerySuggestion => ({ __typename: 'SearchQuerySuggestion', query: r.query, count: r.count }));

const groupsObject = z.object({ topQueries: z.unknown(), brands: z.unknown(), categories: z.unknown(), articles: z.unknown() });
const candidateRows = z
  .array(z.object({ word: z.string(), known: z.boolean(), term: z.string().nullable(), docCount: z.number().int().nullable() }))
  .nullable();

const ONE_ROW = sql`(SELECT 1) AS one`;

/** Candidates per typed word: the most trigram-similar known words, then ranked by edits. */
const CORRECTION_CANDIDATES = 30;

/**
 * Candidate corrections of the typed words (parameters `words`, `prefixes`: words of three letters
 * or more, and whether each is the word still being typed): per word whether the catalogue knows
 * it, and its most trigram-similar known words (search_terms: a few thousand rows, migration 0007).
 */
const correctionCandidates = sql`(SELECT json_agg(json_build_object('word', w.word, 'known',
      w.prefix AND EXISTS (SELECT 1 FROM search_terms k WHERE k.term LIKE w.word || '%') OR EXISTS (SELECT 1 FROM search_terms k WHERE k.term = w.word)
        -- A manufacturer's name or a code ("vileda", "000117") is found through search_keys
        -- (migration 0017), not misspelt: it is never "corrected" into some other word.
        OR w.word ~ '[0-9]'
        OR EXISTS (SELECT 1 FROM taxonomies m WHERE m.kind = 'manufacturer' AND m.search_tsv @@ (w.word || CASE WHEN w.prefix THEN ':*' ELSE '' END)::tsquery),
      'term', c.term, 'docCount', c.doc_count))
    FROM unnest(${sql.placeholder('words')}::text[], ${sql.placeholder('prefixes')}::boolean[]) AS w(word, prefix)
    LEFT JOIN LATERAL (
      SELECT t.term, t.doc_count FROM search_terms t
      WHERE similarity(t.term, w.word) >= 0.2
      ORDER BY similarity(t.term, w.word) DESC, t.doc_count DESC, t.term
      LIMIT ${limitOf(CORRECTION_CANDIDATES)}
    ) c ON true)`;

/** Rows (sku, ord) of a JSON array of skus, as the source `g` of a priced product read. */
const skuRows = (skus: SQL): SQL => sql`(SELECT f.sku, f.ord FROM json_array_elements_text(${skus}) WITH ORDINALITY AS f(sku, ord)) AS g`;

/**
 * One keystroke in one round trip: the four small groups (as one JSON object), correction
 * candidates only when whole words found fewer products than the limit (the CASE never runs the
 * subquery otherwise), and the found products with their price in the visitor's price group, one
 * row per product in rank order (a row with null product when none was found). Groups and
 * candidates ride on the first row.
 */
function suggestStatement(db: Db, head: number, limits: SuggestionLimits) {
  const groups = sql`json_build_object('topQueries', ${topQueryGroup(limits.topQueries)}, 'brands', ${taxonomyGroup('manufacturer', limits.brands)},
    'categories', ${taxonomyGroup('category', limits.categories)}, 'articles', ${articleGroup(limits.articles)})`;
  const source = sql`(WITH s AS MATERIALIZED (SELECT ${groups} AS groups, ${rankedSkus(limits.products, head)} AS skus)
    SELECT s.groups, CASE WHEN json_array_length(s.skus) < ${limitOf(limits.products)} THEN ${correctionCandidates} END AS corrections, f.sku, f.ord
    FROM s LEFT JOIN LATERAL json_array_elements_text(s.skus) WITH ORDINALITY AS f(sku, ord) ON true) AS g`;
  const first = (column: 'groups' | 'corrections') => sql<unknown>`CASE WHEN g.ord IS NULL OR g.ord = 1 THEN ${sql.raw(`g.${column}`)} END`;
  return db
    .select({ groups: first('groups'), corrections: first('corrections'), product: products, ...priceColumns })
    .from(source)
    .leftJoin(products, sql`${products.sku} = g.sku`)
    .leftJoin(prices, priceForGroup)
    .orderBy(sql`g.ord`)
    .prepare(`search_suggest_${head}_${limits.topQueries}_${limits.brands}_${limits.categories}_${limits.articles}_${limits.products}`);
}

/** The best-selling products matching a tsquery, priced, in rank order (typo corrections use it). */
function rankedProductsStatement(db: Db, head: number, limit: number) {
  return db
    .select({ product: products, ...priceColumns })
    .from(skuRows(rankedSkus(limit, head)))
    .innerJoin(products, sql`${products.sku} = g.sku`)
    .leftJoin(prices, priceForGroup)
    .orderBy(sql`g.ord`)
    .prepare(`search_ranked_products_${head}_${limit}`);
}

/**
 * The catalogue product whose code or EAN is exactly the phrase (any letter case), for a jump
 * straight to it (the EAN is in search_keys too, migration 0019; products_ean_uq serves `ean =`).
 */
function productByCodeStatement(db: Db) {
  return db
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(and(or(sql`lower(${products.sku}) = ${sql.placeholder('code')}`, sql`${products.ean} = ${sql.placeholder('code')}`), CATALOGUE_ONLY))
    .limit(1)
    .prepare('search_product_by_code');
}

/** A one-value statement: one JSON group, decoded by the caller. */
function valueStatement(db: Db, name: string, column: SQL) {
  return db.select({ value: sql<unknown>`${column}` }).from(ONE_ROW).prepare(name);
}

/** What the statements are given for one query; null when it has no word to search for. */
function queryParams(query: string): { folded: string; tsQuery: string; prefix: string } | null {
  const folded = normalizeForMatch(query);
  const tsQuery = prefixTsQuery(folded);
  if (!tsQuery) return null;
  return { folded, tsQuery, prefix: `${folded.replace(/[\\%_]/g, '\\$&')}%` };
}

/** The words of three letters or more that typo correction checks, and whether each is still being typed. */
function checkedWords(words: string[]): { words: string[]; prefixes: boolean[] } {
  const last = words.length - 1;
  const checked = words.flatMap((word, i) => (word.length >= 3 ? [{ word, prefix: i === last }] : []));
  return { words: checked.map((c) => c.word), prefixes: checked.map((c) => c.prefix) };
}

/**
 * The words with typos replaced by the nearest known word of the catalogue (search_terms), or null
 * when nothing was corrected. Complete words shorter than three letters are left alone (the
 * full-text query skips them); the last word, still being typed, counts as known when a word
 * starts with it.
 */
function correctWords(words: string[], candidates: z.infer<typeof candidateRows>): string[] | null {
  if (!candidates) return null;
  const byWord = new Map<string, { known: boolean; candidates: { term: string; docCount: number }[] }>();
  for (const r of candidates) {
    const entry = byWord.get(r.word) ?? { known: r.known, candidates: [] };
    if (r.term != null) entry.candidates.push({ term: r.term, docCount: r.docCount ?? 0 });
    byWord.set(r.word, entry);
  }
  const last = words.length - 1;
  let changed = false;
  const result = words.map((word, i) => {
    const entry = word.length >= 3 ? byWord.get(word) : undefined;
    if (!entry || entry.known) return word;
    const term = pickCorrection(word, entry.candidates, i === last);
    if (term == null || term === word) return word;
    changed = true;
    return term;
  });
  return changed ? result : null;
}

/** Recorded searches that were never offered (fewer than TOP_QUERY_MIN_SEARCHES) are dropped after this long unrepeated. */
export const ONE_OFF_SEARCH_DAYS = 30;
/** Every this many recorded searches, the one-off ones older than ONE_OFF_SEARCH_DAYS are dropped. */
export const PRUNE_EVERY_RECORDED = 500;

export type PostgresSearchOptions = {
  /** Best sellers walked before the full-text index is asked (RANK_HEAD); tests make it small. */
  rankHead?: number;
  /** PRUNE_EVERY_RECORDED; tests make it 1. */
  pruneEvery?: number;
};

export function createPostgresSearch(db: Db, options: PostgresSearchOptions = {}): SearchEngine {
  const head = options.rankHead ?? RANK_HEAD;
  const pruneEvery = options.pruneEvery ?? PRUNE_EVERY_RECORDED;
  let recorded = 0;
  // Prepared once per database and limit; node-postgres then parses each once per connection.
  const suggestStatements = new Map<string, ReturnType<typeof suggestStatement>>();
  const rankedProductsStatements = new Map<number, ReturnType<typeof rankedProductsStatement>>();
  const valueStatements = new Map<string, ReturnType<typeof valueStatement>>();
  let byCode: ReturnType<typeof productByCodeStatement> | null = null;
  const value = async <T>(name: string, column: () => SQL, decodeValue: (value: unknown) => T, params: Record<string, unknown>): Promise<T> => {
    const [row] = await keptIn(valueStatements, name, () => valueStatement(db, name, column())).execute(params);
    return decodeValue(row?.value ?? null);
  };

  const rank = async (tsQuery: string, limit: number): Promise<string[]> =>
    value(`search_rank_${head}_${limit}`, () => rankedSkus(limit, head), decode(skuList), { tsQuery });

  // Typos are corrected only when whole words did not fill the list: the typed words against
  // search_terms (the catalogue's distinct words, migration 0007), not against 100 000 product
  // names; then the full-text query runs again with the corrected words and tops the list up.
  const corrections = async (folded: string): Promise<string[] | null> => {
    const words = queryWords(folded);
    const checked = checkedWords(words);
    if (checked.words.length === 0) return null;
    return correctWords(words, await value('search_corrections', () => correctionCandidates, decode(candidateRows), checked));
  };

  async function rankedProducts(tsQuery: string, limit: number, priceGroup: string): Promise<Product[]> {
    const prepared = keptIn(rankedProductsStatements, limit, () => rankedProductsStatement(db, head, limit));
    return (await prepared.execute({ tsQuery, priceGroup })).map((r) => toProduct(r.product, priceOf(r), 'preview'));
  }

  /** `found` topped up to `limit` with items `more` adds, skipping ones already listed. */
  const topUp = <T>(found: T[], more: T[], key: (item: T) => string, limit: number): T[] => {
    const seen = new Set(found.map(key));
    return [...found, ...more.filter((item) => !seen.has(key(item)))].slice(0, limit);
  };

  return {
    async suggest(query, limits, priceGroup) {
      const params = queryParams(query);
      if (!params) return { topQueries: [], brands: [], categories: [], articles: [], products: [] };
      const prepared = keptIn(suggestStatements, JSON.stringify(limits), () => suggestStatement(db, head, limits));
      const words = queryWords(params.folded);
      const rows = await prepared.execute({ ...params, ...checkedWords(words), priceGroup });
      const [first] = rows;
      if (!first) throw new Error('The suggestion statement returned no row.');
      const groups = decode(groupsObject)(first.groups);
      const found = rows.flatMap((r) => (r.product ? [toProduct(r.product, priceOf(r), 'preview')] : []));
      const corrected = found.length < limits.products ? correctWords(words, decode(candidateRows)(first.corrections)) : null;
      return {
        topQueries: suggestions(groups.topQueries),
        brands: links(groups.brands),
        categories: links(groups.categories),
        articles: teasers(groups.articles),
        products: corrected
          ? topUp(found, await rankedProducts(prefixTsQuery(corrected.join(' ')), limits.products, priceGroup), (p) => p.sku, limits.products)
          : found,
      };
    },

    async rankProducts(query, limit) {
      const params = queryParams(query);
      if (!params) return [];
      const skus = await rank(params.tsQuery, limit);
      if (skus.length >= limit) return skus;
      const corrected = await corrections(params.folded);
      return corrected ? topUp(skus, await rank(prefixTsQuery(corrected.join(' ')), limit), (sku) => sku, limit) : skus;
    },

    async productByCode(query) {
      // An EAN may be typed in groups ("859 0000 001173"): as a valid GTIN it is looked up as one code.
      const code = normalizeGtin(query.trim()) ?? query.trim().toLowerCase();
      // A code is one token of letters, digits and separators; anything else is a phrase.
      if (!/^[a-z0-9][a-z0-9._/-]*$/.test(code)) return null;
      byCode ??= productByCodeStatement(db);
      const [row] = await byCode.execute({ code });
      return row ?? null;
    },

    async correction(query) {
      const params = queryParams(query);
      if (!params) return null;
      const corrected = await corrections(params.folded);
      return corrected ? corrected.join(' ') : null;
    },

    async taxonomies(query, kind, limit) {
      const params = queryParams(query);
      if (!params) return [];
      return value(`search_${kind}_${limit}`, () => taxonomyGroup(kind, limit), links, params);
    },

    async articles(query, limit) {
      const params = queryParams(query);
      if (!params) return [];
      return value(`search_articles_${limit}`, () => articleGroup(limit), teasers, params);
    },

    async topQueries(query, limit) {
      const params = queryParams(query);
      if (!params) return [];
      return value(`search_top_queries_${limit}`, () => topQueryGroup(limit), suggestions, params);
    },

    async recordQuery(query, now = new Date()) {
      await db
        .insert(searchQueries)
        .values({ query, count: 1, lastAt: now })
        .onConflictDoUpdate({ target: searchQueries.query, set: { count: sql`${searchQueries.count} + 1`, lastAt: now } });
      // Bots and typos would grow the table forever: one-off searches nobody repeated go now and then.
      recorded += 1;
      if (recorded % pruneEvery === 0) {
        const before = new Date(now.getTime() - ONE_OFF_SEARCH_DAYS * 86_400_000);
        await db.delete(searchQueries).where(and(lt(searchQueries.count, TOP_QUERY_MIN_SEARCHES), lt(searchQueries.lastAt, before)));
      }
    },
  };
}
