CREATE TABLE "subscription_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"plan" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"original_amount" numeric(10, 2) NOT NULL,
	"discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" varchar(20) NOT NULL,
	"failure_message" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"provider" varchar(20),
	"provider_payment_id" varchar(255),
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"idempotency_key" varchar(120) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_charges_providerPaymentId_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "subscription_charges_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" varchar(20),
	"status" varchar(20) DEFAULT 'trialing' NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"provider" varchar(20),
	"provider_customer_id" varchar(255),
	"provider_subscription_id" varchar(255),
	"card_token" varchar(255),
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"coupon_id" integer,
	"discount_months_left" integer DEFAULT 0 NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "subscriptions_providerSubscriptionId_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_credit" CHECK ("subscriptions"."credit_cents" >= 0 and "subscriptions"."discount_months_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" DROP CONSTRAINT "coupon_usages_orderType_orderId_unique";--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_id_created_at_index" ON "subscription_charges" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_current_period_end_index" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE INDEX "subscriptions_status_trial_ends_at_index" ON "subscriptions" USING btree ("status","trial_ends_at");--> statement-breakpoint
CREATE INDEX "coupon_usages_order_type_order_id_index" ON "coupon_usages" USING btree ("order_type","order_id");--> statement-breakpoint
INSERT INTO "subscriptions" ("user_id", "status", "trial_ends_at")
SELECT u."id", 'trialing', u."created_at" + make_interval(days => coalesce((SELECT "free_trial_days" FROM "platform_settings" ORDER BY "id" LIMIT 1), 45))
FROM "users" u WHERE NOT u."is_admin";
