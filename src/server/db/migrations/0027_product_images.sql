CREATE TABLE "product_image_variants" (
	"image_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "product_image_variants_image_id_format_width_pk" PRIMARY KEY("image_id","format","width"),
	CONSTRAINT "product_image_variants_format" CHECK ("product_image_variants"."format" in ('webp', 'jpg'))
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_sku" text NOT NULL,
	"position" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_image_variants" ADD CONSTRAINT "product_image_variants_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_sku_products_sku_fk" FOREIGN KEY ("product_sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_sku","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_hash_idx" ON "product_images" USING btree ("product_sku","hash");--> statement-breakpoint
CREATE INDEX "product_images_hash_idx" ON "product_images" USING btree ("hash");--> statement-breakpoint
-- A changed picture changes what anonymous pages show: move the page stamp (migration 0018).
CREATE TRIGGER product_images_page_stamp AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION page_stamp_bump();
