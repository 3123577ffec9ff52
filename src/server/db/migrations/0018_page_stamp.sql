-- The stamp of everything an anonymous page shows (catalogue, prices, stock, content, methods):
-- any statement that changes one of these tables moves it on, and the shared page cache
-- (src/server/http/page-cache.ts) keys its pages by it, so every instance drops its pages at once.
--
-- A sequence, not a counter row: nextval takes no row lock, so concurrent orders (which change
-- stock) never queue on it. It moves when the statement runs, before its commit; a page rendered
-- in that gap may keep the old data under the new stamp until its TTL (seconds) ends.
CREATE SEQUENCE IF NOT EXISTS page_stamp;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_stamp_bump() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('page_stamp');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER settings_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER taxonomies_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON taxonomies FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER products_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER product_taxonomies_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_taxonomies FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER price_groups_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_groups FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER prices_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prices FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER price_history_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON price_history FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER quantity_prices_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quantity_prices FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER additional_services_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON additional_services FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER related_products_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON related_products FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER reviews_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER shipping_methods_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_methods FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER payment_methods_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payment_methods FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER shipping_payment_map_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shipping_payment_map FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER gifts_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gifts FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER showrooms_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON showrooms FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER articles_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON articles FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER status_bars_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON status_bars FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
--> statement-breakpoint
CREATE TRIGGER navigation_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON navigation FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
