-- Autocomplete in one prepared statement (issue 5, docs/benchmarks.md):
--
-- The small tables search folds (taxonomies, articles, past queries) keep their folded text and
-- its full-text vector in stored columns, so a keystroke no longer runs unaccent and to_tsvector
-- over every row. Kept by PostgreSQL itself (generated columns), never written by the application.
ALTER TABLE taxonomies
  ADD COLUMN search_name text GENERATED ALWAYS AS (immutable_unaccent(lower(name))) STORED,
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', immutable_unaccent(lower(name)))) STORED;
--> statement-breakpoint
ALTER TABLE articles
  ADD COLUMN search_title text GENERATED ALWAYS AS (immutable_unaccent(lower(title))) STORED,
  ADD COLUMN search_title_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', immutable_unaccent(lower(title)))) STORED,
  ADD COLUMN search_teaser_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', immutable_unaccent(lower(teaser_text)))) STORED;
--> statement-breakpoint
ALTER TABLE search_queries
  ADD COLUMN search_query text GENERATED ALWAYS AS (immutable_unaccent(lower(query))) STORED;
--> statement-breakpoint
-- Best sellers first, with their search vector: a product search walks this index in sales order
-- and stops at the limit (index-only), instead of fetching every matching product from the heap to
-- sort them ("rukavice" matches 2 000 of 100 000 products: 1 750 heap pages, 6 ms → 0.1 ms). Only
-- catalogue products (no /virtual/ services), the same predicate the search queries spell.
CREATE INDEX products_catalogue_rank_idx ON products (sales_rank DESC, sku) INCLUDE (search_tsv)
  WHERE NOT (taxonomy_paths::text LIKE '%"/virtual/%');
