ALTER TABLE "company_domains" ADD COLUMN "setup_payment_id" varchar(255);--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "setup_amount_paid" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "company_domains" ADD COLUMN "checkout_session_id" varchar(255);--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_setupPaymentId_unique" UNIQUE("setup_payment_id");--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_checkoutSessionId_unique" UNIQUE("checkout_session_id");