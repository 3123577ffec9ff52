-- EAN/GTIN of products (issue 15, item 6): shown on the product page, sent in the product feeds
-- and found by the search like a product code. Nullable (services and imported products may have
-- none), unique where set, digits only; the check digit is verified by the domain (isValidGtin)
-- where codes are written.
ALTER TABLE "products" ADD COLUMN "ean" text;--> statement-breakpoint
CREATE UNIQUE INDEX "products_ean_uq" ON "products" USING btree ("ean") WHERE "products"."ean" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ean_digits" CHECK ("products"."ean" ~ '^([0-9]{8}|[0-9]{12,14})$');--> statement-breakpoint
-- The sitemap's lastmod of a product page: moved by a trigger whenever the row changes (name,
-- description, stock, …), so no writer can forget it. Rows that exist now start at the migration.
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_touch_updated_at() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Compared without the generated search_name and search_tsv (not computed yet in a BEFORE trigger) and without
  -- updated_at: a writer that sets it itself (an import keeping the source's date) is left alone.
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at
     AND (to_jsonb(NEW) - '{search_name,search_tsv,updated_at}'::text[]) IS DISTINCT FROM (to_jsonb(OLD) - '{search_name,search_tsv,updated_at}'::text[]) THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_touch_updated_at();
--> statement-breakpoint
-- search_keys (migration 0016) gain the EAN: "8590000001173" finds its product like "CI-000117".
CREATE OR REPLACE FUNCTION products_search_keys_of(sku text, manufacturer_hash text, ean text) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT t.name FROM taxonomies t WHERE t.hash = manufacturer_hash),
    regexp_replace(lower(sku), '[^a-z0-9]+', ' ', 'g'),
    regexp_replace(lower(sku), '[^a-z0-9]+', '', 'g'),
    ean)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_keys_on_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_keys := products_search_keys_of(NEW.sku, NEW.manufacturer_hash, NEW.ean);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_keys ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_keys BEFORE INSERT OR UPDATE OF sku, manufacturer_hash, ean ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_keys_on_write();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION taxonomies_search_keys_on_rename() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'manufacturer' AND NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE products SET search_keys = products_search_keys_of(sku, manufacturer_hash, ean) WHERE manufacturer_hash = NEW.hash;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION products_search_keys_of(text, text);
