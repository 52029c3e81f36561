-- Payments: an invoice is paid in one or more payments (recorded by the owner or confirmed by a card provider),
-- and keeps what they brought in (amount_paid, less refunds) and what is left (balance_due, computed).
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"refunded_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"method" varchar(20) NOT NULL,
	"provider" varchar(20),
	"provider_payment_id" varchar(255),
	"status" varchar(20) DEFAULT 'succeeded' NOT NULL,
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"reference" varchar(120),
	"paid_at" timestamp with time zone NOT NULL,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_companyId_idempotencyKey_unique" UNIQUE("company_id","idempotency_key"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_refund_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD COLUMN "allow_partial_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "balance_due" numeric(10, 2) GENERATED ALWAYS AS ("invoices"."total" - "invoices"."amount_paid") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_id_paid_at_index" ON "payments" USING btree ("invoice_id","paid_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_paid_within_total" CHECK ("invoices"."amount_paid" >= 0 and "invoices"."amount_paid" <= "invoices"."total");--> statement-breakpoint
-- Invoices paid before payments were kept: one payment each for the whole total, as they were marked.
INSERT INTO "payments" ("company_id", "invoice_id", "amount", "method", "paid_at")
SELECT "company_id", "id", "total",
       CASE WHEN "payment_method" IN ('cash', 'check', 'bank_transfer', 'card', 'other') THEN "payment_method" ELSE 'other' END,
       coalesce("paid_date", "updated_at")
FROM "invoices" WHERE "status" = 'paid' AND "total" > 0;--> statement-breakpoint
UPDATE "invoices" SET "amount_paid" = "total" WHERE "status" = 'paid';
