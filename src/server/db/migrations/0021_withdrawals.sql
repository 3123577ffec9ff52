-- Withdrawals from the contract ("Odstoupit od smlouvy") and the credit notes of invoiced ones (issue 15).
CREATE TABLE "credit_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"withdrawal_id" text NOT NULL,
	"order_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"invoice_number" text NOT NULL,
	"customer_id" text,
	"issue_date" text NOT NULL,
	"tax_point_date" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"amount_with_tax" bigint NOT NULL,
	"rounding" bigint DEFAULT 0 NOT NULL,
	"total_to_pay" bigint NOT NULL,
	"vat_recap" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_withdrawal_id_unique" UNIQUE("withdrawal_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"actor" text NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'received' NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_customer_idx" ON "credit_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_order_idx" ON "withdrawals" USING btree ("order_id","created_at");