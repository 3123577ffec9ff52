-- Catalogue read model (catalogue_entries) kept in step with its sources, plus the indexes the
-- catalogue and the search service need at 100 000 products (docs/benchmarks.md has the plans).
--
-- Statement-level triggers with transition tables: a bulk INSERT of 1 000 rows (the seed) costs
-- one INSERT … SELECT, not 1 000 trigger calls. Every trigger is idempotent (ON CONFLICT), so the
-- order in which products, product_taxonomies and prices arrive does not matter.

CREATE OR REPLACE FUNCTION catalogue_entries_upsert_from(skus text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO catalogue_entries AS e (price_group, taxonomy_hash, sku, name, price, price_with_tax, in_stock,
    stock_quantity, manufacturer_hash, created_at, discount_percent, sales_rank, rating_permille)
  SELECT pr.price_group, pt.taxonomy_hash, p.sku, p.name, pr.price, pr.price_with_tax,
    (p.on_sale AND p.stock_state = 'stock' AND p.stock_quantity > 0), p.stock_quantity, p.manufacturer_hash, p.created_at,
    p.discount_percent, p.sales_rank, p.rating_permille
  FROM products p
  JOIN product_taxonomies pt ON pt.sku = p.sku
  JOIN prices pr ON pr.sku = p.sku
  WHERE p.sku = ANY (skus)
  ON CONFLICT (price_group, taxonomy_hash, sku) DO UPDATE SET
    name = excluded.name, price = excluded.price, price_with_tax = excluded.price_with_tax,
    in_stock = excluded.in_stock, stock_quantity = excluded.stock_quantity,
    manufacturer_hash = excluded.manufacturer_hash, created_at = excluded.created_at,
    discount_percent = excluded.discount_percent, sales_rank = excluded.sales_rank,
    rating_permille = excluded.rating_permille
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_entries_on_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'product_taxonomies' THEN
      DELETE FROM catalogue_entries e USING old_rows o WHERE e.taxonomy_hash = o.taxonomy_hash AND e.sku = o.sku;
    ELSIF TG_TABLE_NAME = 'prices' THEN
      DELETE FROM catalogue_entries e USING old_rows o WHERE e.price_group = o.price_group AND e.sku = o.sku;
    ELSE
      DELETE FROM catalogue_entries e USING old_rows o WHERE e.sku = o.sku;
    END IF;
  ELSE
    PERFORM catalogue_entries_upsert_from(ARRAY(SELECT DISTINCT n.sku FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_entries_on_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE catalogue_entries;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_upd AFTER UPDATE ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER product_taxonomies_catalogue_ins AFTER INSERT ON product_taxonomies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER product_taxonomies_catalogue_del AFTER DELETE ON product_taxonomies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER prices_catalogue_ins AFTER INSERT ON prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER prices_catalogue_upd AFTER UPDATE ON prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER prices_catalogue_del AFTER DELETE ON prices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_change();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_trunc AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_truncate();
--> statement-breakpoint
CREATE TRIGGER product_taxonomies_catalogue_trunc AFTER TRUNCATE ON product_taxonomies
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_truncate();
--> statement-breakpoint
CREATE TRIGGER prices_catalogue_trunc AFTER TRUNCATE ON prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_truncate();
--> statement-breakpoint
-- Backfill a database seeded before this migration.
INSERT INTO catalogue_entries (price_group, taxonomy_hash, sku, name, price, price_with_tax, in_stock,
    stock_quantity, manufacturer_hash, created_at, discount_percent, sales_rank, rating_permille)
  SELECT pr.price_group, pt.taxonomy_hash, p.sku, p.name, pr.price, pr.price_with_tax,
    (p.on_sale AND p.stock_state = 'stock' AND p.stock_quantity > 0), p.stock_quantity, p.manufacturer_hash, p.created_at,
    p.discount_percent, p.sales_rank, p.rating_permille
  FROM products p
  JOIN product_taxonomies pt ON pt.sku = p.sku
  JOIN prices pr ON pr.sku = p.sku
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One index per sort key (the sku breaks ties; DESC sorts scan it backwards). The filter columns
-- are included so filtered pages and counts are answered from the index alone.
CREATE INDEX catalogue_entries_price_idx ON catalogue_entries (price_group, taxonomy_hash, price_with_tax, sku) INCLUDE (in_stock, manufacturer_hash);
--> statement-breakpoint
CREATE INDEX catalogue_entries_name_idx ON catalogue_entries (price_group, taxonomy_hash, name, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
--> statement-breakpoint
CREATE INDEX catalogue_entries_new_idx ON catalogue_entries (price_group, taxonomy_hash, created_at, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
--> statement-breakpoint
CREATE INDEX catalogue_entries_stock_idx ON catalogue_entries (price_group, taxonomy_hash, stock_quantity, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
--> statement-breakpoint
CREATE INDEX catalogue_entries_sale_idx ON catalogue_entries (price_group, taxonomy_hash, discount_percent, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
--> statement-breakpoint
CREATE INDEX catalogue_entries_selling_idx ON catalogue_entries (price_group, taxonomy_hash, sales_rank, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
--> statement-breakpoint
CREATE INDEX catalogue_entries_top_idx ON catalogue_entries (price_group, taxonomy_hash, rating_permille, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
--> statement-breakpoint
CREATE INDEX catalogue_entries_sku_idx ON catalogue_entries (sku);
--> statement-breakpoint
-- Search columns: the name folded once at write time (lower case, no diacritics) and its full-text
-- vector ('simple': no Czech stemmer ships with PostgreSQL). Stored, so a search never runs unaccent
-- per candidate row; the application does not select or write them (drizzle does not know them).
ALTER TABLE products
  ADD COLUMN search_name text GENERATED ALWAYS AS (immutable_unaccent(lower(name))) STORED,
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', immutable_unaccent(lower(name)))) STORED;
--> statement-breakpoint
CREATE INDEX products_search_tsv_idx ON products USING gin (search_tsv);
--> statement-breakpoint
CREATE INDEX products_search_trgm_idx ON products USING gin (search_name gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_sales_rank_idx ON products (sales_rank DESC, sku);
