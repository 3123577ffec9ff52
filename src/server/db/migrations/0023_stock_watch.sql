-- "Hlídat dostupnost": stock watches (issue 16, item 5).
CREATE TABLE "stock_watches" (
	"id" text PRIMARY KEY NOT NULL,
	"product_sku" text NOT NULL,
	"email" text NOT NULL,
	"customer_id" text,
	"quantity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"send_failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_watches_pending_uq" ON "stock_watches" USING btree ("product_sku","email") WHERE "stock_watches"."notified_at" IS NULL AND "stock_watches"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "stock_watches_customer_idx" ON "stock_watches" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_watches_email_idx" ON "stock_watches" USING btree ("email");