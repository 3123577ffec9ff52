CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"price_group" text NOT NULL,
	"price" bigint NOT NULL,
	"price_with_tax" bigint NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "price_history_sku_idx" ON "price_history" USING btree ("sku","price_group","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_current_uq" ON "price_history" USING btree ("sku","price_group") WHERE "price_history"."valid_to" IS NULL;--> statement-breakpoint
-- Hand-written: the history is written by the database whenever a price changes, whoever changes
-- it (seed, import, back office, SQL console), so no writer can forget it. Statement-level
-- triggers with transition tables, like the catalogue's (0003): one bulk statement per change.
-- A changed price closes the open period and opens a new one; an unchanged price, or one that
-- already has an open period at that price (history the seed wrote first), writes nothing.
CREATE OR REPLACE FUNCTION price_history_on_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE price_history h SET valid_to = now()
      FROM old_rows o WHERE h.sku = o.sku AND h.price_group = o.price_group AND h.valid_to IS NULL;
    RETURN NULL;
  END IF;
  UPDATE price_history h SET valid_to = now()
    FROM new_rows n
    WHERE h.sku = n.sku AND h.price_group = n.price_group AND h.valid_to IS NULL
      AND (h.price, h.price_with_tax) IS DISTINCT FROM (n.price, n.price_with_tax);
  INSERT INTO price_history (sku, price_group, price, price_with_tax, valid_from)
    SELECT n.sku, n.price_group, n.price, n.price_with_tax, now() FROM new_rows n
    WHERE NOT EXISTS (
      SELECT 1 FROM price_history h WHERE h.sku = n.sku AND h.price_group = n.price_group AND h.valid_to IS NULL
    );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prices_history_ins AFTER INSERT ON prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_on_change();
--> statement-breakpoint
CREATE TRIGGER prices_history_upd AFTER UPDATE ON prices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_on_change();
--> statement-breakpoint
CREATE TRIGGER prices_history_del AFTER DELETE ON prices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION price_history_on_change();
--> statement-breakpoint
-- Backfill: today's prices open their periods now. Earlier prices are unknown, so a discount
-- already on the shelf is not announced until the history can show its reference price.
INSERT INTO price_history (sku, price_group, price, price_with_tax, valid_from)
  SELECT sku, price_group, price, price_with_tax, now() FROM prices;
