-- Issue 11, finding 5: money columns are 64-bit (haléře as bigint; src/server/db/schema.ts money()).
-- One ALTER per table, so each table is rewritten once; indexes on these columns are rebuilt with it.
-- Quantities, points, VAT rates and counts stay integer.
ALTER TABLE "catalogue_entries"
  ALTER COLUMN "price" SET DATA TYPE bigint,
  ALTER COLUMN "price_with_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons"
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "min_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines"
  ALTER COLUMN "unit_price" SET DATA TYPE bigint,
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "vat_amount" SET DATA TYPE bigint,
  ALTER COLUMN "amount_with_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "invoices"
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "vat_amount" SET DATA TYPE bigint,
  ALTER COLUMN "amount_with_tax" SET DATA TYPE bigint,
  ALTER COLUMN "rounding" SET DATA TYPE bigint,
  ALTER COLUMN "total_to_pay" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items"
  ALTER COLUMN "unit_price" SET DATA TYPE bigint,
  ALTER COLUMN "unit_price_with_tax" SET DATA TYPE bigint,
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "amount_with_tax" SET DATA TYPE bigint,
  ALTER COLUMN "discount_amount" SET DATA TYPE bigint,
  ALTER COLUMN "discount_amount_with_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "amount" SET DATA TYPE bigint,
  ALTER COLUMN "amount_with_tax" SET DATA TYPE bigint,
  ALTER COLUMN "vat_amount" SET DATA TYPE bigint,
  ALTER COLUMN "rounding" SET DATA TYPE bigint,
  ALTER COLUMN "total_to_pay" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_methods"
  ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments"
  ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "prices"
  ALTER COLUMN "price" SET DATA TYPE bigint,
  ALTER COLUMN "price_with_tax" SET DATA TYPE bigint,
  ALTER COLUMN "original_price_with_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quantity_prices"
  ALTER COLUMN "price" SET DATA TYPE bigint,
  ALTER COLUMN "price_with_tax" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_methods"
  ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_payment_map"
  ALTER COLUMN "price" SET DATA TYPE bigint;
