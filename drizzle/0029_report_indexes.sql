CREATE INDEX "users_last_login_at_index" ON "users" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_created_at_index" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "platform_transactions_created_at_index" ON "platform_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "merchandise_orders_paid_at_index" ON "merchandise_orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "merchandise_orders_refunded_at_index" ON "merchandise_orders" USING btree ("refunded_at");--> statement-breakpoint
CREATE INDEX "subscription_charges_created_at_index" ON "subscription_charges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "company_domains_activated_at_index" ON "company_domains" USING btree ("activated_at");