-- Search on customers and invoices uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "billing_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"payment_reminders_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(255),
	"phone" varchar(40),
	"address" varchar(255),
	"notes" text,
	"access_token" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_accessToken_unique" UNIQUE("access_token")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"last_invoice_number" integer DEFAULT 0 NOT NULL,
	"last_quote_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"job_id" integer,
	"invoice_number" varchar(20) NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"tax" numeric(10, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"due_date" date,
	"paid_date" timestamp with time zone,
	"sent_date" timestamp with time zone,
	"viewed_date" timestamp with time zone,
	"items" jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"payment_instructions" text,
	"pdf_url" text,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"last_email_id" integer,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_sent" timestamp with time zone,
	"payment_method" varchar(40),
	"external_transaction_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_companyId_invoiceNumber_unique" UNIQUE("company_id","invoice_number")
);
--> statement-breakpoint
CREATE TABLE "merchandise_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer,
	"order_number" varchar(30) NOT NULL,
	"items" jsonb NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"tax" numeric(10, 2) DEFAULT '0' NOT NULL,
	"commission" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"shipping_address" jsonb,
	"tracking_number" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_orders_orderNumber_unique" UNIQUE("order_number")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"quote_number" varchar(20) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"description" text,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"valid_until" date,
	"sent_date" timestamp with time zone,
	"accepted_date" timestamp with time zone,
	"signer_name" varchar(120),
	"declined_date" timestamp with time zone,
	"decline_reason" text,
	"items" jsonb NOT NULL,
	"notes" text,
	"preview_token" varchar(64) NOT NULL,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"last_email_id" integer,
	"converted_invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_previewToken_unique" UNIQUE("preview_token"),
	CONSTRAINT "quotes_convertedInvoiceId_unique" UNIQUE("converted_invoice_id"),
	CONSTRAINT "quotes_companyId_quoteNumber_unique" UNIQUE("company_id","quote_number")
);
--> statement-breakpoint
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_last_email_id_email_outbox_id_fk" FOREIGN KEY ("last_email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_last_email_id_email_outbox_id_fk" FOREIGN KEY ("last_email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_converted_invoice_id_invoices_id_fk" FOREIGN KEY ("converted_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_id_name_index" ON "customers" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (lower("name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_company_id_created_at_index" ON "invoices" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_company_id_status_due_date_index" ON "invoices" USING btree ("company_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_customer_id_index" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin (lower("invoice_number" || ' ' || coalesce("notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchandise_orders_company_id_status_index" ON "merchandise_orders" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "quotes_company_id_created_at_index" ON "quotes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_company_id_status_index" ON "quotes" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "quotes_customer_id_index" ON "quotes" USING btree ("customer_id");