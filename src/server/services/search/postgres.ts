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
import { normalizeForMatch, prefixTsQuery } from './normalize.js';

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

export function createPostgresSearch(db: Db): SearchEngine {
  return {
    async rankProducts(query, limit) {
      const folded = normalizeForMatch(query);
      const tsQuery = prefixTsQuery(folded);
      const catalogueOnly = sql`NOT (${products.taxonomyPaths}::text LIKE '%"/virtual/%')`;
      // Stored columns (migration 0003): search_tsv for full text, search_name for trigrams.
      const fullText = tsQuery
        ? await db
            .select({ sku: products.sku })
            .from(products)
            .where(and(sql`search_tsv @@ to_tsquery('simple', ${tsQuery})`, catalogueOnly))
            .orderBy(desc(products.salesRank), asc(products.sku))
            .limit(limit)
        : [];
      const skus = fullText.map((r) => r.sku);
      if (skus.length >= limit) return skus;
      // Typos: only when whole words did not fill the list, ranked by trigram word similarity.
      const fuzzy = await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(sql`${folded} <% search_name`, catalogueOnly))
        .orderBy(desc(sql`word_similarity(${folded}, search_name)`), desc(products.salesRank), asc(products.sku))
        .limit(limit);
      const seen = new Set(skus);
      for (const r of fuzzy) if (!seen.has(r.sku) && skus.length < limit) skus.push(r.sku);
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
