-- The session an order was placed in (its SHA-256), so an anonymous order is readable by that session only.
ALTER TABLE "orders" ADD COLUMN "session_hash" text;