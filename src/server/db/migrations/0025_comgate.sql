-- Comgate (issue 17): the gateway's transaction id and payment page of a payment; a notification finds its payment by (provider, transId).
ALTER TABLE "payments" ADD COLUMN "gateway_trans_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_redirect_url" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_trans_idx" ON "payments" USING btree ("provider","gateway_trans_id");