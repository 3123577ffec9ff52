ALTER TABLE "catalogue_entries" ADD COLUMN "sort_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort_key" text COLLATE "C";--> statement-breakpoint
-- Czech name order (issue 12): the listing copies the product's sort key like its other sort
-- columns. The key is computed in TypeScript (czechSortKey), not in SQL, so existing products get
-- theirs from the start-up backfill (backfillNameSortKeys), whose UPDATE of products runs this
-- trigger function and fills catalogue_entries.sort_key with it.
CREATE OR REPLACE FUNCTION catalogue_entries_upsert_from(skus text[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO catalogue_entries AS e (price_group, taxonomy_hash, sku, name, sort_key, price, price_with_tax, in_stock,
    stock_quantity, manufacturer_hash, created_at, discount_percent, sales_rank, rating_permille)
  SELECT pr.price_group, pt.taxonomy_hash, p.sku, p.name, p.name_sort_key, pr.price, pr.price_with_tax,
    (p.on_sale AND p.stock_state = 'stock' AND p.stock_quantity > 0), p.stock_quantity, p.manufacturer_hash, p.created_at,
    p.discount_percent, p.sales_rank, p.rating_permille
  FROM products p
  JOIN product_taxonomies pt ON pt.sku = p.sku
  JOIN prices pr ON pr.sku = p.sku
  WHERE p.sku = ANY (skus)
  ON CONFLICT (price_group, taxonomy_hash, sku) DO UPDATE SET
    name = excluded.name, sort_key = excluded.sort_key, price = excluded.price, price_with_tax = excluded.price_with_tax,
    in_stock = excluded.in_stock, stock_quantity = excluded.stock_quantity,
    manufacturer_hash = excluded.manufacturer_hash, created_at = excluded.created_at,
    discount_percent = excluded.discount_percent, sales_rank = excluded.sales_rank,
    rating_permille = excluded.rating_permille
$$;
--> statement-breakpoint
-- NAME_ASC / NAME_DESC page by (sort_key, sku) now; the byte-order name index has no reader left.
DROP INDEX IF EXISTS catalogue_entries_name_idx;
--> statement-breakpoint
CREATE INDEX catalogue_entries_sort_key_idx ON catalogue_entries (price_group, taxonomy_hash, sort_key, sku) INCLUDE (in_stock, manufacturer_hash, price_with_tax);
