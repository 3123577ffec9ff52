CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"sku" text,
	"text" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_price" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"amount_with_tax" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_id" text,
	"issue_date" text NOT NULL,
	"tax_point_date" text NOT NULL,
	"due_date" text NOT NULL,
	"variable_symbol" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"amount_with_tax" integer NOT NULL,
	"rounding" integer DEFAULT 0 NOT NULL,
	"total_to_pay" integer NOT NULL,
	"vat_recap" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"key" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"sku" text NOT NULL,
	"product_sku" text,
	"pack_type" text,
	"text" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_price_with_tax" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"amount" integer NOT NULL,
	"amount_with_tax" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount_with_tax" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"checkout_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"customer_id" text,
	"email" text NOT NULL,
	"destiny" text NOT NULL,
	"payment_status" text NOT NULL,
	"prices_type" text NOT NULL,
	"price_group" text NOT NULL,
	"shipping_sku" text NOT NULL,
	"shipping_name" text NOT NULL,
	"payment_sku" text NOT NULL,
	"payment_name" text NOT NULL,
	"payment_type" text,
	"payment_gateway" text,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"amount_with_tax" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"rounding" integer DEFAULT 0 NOT NULL,
	"total_to_pay" integer NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_carts" (
	"token" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"sender_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");