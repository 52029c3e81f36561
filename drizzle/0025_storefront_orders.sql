CREATE TABLE "storefront_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"name" varchar(120) NOT NULL,
	"sku" varchar(60),
	"unit_price" numeric(10, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" numeric(10, 2) NOT NULL,
	CONSTRAINT "storefront_order_lines_quantity" CHECK ("storefront_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "storefront_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reference" varchar(20) NOT NULL,
	"public_token" varchar(64) NOT NULL,
	"customer_id" integer,
	"buyer_name" varchar(120) NOT NULL,
	"buyer_email" varchar(255) NOT NULL,
	"buyer_phone" varchar(40),
	"notes" text,
	"subtotal" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"tier_name" varchar(20) NOT NULL,
	"fee_percent" numeric(5, 2) NOT NULL,
	"fee_amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"provider" varchar(20) NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"checkout_session_id" varchar(255),
	"provider_payment_id" varchar(255),
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"failure_message" varchar(255),
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storefront_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "storefront_orders_publicToken_unique" UNIQUE("public_token"),
	CONSTRAINT "storefront_orders_checkoutSessionId_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "storefront_orders_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "storefront_orders_companyId_idempotencyKey_unique" UNIQUE("company_id","idempotency_key"),
	CONSTRAINT "storefront_orders_amounts" CHECK ("storefront_orders"."subtotal" >= 0 and "storefront_orders"."total" >= 0 and "storefront_orders"."fee_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "platform_transactions" ADD COLUMN "storefront_order_id" integer;--> statement-breakpoint
ALTER TABLE "storefront_order_lines" ADD CONSTRAINT "storefront_order_lines_order_id_storefront_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."storefront_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_order_lines" ADD CONSTRAINT "storefront_order_lines_product_id_landing_page_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."landing_page_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_orders" ADD CONSTRAINT "storefront_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_orders" ADD CONSTRAINT "storefront_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_order_lines_order_id_index" ON "storefront_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "storefront_orders_company_id_id_index" ON "storefront_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "storefront_orders_company_id_status_id_index" ON "storefront_orders" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "storefront_orders_company_id_paid_at_index" ON "storefront_orders" USING btree ("company_id","paid_at");--> statement-breakpoint
CREATE INDEX "storefront_orders_status_created_at_index" ON "storefront_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "platform_transactions" ADD CONSTRAINT "platform_transactions_storefront_order_id_storefront_orders_id_fk" FOREIGN KEY ("storefront_order_id") REFERENCES "public"."storefront_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_transactions_storefront_order_id_index" ON "platform_transactions" USING btree ("storefront_order_id");