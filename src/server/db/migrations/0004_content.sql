CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"order_number" text NOT NULL,
	"product_sku" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "complaints_email_idx" ON "complaints" USING btree ("email");