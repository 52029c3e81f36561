CREATE TABLE "coupon_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer NOT NULL,
	"order_type" varchar(20) NOT NULL,
	"discount_amount" numeric(10, 2) NOT NULL,
	"original_amount" numeric(10, 2) NOT NULL,
	"final_amount" numeric(10, 2) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_usages_orderType_orderId_unique" UNIQUE("order_type","order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100),
	"type" varchar(20) NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"description" varchar(500),
	"minimum_amount" numeric(10, 2),
	"max_discount" numeric(10, 2),
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"user_limit" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"applicable_services" jsonb,
	"excluded_services" jsonb,
	"duration_months" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_type" CHECK ("coupons"."type" in ('percentage', 'fixed_amount')),
	CONSTRAINT "coupons_value" CHECK ("coupons"."value" >= 0 and ("coupons"."type" <> 'percentage' or "coupons"."value" <= 100)),
	CONSTRAINT "coupons_usage" CHECK ("coupons"."usage_count" >= 0 and ("coupons"."usage_limit" is null or "coupons"."usage_limit" >= 1)),
	CONSTRAINT "coupons_user_limit" CHECK ("coupons"."user_limit" >= 1)
);
--> statement-breakpoint
CREATE TABLE "merchandise_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(20) NOT NULL,
	"base_price" numeric(10, 2) NOT NULL,
	"markup" numeric(10, 2) NOT NULL,
	"image_url" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"customizable" boolean DEFAULT true NOT NULL,
	"preview_shape" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "merchandise_products_prices" CHECK ("merchandise_products"."base_price" >= 0 and "merchandise_products"."markup" >= 0),
	CONSTRAINT "merchandise_products_rating" CHECK ("merchandise_products"."rating" >= 0 and "merchandise_products"."rating" <= 5)
);
--> statement-breakpoint
DROP INDEX "merchandise_orders_company_id_created_at_index";--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "original_total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "coupon_code" varchar(50);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "carrier" varchar(40);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "provider" varchar(20);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "provider_payment_id" varchar(255);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "checkout_session_id" varchar(255);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "card_brand" varchar(20);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "card_last4" varchar(4);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "idempotency_key" varchar(100);--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD COLUMN "provider_refund_id" varchar(255);--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_id_user_id_index" ON "coupon_usages" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_usages_user_id_index" ON "coupon_usages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_created_at_id_index" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchandise_orders_company_id_created_at_id_index" ON "merchandise_orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "merchandise_orders_created_at_id_index" ON "merchandise_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "merchandise_orders_status_created_at_id_index" ON "merchandise_orders" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_providerPaymentId_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_checkoutSessionId_unique" UNIQUE("checkout_session_id");--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_companyId_idempotencyKey_unique" UNIQUE("company_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "merchandise_orders" ADD CONSTRAINT "merchandise_orders_total" CHECK ("merchandise_orders"."total" >= 0 and "merchandise_orders"."discount_amount" >= 0);--> statement-breakpoint
UPDATE "merchandise_orders" SET "original_total" = "total" + "discount_amount";