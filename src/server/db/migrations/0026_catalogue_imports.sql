CREATE TABLE "catalogue_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" text,
	"staff_email" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"changed_rows" integer DEFAULT 0 NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"check_ms" integer,
	"apply_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_imports_state_check" CHECK ("catalogue_imports"."state" in ('checking', 'checked', 'applying', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (issue 16, CSV import): a bulk writer may defer the listing refresh to one call at
-- the end of its batch. A price change otherwise refreshes the listing rows three times per
-- statement (the prices trigger with the old history, then the price_history UPDATE and INSERT
-- triggers, each computing announced_discount_percent for every price of the batch's products).
-- With the transaction-local setting cisto.defer_listing = 'on' the catalogue triggers of
-- products, product_taxonomies, prices and price_history return at once for inserts and updates,
-- and the writer calls catalogue_entries_upsert_from(its skus) itself once the history is written
-- (services/catalogue-import.ts). Deletes are never deferred. Every other writer is unchanged.
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
  ELSIF coalesce(current_setting('cisto.defer_listing', true), '') <> 'on' THEN
    PERFORM catalogue_entries_upsert_from(ARRAY(SELECT DISTINCT n.sku FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_entries_on_price_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE catalogue_entries SET discount_percent = 0 WHERE discount_percent <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM catalogue_entries_discounts_from(ARRAY(SELECT DISTINCT o.sku FROM old_rows o));
  ELSIF coalesce(current_setting('cisto.defer_listing', true), '') = 'on' THEN
    NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM catalogue_entries_discounts_from(ARRAY(SELECT n.sku FROM new_rows n UNION SELECT o.sku FROM old_rows o));
  ELSE
    PERFORM catalogue_entries_discounts_from(ARRAY(SELECT DISTINCT n.sku FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
