ALTER TABLE "products" DROP COLUMN "discount_percent";--> statement-breakpoint
-- Hand-written (issue 12, finding 7): one rule for every discount the shop shows. The SALE sorts
-- and the Výprodej/Akce listings used products.discount_percent, a number the seed computed once,
-- per product, that nothing updated when a price changed, so they drifted from the badge. Now
-- catalogue_entries.discount_percent, per price group, is the badge's own number: the domain's
-- priceReduction(price, lowestPriorPrice(history)) (src/domain/price-history.ts), mirrored here
-- and checked against it over the whole seeded catalogue (tests/server/availability-prices.test.ts).
--
-- Time: the reference is the lowest price of the 30 days before the CURRENT PRICE TOOK EFFECT, not
-- before today, so the number depends on the history alone and never goes stale by itself. It is
-- recomputed whenever the history changes (the triggers below; a price change writes the history
-- through the triggers of 0015), and no periodic refresh is needed. 720 hours is
-- LOWEST_PRICE_WINDOW_DAYS: exact hours, like the domain's milliseconds (an interval of '30 days'
-- would follow the session time zone's daylight-saving shifts). Times are compared in whole
-- milliseconds, as the domain reads them (a JavaScript Date drops the microseconds).
CREATE OR REPLACE FUNCTION announced_discount_percent(p_sku text, p_price_group text, p_current_with_tax bigint) RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT COALESCE((
    SELECT CASE WHEN lowest.with_tax > 0 AND lowest.with_tax > p_current_with_tax
      -- Whole percent rounded half up (Math.round), in exact integer arithmetic; 0: no discount.
      THEN (((lowest.with_tax - p_current_with_tax) * 200 + lowest.with_tax) / (2 * lowest.with_tax))::integer END
    FROM (
      SELECT date_trunc('milliseconds', c.valid_from) AS since
      FROM price_history c
      WHERE c.sku = p_sku AND c.price_group = p_price_group AND c.valid_to IS NULL
    ) cur
    CROSS JOIN LATERAL (
      -- Periods that showed at some moment of the 30 days before the current one began (a period
      -- that ended the moment it began, or began after it, was never shown).
      SELECT min(h.price_with_tax) AS with_tax
      FROM price_history h
      CROSS JOIN LATERAL (SELECT LEAST(date_trunc('milliseconds', h.valid_to), cur.since) AS shown_to) s
      WHERE h.sku = p_sku AND h.price_group = p_price_group AND h.valid_to IS NOT NULL
        AND s.shown_to > date_trunc('milliseconds', h.valid_from)
        AND s.shown_to > cur.since - interval '720 hours'
    ) lowest
  ), 0)
$$;
--> statement-breakpoint
-- The listing rows take the announced discount of their own price group (computed once per price).
CREATE OR REPLACE FUNCTION catalogue_entries_upsert_from(skus text[]) RETURNS void
  LANGUAGE sql AS $$
  WITH pr AS MATERIALIZED (
    SELECT x.sku, x.price_group, x.price, x.price_with_tax,
      announced_discount_percent(x.sku, x.price_group, x.price_with_tax) AS discount_percent
    FROM prices x
    WHERE x.sku = ANY (skus)
  )
  INSERT INTO catalogue_entries AS e (price_group, taxonomy_hash, sku, name, sort_key, price, price_with_tax, in_stock,
    stock_quantity, manufacturer_hash, created_at, discount_percent, sales_rank, rating_permille)
  SELECT pr.price_group, pt.taxonomy_hash, p.sku, p.name, p.name_sort_key, pr.price, pr.price_with_tax,
    (p.on_sale AND p.stock_state = 'stock' AND p.stock_quantity > 0), p.stock_quantity, p.manufacturer_hash, p.created_at,
    pr.discount_percent, p.sales_rank, p.rating_permille
  FROM products p
  JOIN product_taxonomies pt ON pt.sku = p.sku
  JOIN pr ON pr.sku = p.sku
  WHERE p.sku = ANY (skus)
  ON CONFLICT (price_group, taxonomy_hash, sku) DO UPDATE SET
    name = excluded.name, sort_key = excluded.sort_key, price = excluded.price, price_with_tax = excluded.price_with_tax,
    in_stock = excluded.in_stock, stock_quantity = excluded.stock_quantity,
    manufacturer_hash = excluded.manufacturer_hash, created_at = excluded.created_at,
    discount_percent = excluded.discount_percent, sales_rank = excluded.sales_rank,
    rating_permille = excluded.rating_permille
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_entries_discounts_from(skus text[]) RETURNS void
  LANGUAGE sql AS $$
  WITH d AS MATERIALIZED (
    SELECT pr.sku, pr.price_group, announced_discount_percent(pr.sku, pr.price_group, pr.price_with_tax) AS percent
    FROM prices pr
    WHERE pr.sku = ANY (skus)
  )
  UPDATE catalogue_entries e SET discount_percent = d.percent
  FROM d
  WHERE e.sku = d.sku AND e.price_group = d.price_group AND e.discount_percent <> d.percent
$$;
--> statement-breakpoint
-- Any change of the history (a price change through the 0015 triggers, or history written
-- directly: the seed, an import, a correction) recomputes the discounts of the products it touches.
-- On a price change the catalogue trigger of prices runs first (its name sorts first) with the old
-- history; this one, fired by the history write that follows, sets the final number.
CREATE OR REPLACE FUNCTION catalogue_entries_on_price_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE catalogue_entries SET discount_percent = 0 WHERE discount_percent <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_entries_discounts_from(ARRAY(SELECT DISTINCT o.sku FROM old_rows o));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM catalogue_entries_discounts_from(ARRAY(SELECT n.sku FROM new_rows n UNION SELECT o.sku FROM old_rows o));
  ELSE
    PERFORM catalogue_entries_discounts_from(ARRAY(SELECT DISTINCT n.sku FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER price_history_catalogue_ins AFTER INSERT ON price_history REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_price_history();
--> statement-breakpoint
CREATE TRIGGER price_history_catalogue_upd AFTER UPDATE ON price_history REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_price_history();
--> statement-breakpoint
CREATE TRIGGER price_history_catalogue_del AFTER DELETE ON price_history REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_price_history();
--> statement-breakpoint
CREATE TRIGGER price_history_catalogue_trunc AFTER TRUNCATE ON price_history
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_on_price_history();
--> statement-breakpoint
-- Výprodej and Akce are listed by the announced discount (domain SALE_LISTINGS, applied by the
-- catalogue query), not by links: the links the seed wrote from its one-off percent go.
DELETE FROM product_taxonomies pt USING taxonomies t
  WHERE t.hash = pt.taxonomy_hash AND t.path IN ('/preview/vyprodej', '/preview/akce');
--> statement-breakpoint
UPDATE products SET taxonomy_paths = taxonomy_paths - '/preview/vyprodej' - '/preview/akce'
  WHERE taxonomy_paths ?| ARRAY['/preview/vyprodej', '/preview/akce'];
--> statement-breakpoint
-- Backfill: every listing row gets its price group's announced discount.
WITH d AS MATERIALIZED (
  SELECT sku, price_group, announced_discount_percent(sku, price_group, price_with_tax) AS percent FROM prices
)
UPDATE catalogue_entries e SET discount_percent = d.percent
  FROM d
  WHERE e.sku = d.sku AND e.price_group = d.price_group AND e.discount_percent <> d.percent;
