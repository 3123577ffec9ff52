-- Search finds products by their manufacturer and their code (issue 12, finding 1): "Vileda",
-- "Merida" and "CI-000117" found nothing because search_tsv held the name only.
--
-- search_keys: the words a product is found by besides its name, kept by triggers (a generated
-- column cannot read the manufacturer's name from taxonomies): the manufacturer's name, the sku
-- split at its separators ("CI-000117" → "ci 000117", so the search's [a-z0-9] words match it) and
-- joined ("ci000117"). The Czech-law issue adds the EAN here (products_search_keys_of), and to
-- the exact-code lookup of src/server/services/search/postgres.ts.
ALTER TABLE products ADD COLUMN search_keys text NOT NULL DEFAULT '';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_keys_of(sku text, manufacturer_hash text) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT t.name FROM taxonomies t WHERE t.hash = manufacturer_hash),
    regexp_replace(lower(sku), '[^a-z0-9]+', ' ', 'g'),
    regexp_replace(lower(sku), '[^a-z0-9]+', '', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_keys_on_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keys := products_search_keys_of(NEW.sku, NEW.manufacturer_hash);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- BEFORE: generated columns (search_tsv below) are computed after BEFORE triggers, so they see the keys.
CREATE TRIGGER products_search_keys BEFORE INSERT OR UPDATE OF sku, manufacturer_hash ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_keys_on_write();
--> statement-breakpoint
-- A renamed manufacturer renames the keys of its products.
CREATE OR REPLACE FUNCTION taxonomies_search_keys_on_rename() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'manufacturer' AND NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE products SET search_keys = products_search_keys_of(sku, manufacturer_hash) WHERE manufacturer_hash = NEW.hash;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER taxonomies_search_keys AFTER UPDATE OF name ON taxonomies
  FOR EACH ROW EXECUTE FUNCTION taxonomies_search_keys_on_rename();
--> statement-breakpoint
UPDATE products SET search_keys = products_search_keys_of(sku, manufacturer_hash);
--> statement-breakpoint
-- The vector now holds the name and the keys. Dropping the column drops the two indexes over it
-- (products_search_tsv_idx, products_catalogue_rank_idx); both are rebuilt as before.
ALTER TABLE products DROP COLUMN search_tsv;
--> statement-breakpoint
ALTER TABLE products
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', immutable_unaccent(lower(name || ' ' || search_keys)))) STORED;
--> statement-breakpoint
CREATE INDEX products_search_tsv_idx ON products USING gin (search_tsv);
--> statement-breakpoint
CREATE INDEX products_catalogue_rank_idx ON products (sales_rank DESC, sku) INCLUDE (search_tsv)
  WHERE NOT (taxonomy_paths::text LIKE '%"/virtual/%');
--> statement-breakpoint
-- An exact code typed into the search box opens that product (any letter case).
CREATE INDEX products_code_idx ON products (lower(sku));
