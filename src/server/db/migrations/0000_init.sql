CREATE TABLE "additional_services" (
	"product_sku" text NOT NULL,
	"service_sku" text NOT NULL,
	"kind" text NOT NULL,
	"applies_to" text NOT NULL,
	"descriptor" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "additional_services_product_sku_service_sku_pk" PRIMARY KEY("product_sku","service_sku")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"teaser_text" text NOT NULL,
	"teaser_image" text,
	"body" text NOT NULL,
	"taxonomy_hash" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_gifts" (
	"cart_id" text NOT NULL,
	"gift_sku" text NOT NULL,
	CONSTRAINT "cart_gifts_cart_id_gift_sku_pk" PRIMARY KEY("cart_id","gift_sku")
);
--> statement-breakpoint
CREATE TABLE "cart_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"sku" text NOT NULL,
	"pack_type" text DEFAULT 'pcs' NOT NULL,
	"quantity" integer NOT NULL,
	"subject_type" text DEFAULT 'item' NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text,
	"state" text DEFAULT 'active' NOT NULL,
	"price_group" text DEFAULT '_default' NOT NULL,
	"prices_type" text DEFAULT 'B2C' NOT NULL,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_sku" text,
	"payment_sku" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text,
	"active_cart_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"furthest_step" text DEFAULT 'cart' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"percent" integer,
	"amount" integer,
	"min_total" integer,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"price_group" text DEFAULT '_default' NOT NULL,
	"prices_type" text DEFAULT 'B2C' NOT NULL,
	"contact" jsonb NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "delivery_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"contact" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"sku" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"loyalty_points" integer NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "navigation" (
	"area" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"email" text PRIMARY KEY NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price" integer NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"payment_type" text NOT NULL,
	"payment_gateway" text,
	"petty_cash" text DEFAULT 'none' NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"b2b" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"sku" text NOT NULL,
	"price_group" text NOT NULL,
	"price" integer NOT NULL,
	"price_with_tax" integer NOT NULL,
	"original_price_with_tax" integer,
	CONSTRAINT "prices_sku_price_group_pk" PRIMARY KEY("sku","price_group")
);
--> statement-breakpoint
CREATE TABLE "product_taxonomies" (
	"taxonomy_hash" text NOT NULL,
	"sku" text NOT NULL,
	CONSTRAINT "product_taxonomies_taxonomy_hash_sku_pk" PRIMARY KEY("taxonomy_hash","sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"manufacturer_hash" text,
	"main_taxonomy_hash" text,
	"taxonomy_paths" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"stock_state" text,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"stock_note" text,
	"stock_timing" text,
	"stock_only" boolean DEFAULT false NOT NULL,
	"pieces_per_carton" integer,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity_settings" jsonb,
	"weight_g" integer DEFAULT 0 NOT NULL,
	"volume_ml" integer DEFAULT 0 NOT NULL,
	"max_dimension_mm" integer DEFAULT 0 NOT NULL,
	"sales_rank" integer DEFAULT 0 NOT NULL,
	"rating_permille" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quantity_prices" (
	"sku" text NOT NULL,
	"price_group" text NOT NULL,
	"pack_type" text NOT NULL,
	"min_quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"price_with_tax" integer NOT NULL,
	CONSTRAINT "quantity_prices_sku_price_group_pack_type_min_quantity_pk" PRIMARY KEY("sku","price_group","pack_type","min_quantity")
);
--> statement-breakpoint
CREATE TABLE "related_products" (
	"sku" text NOT NULL,
	"relation_type" text NOT NULL,
	"related_sku" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "related_products_sku_relation_type_related_sku_pk" PRIMARY KEY("sku","relation_type","related_sku")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text,
	"prices_type" text DEFAULT 'B2C' NOT NULL,
	"compare" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recently_viewed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"price" integer NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"parcel_service" text,
	"personal_pickup" boolean DEFAULT false NOT NULL,
	"showroom_id" text,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_payment_map" (
	"shipping_sku" text NOT NULL,
	"payment_sku" text NOT NULL,
	"price" integer NOT NULL,
	"tax" integer DEFAULT 21 NOT NULL,
	CONSTRAINT "shipping_payment_map_shipping_sku_payment_sku_pk" PRIMARY KEY("shipping_sku","payment_sku")
);
--> statement-breakpoint
CREATE TABLE "showrooms" (
	"id" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "showrooms_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "status_bars" (
	"id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"closable" boolean DEFAULT true NOT NULL,
	"path_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxonomies" (
	"hash" text PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"parent_hash" text,
	"depth" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text,
	"description" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "articles_type_alias_uq" ON "articles" USING btree ("type","alias");--> statement-breakpoint
CREATE INDEX "cart_subjects_cart_idx" ON "cart_subjects" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_subjects_line_uq" ON "cart_subjects" USING btree ("cart_id","sku","pack_type","subject_type","parent_id");--> statement-breakpoint
CREATE INDEX "carts_checkout_idx" ON "carts" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "delivery_contacts_customer_idx" ON "delivery_contacts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "prices_group_price_idx" ON "prices" USING btree ("price_group","price");--> statement-breakpoint
CREATE INDEX "product_taxonomies_sku_idx" ON "product_taxonomies" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_manufacturer_idx" ON "products" USING btree ("manufacturer_hash");--> statement-breakpoint
CREATE INDEX "products_main_taxonomy_idx" ON "products" USING btree ("main_taxonomy_hash");--> statement-breakpoint
CREATE INDEX "reviews_sku_idx" ON "reviews" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomies_path_uq" ON "taxonomies" USING btree ("path");--> statement-breakpoint
CREATE INDEX "taxonomies_parent_idx" ON "taxonomies" USING btree ("parent_hash","position");