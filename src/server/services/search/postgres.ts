// Search on PostgreSQL (and PGlite): full text over unaccented, lower-cased names, the last word
// as a prefix ("cistic na ok" finds "Čistič na okna"), then trigram word similarity for typos
// ("cistc" still finds "čistič"). Products use stored, GIN-indexed search columns (migration
// 0003); the small tables (taxonomies, articles, past queries) fold their text per query.

import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articles, products, searchQueries, taxonomies } from '../../db/schema.js';
import { taxonomyLink } from '../products.js';
import { toTeaser } from '../content.js';
import type { ArticleTeaser, QuerySuggestion, SearchEngine } from './types.js';
import { normalizeForMatch, pickCorrection, prefixTsQuery, queryWords } from './normalize.js';

/** "name matches the query" and its score, for a text column. */
function matcher(column: SQL, query: string): { match: SQL; score: SQL } {
  const folded = normalizeForMatch(query);
  const tsQuery = prefixTsQuery(folded);
  const value = sql`immutable_unaccent(lower(${column}))`;
  const fullText = tsQuery ? sql`to_tsvector('simple', ${value}) @@ to_tsquery('simple', ${tsQuery})` : sql`false`;
  // `<%`: word similarity of the query to the best-matching part of the name ≥ 0.6 (pg_trgm default).
  const fuzzy = sql`${folded} <% ${value}`;
  return {
    match: sql`(${fullText} OR ${fuzzy})`,
    // Full-text (all words, as prefixes) hits rank above typo-only hits.
    score: sql`(CASE WHEN ${fullText} THEN 1 ELSE 0 END + word_similarity(${folded}, ${value}))`,
  };
}

type CorrectionRow = { word: string; known: boolean; term: string | null; doc_count: number | null };
// Both drivers (node-postgres, PGlite) return the rows under `rows`.
const rowsOf = (result: unknown): CorrectionRow[] => {
  const rows: unknown = typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : [];
  return Array.isArray(rows) ? (rows as CorrectionRow[]) : [];
};

/** Candidates per typed word: the most trigram-similar known words, then ranked by edits. */
const CORRECTION_CANDIDATES = 30;

/**
 * The words with typos replaced by the nearest known word of the catalogue (search_terms), or null
 * when nothing was corrected. Complete words shorter than three letters are left alone (the
 * full-text query skips them); the last word, still being typed, counts as known when a word
 * starts with it.
 */
async function correctWords(db: Db, words: string[]): Promise<string[] | null> {
  const last = words.length - 1;
  const checked = words.flatMap((word, i) => (word.length >= 3 ? [{ word, prefix: i === last }] : []));
  if (checked.length === 0) return null;
  const found = await db.execute(sql`
    SELECT w.word, w.prefix AND EXISTS (SELECT 1 FROM search_terms k WHERE k.term LIKE w.word || '%') OR EXISTS (SELECT 1 FROM search_terms k WHERE k.term = w.word) AS known,
      c.term, c.doc_count
    FROM unnest(${sql.param(checked.map((c) => c.word))}::text[], ${sql.param(checked.map((c) => c.prefix))}::boolean[]) AS w(word, prefix)
    LEFT JOIN LATERAL (
      SELECT t.term, t.doc_count FROM search_terms t
      WHERE similarity(t.term, w.word) >= 0.2
      ORDER BY similarity(t.term, w.word) DESC, t.doc_count DESC, t.term
      LIMIT ${CORRECTION_CANDIDATES}
    ) c ON true`);
  const byWord = new Map<string, { known: boolean; candidates: { term: string; docCount: number }[] }>();
  for (const r of rowsOf(found)) {
    const entry = byWord.get(r.word) ?? { known: Boolean(r.known), candidates: [] };
    if (r.term != null) entry.candidates.push({ term: r.term, docCount: Number(r.doc_count) });
    byWord.set(r.word, entry);
  }
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

export function createPostgresSearch(db: Db): SearchEngine {
  return {
    async rankProducts(query, limit) {
      const folded = normalizeForMatch(query);
      const catalogueOnly = sql`NOT (${products.taxonomyPaths}::text LIKE '%"/virtual/%')`;
      // Stored, GIN-indexed search_tsv (migration 0003): the indexed full-text query, best sellers first.
      const fullText = async (tsQuery: string): Promise<string[]> =>
        tsQuery
          ? (
              await db
                .select({ sku: products.sku })
                .from(products)
                .where(and(sql`search_tsv @@ to_tsquery('simple', ${tsQuery})`, catalogueOnly))
                .orderBy(desc(products.salesRank), asc(products.sku))
                .limit(limit)
            ).map((r) => r.sku)
          : [];
      const skus = await fullText(prefixTsQuery(folded));
      if (skus.length >= limit) return skus;
      // Typos: only when whole words did not fill the list. The typed words are corrected against
      // search_terms (the catalogue's distinct words, a few thousand rows: migration 0007), not
      // against 100 000 product names, and the full-text query runs again with the corrected words.
      const corrected = await correctWords(db, queryWords(folded));
      if (!corrected) return skus;
      const seen = new Set(skus);
      for (const sku of await fullText(prefixTsQuery(corrected.join(' ')))) {
        if (!seen.has(sku) && skus.length < limit) {
          seen.add(sku);
          skus.push(sku);
        }
      }
      return skus;
    },

    async taxonomies(query, kind, limit) {
      const { match, score } = matcher(sql`${taxonomies.name}`, query);
      const rows = await db
        .select()
        .from(taxonomies)
        .where(
          and(
            match,
            eq(taxonomies.kind, kind),
            kind === 'category' ? like(taxonomies.path, '/catalogue/%') : undefined,
          ),
        )
        .orderBy(desc(score), asc(taxonomies.depth), asc(taxonomies.name))
        .limit(limit);
      return rows.map(taxonomyLink);
    },

    async articles(query, limit) {
      const title = matcher(sql`${articles.title}`, query);
      const teaser = matcher(sql`${articles.teaserText}`, query);
      const rows = await db
        .select()
        .from(articles)
        .where(or(title.match, teaser.match))
        .orderBy(desc(sql`${title.score} * 2 + ${teaser.score}`), desc(articles.publishedAt))
        .limit(limit);
      return rows.map((row): ArticleTeaser => ({ __typename: 'ArticleTeaser', ...toTeaser(row) }));
    },

    async topQueries(query, limit) {
      const folded = normalizeForMatch(query);
      const value = sql`immutable_unaccent(lower(${searchQueries.query}))`;
      const rows = await db
        .select({ query: searchQueries.query, count: searchQueries.count })
        .from(searchQueries)
        .where(or(sql`${value} LIKE ${`${folded.replace(/[\\%_]/g, '\\$&')}%`}`, sql`${folded} <% ${value}`))
        .orderBy(desc(searchQueries.count), asc(searchQueries.query))
        .limit(limit);
      return rows.map((r): QuerySuggestion => ({ __typename: 'SearchQuerySuggestion', query: r.query, count: r.count }));
    },

    async recordQuery(query) {
      await db
        .insert(searchQueries)
        .values({ query, count: 1, lastAt: new Date() })
        .onConflictDoUpdate({ target: searchQueries.query, set: { count: sql`${searchQueries.count} + 1`, lastAt: new Date() } });
    },
  };
}
