CREATE TABLE "connected_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"processor" varchar(20) NOT NULL,
	"account_id" varchar(255) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"business_name" varchar(255) NOT NULL,
	"business_type" varchar(30) NOT NULL,
	"tax_id_last4" varchar(4),
	"platform_fee_rate" numeric(5, 2) DEFAULT '2.90' NOT NULL,
	"capabilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"last_payout_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_accountId_unique" UNIQUE("account_id"),
	CONSTRAINT "connected_accounts_companyId_processor_unique" UNIQUE("company_id","processor")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"reference" varchar(255) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"failure_message" varchar(255),
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"payment_id" integer,
	"checkout_url" text,
	"idempotency_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_attempts_companyId_idempotencyKey_unique" UNIQUE("company_id","idempotency_key"),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "platform_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"type" varchar(20) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"platform_fee_percent" numeric(5, 2) DEFAULT '2.90' NOT NULL,
	"platform_fee_amount" numeric(10, 2) NOT NULL,
	"provider_amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payment_method" varchar(20),
	"connected_account_id" integer,
	"external_transaction_id" varchar(255),
	"customer_pays_directly" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_transactions" ADD CONSTRAINT "platform_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_transactions" ADD CONSTRAINT "platform_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_transactions" ADD CONSTRAINT "platform_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_transactions" ADD CONSTRAINT "platform_transactions_connected_account_id_connected_accounts_id_fk" FOREIGN KEY ("connected_account_id") REFERENCES "public"."connected_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_id_status_index" ON "payment_attempts" USING btree ("invoice_id","status");--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_id_index" ON "payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "platform_transactions_company_id_id_index" ON "platform_transactions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "platform_transactions_payment_id_index" ON "platform_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "platform_transactions_invoice_id_index" ON "platform_transactions" USING btree ("invoice_id");--> statement-breakpoint
-- Receivables aging reads the outstanding invoices by due date and sums their balance: from the index alone.
CREATE INDEX "invoices_outstanding_due_date_index" ON "invoices" USING btree ("company_id","due_date") INCLUDE ("balance_due") WHERE "status" IN ('sent','viewed','overdue') AND "balance_due" > 0;
