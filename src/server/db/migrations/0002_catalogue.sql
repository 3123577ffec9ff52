CREATE TABLE "catalogue_entries" (
	"price_group" text NOT NULL,
	"taxonomy_hash" text NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"price_with_tax" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"stock_quantity" integer NOT NULL,
	"manufacturer_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"discount_percent" integer NOT NULL,
	"sales_rank" integer NOT NULL,
	"rating_permille" integer NOT NULL,
	CONSTRAINT "catalogue_entries_price_group_taxonomy_hash_sku_pk" PRIMARY KEY("price_group","taxonomy_hash","sku")
);
