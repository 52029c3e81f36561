ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_userId_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "product" varchar(20) DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "product_ref" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "monthly_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_userId_product_productRef_unique" UNIQUE("user_id","product","product_ref");