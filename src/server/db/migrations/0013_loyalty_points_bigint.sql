ALTER TABLE "orders" ALTER COLUMN "loyalty_points" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "loyalty_movements" ALTER COLUMN "points" SET DATA TYPE bigint;