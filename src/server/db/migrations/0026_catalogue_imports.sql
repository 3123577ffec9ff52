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
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at");