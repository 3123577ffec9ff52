-- Two more read models kept by statement-level triggers on products (the pattern of 0003):
--
-- search_terms: every distinct folded word (immutable_unaccent(lower(name)), [a-z0-9], three
-- letters or more) of the product names with the number of products using it. Autocomplete
-- corrects typed words against these few thousand rows (trigram index) instead of running trigram
-- similarity over every product name, then runs the indexed full-text query with the corrected words.
--
-- product_parameter_values: products.parameters unpacked, one row per (sku, parameter), so filter
-- options and parameter filters read an indexed table instead of unpacking jsonb per request.
CREATE TABLE search_terms (
  term text PRIMARY KEY,
  doc_count integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE product_parameter_values (
  sku text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  unit text,
  value_text text,
  value_num numeric
);
--> statement-breakpoint
CREATE INDEX product_parameter_values_sku_idx ON product_parameter_values (sku, code) INCLUDE (value_text, value_num);
--> statement-breakpoint
-- Facets walk the category's entries and probe these per sku (index-only: everything the facet
-- query reads is included); a hash join over the whole table costs more CPU under concurrency.
CREATE INDEX product_parameter_values_text_idx ON product_parameter_values (sku) INCLUDE (code, value_text, name, unit) WHERE value_text IS NOT NULL;
--> statement-breakpoint
CREATE INDEX product_parameter_values_num_idx ON product_parameter_values (sku) INCLUDE (code, value_num, name, unit) WHERE value_num IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_read_models_on_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    DELETE FROM product_parameter_values v USING old_rows o WHERE v.sku = o.sku;
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO product_parameter_values (sku, code, name, unit, value_text, value_num)
    SELECT n.sku, x->>'code', coalesce(x->>'name', x->>'code'), x->>'unit',
      CASE WHEN jsonb_typeof(x->'value') = 'string' THEN x->>'value' END,
      CASE WHEN jsonb_typeof(x->'value') = 'number' THEN (x->>'value')::numeric END
    FROM new_rows n, jsonb_array_elements(n.parameters) x
    WHERE jsonb_typeof(n.parameters) = 'array' AND x->>'code' IS NOT NULL;
  END IF;
  -- Word counts: -1 per word of an old name, +1 per word of a new one (an update that keeps the
  -- name nets to zero and writes nothing).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_terms AS t (term, doc_count)
    SELECT s.w, count(*) FROM (
      SELECT DISTINCT n.sku, w FROM new_rows n, regexp_split_to_table(immutable_unaccent(lower(n.name)), '[^a-z0-9]+') w WHERE length(w) >= 3
    ) s GROUP BY s.w
    ON CONFLICT (term) DO UPDATE SET doc_count = t.doc_count + excluded.doc_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO search_terms AS t (term, doc_count)
    SELECT s.w, sum(s.d) FROM (
      SELECT DISTINCT n.sku, w, 1 AS d FROM new_rows n, regexp_split_to_table(immutable_unaccent(lower(n.name)), '[^a-z0-9]+') w WHERE length(w) >= 3
      UNION ALL
      SELECT DISTINCT o.sku, w, -1 AS d FROM old_rows o, regexp_split_to_table(immutable_unaccent(lower(o.name)), '[^a-z0-9]+') w WHERE length(w) >= 3
    ) s GROUP BY s.w HAVING sum(s.d) <> 0
    ON CONFLICT (term) DO UPDATE SET doc_count = t.doc_count + excluded.doc_count;
    DELETE FROM search_terms WHERE doc_count <= 0;
  ELSE
    UPDATE search_terms t SET doc_count = t.doc_count - s.c FROM (
      SELECT w, count(*) AS c FROM (
        SELECT DISTINCT o.sku, w FROM old_rows o, regexp_split_to_table(immutable_unaccent(lower(o.name)), '[^a-z0-9]+') w WHERE length(w) >= 3
      ) d GROUP BY w
    ) s WHERE t.term = s.w;
    DELETE FROM search_terms WHERE doc_count <= 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_read_models_on_truncate() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_parameter_values;
  TRUNCATE search_terms;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_read_models_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_read_models_on_change();
--> statement-breakpoint
CREATE TRIGGER products_read_models_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_read_models_on_change();
--> statement-breakpoint
CREATE TRIGGER products_read_models_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_read_models_on_change();
--> statement-breakpoint
CREATE TRIGGER products_read_models_trunc AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_read_models_on_truncate();
--> statement-breakpoint
-- Backfill a database seeded before this migration.
INSERT INTO product_parameter_values (sku, code, name, unit, value_text, value_num)
SELECT p.sku, x->>'code', coalesce(x->>'name', x->>'code'), x->>'unit',
  CASE WHEN jsonb_typeof(x->'value') = 'string' THEN x->>'value' END,
  CASE WHEN jsonb_typeof(x->'value') = 'number' THEN (x->>'value')::numeric END
FROM products p, jsonb_array_elements(p.parameters) x
WHERE jsonb_typeof(p.parameters) = 'array' AND x->>'code' IS NOT NULL;
--> statement-breakpoint
INSERT INTO search_terms (term, doc_count)
SELECT s.w, count(*) FROM (
  SELECT DISTINCT p.sku, w FROM products p, regexp_split_to_table(immutable_unaccent(lower(p.name)), '[^a-z0-9]+') w WHERE length(w) >= 3
) s GROUP BY s.w;
