CREATE TABLE "loyalty_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" text,
	"order_number" text,
	"event_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_movements_event_key_unique" UNIQUE("event_key"),
	CONSTRAINT "loyalty_movements_kind_check" CHECK ("loyalty_movements"."kind" in ('earned', 'spent', 'reversed', 'adjustment')),
	CONSTRAINT "loyalty_movements_points_check" CHECK ("loyalty_movements"."points" <> 0)
);
--> statement-breakpoint
CREATE INDEX "loyalty_movements_customer_idx" ON "loyalty_movements" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loyalty_movements_order_idx" ON "loyalty_movements" USING btree ("order_id");--> statement-breakpoint
-- Backfill (issue 11). The ledger starts from what the shop recorded, each point counted once:
-- customers.loyalty_points held the non-order movements PLUS every purchase's points (added at
-- placement and never taken back), while the old balance added the orders a second time. So:
-- 1. the recorded non-order movements (loyalty_transactions), as they were;
INSERT INTO "loyalty_movements" ("customer_id", "kind", "points", "order_number", "event_key", "note", "created_at")
SELECT t."customer_id",
       CASE t."reason" WHEN 'gift' THEN 'spent' WHEN 'order' THEN 'earned' ELSE 'adjustment' END,
       t."points", t."order_number", 'legacy-transaction:' || t."id",
       CASE WHEN t."note" = '' AND t."reason" = 'registration' THEN 'Body za registraci' ELSE t."note" END,
       t."created_at"
  FROM "loyalty_transactions" t
 WHERE t."points" <> 0
   AND NOT (t."reason" = 'order' AND t."order_number" IN (SELECT "number" FROM "orders" WHERE "customer_id" IS NOT NULL AND "destiny" = 'purchase'));
--> statement-breakpoint
-- 2. each purchase of a customer earns its points once (inquiries and reservations earn nothing);
INSERT INTO "loyalty_movements" ("customer_id", "kind", "points", "order_id", "order_number", "event_key", "created_at")
SELECT o."customer_id", 'earned', o."loyalty_points", o."id", o."number", 'order:' || o."id" || ':earned', o."created_at"
  FROM "orders" o
 WHERE o."customer_id" IS NOT NULL AND o."destiny" = 'purchase' AND o."loyalty_points" > 0;
--> statement-breakpoint
-- 3. the gifts of those purchases spend their points (the gifts' points today, at most what the order earned);
INSERT INTO "loyalty_movements" ("customer_id", "kind", "points", "order_id", "order_number", "event_key", "note", "created_at")
SELECT o."customer_id", 'spent', -LEAST(g."points", o."loyalty_points"), o."id", o."number", 'order:' || o."id" || ':spent', g."names", o."created_at"
  FROM "orders" o
  JOIN (SELECT i."order_id", SUM(gf."loyalty_points") AS "points", string_agg(i."text", ', ' ORDER BY i."position") AS "names"
          FROM "order_items" i JOIN "gifts" gf ON gf."sku" = i."sku"
         WHERE i."kind" = 'gift'
         GROUP BY i."order_id") g ON g."order_id" = o."id"
 WHERE o."customer_id" IS NOT NULL AND o."destiny" = 'purchase' AND o."loyalty_points" > 0 AND g."points" > 0;
--> statement-breakpoint
-- 4. a purchase whose payment was cancelled or failed gives its net points back;
INSERT INTO "loyalty_movements" ("customer_id", "kind", "points", "order_id", "order_number", "event_key", "note", "created_at")
SELECT o."customer_id", 'reversed', -m."held", o."id", o."number", 'backfill:order:' || o."id" || ':reversed',
       CASE o."payment_status" WHEN 'cancelled' THEN 'platba zrušena' ELSE 'platba se nezdařila' END,
       COALESCE((SELECT max(p."updated_at") FROM "payments" p WHERE p."order_id" = o."id"), o."created_at")
  FROM "orders" o
  JOIN (SELECT "order_id", SUM("points") AS "held" FROM "loyalty_movements" WHERE "order_id" IS NOT NULL GROUP BY "order_id") m ON m."order_id" = o."id"
 WHERE o."payment_status" IN ('cancelled', 'failed') AND m."held" > 0;
--> statement-breakpoint
-- 5. points on a customer row that neither its movements nor its purchases explain (set by hand)
--    become an opening balance; a row that explains less than that is not trusted (it was the double count).
INSERT INTO "loyalty_movements" ("customer_id", "kind", "points", "event_key", "note", "created_at")
SELECT c."id", 'adjustment', r."rest", 'opening:' || c."id", 'Počáteční stav bodů', c."created_at"
  FROM "customers" c
 CROSS JOIN LATERAL (
   SELECT c."loyalty_points"
          - COALESCE((SELECT SUM(t."points") FROM "loyalty_transactions" t WHERE t."customer_id" = c."id"), 0)
          - COALESCE((SELECT SUM(o."loyalty_points") FROM "orders" o WHERE o."customer_id" = c."id" AND o."destiny" = 'purchase' AND o."loyalty_points" > 0), 0) AS "rest"
 ) r
 WHERE r."rest" > 0;
--> statement-breakpoint
-- orders.loyalty_points now means the points the order earned: none for inquiries, reservations
-- and orders without a customer account.
UPDATE "orders" SET "loyalty_points" = 0 WHERE "loyalty_points" <> 0 AND ("destiny" <> 'purchase' OR "customer_id" IS NULL);
--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "loyalty_points";--> statement-breakpoint
DROP TABLE "loyalty_transactions" CASCADE;