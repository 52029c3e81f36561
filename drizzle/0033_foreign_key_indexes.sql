ALTER TABLE "job_tasks" DROP CONSTRAINT "job_tasks_assigned_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "job_tasks_assigned_user_id_index";--> statement-breakpoint
CREATE INDEX "invoices_last_email_id_index" ON "invoices" USING btree ("last_email_id") WHERE "invoices"."last_email_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_last_email_id_index" ON "quotes" USING btree ("last_email_id") WHERE "quotes"."last_email_id" is not null;--> statement-breakpoint
CREATE INDEX "platform_transactions_connected_account_id_index" ON "platform_transactions" USING btree ("connected_account_id") WHERE "platform_transactions"."connected_account_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_invoice_id_index" ON "appointments" USING btree ("invoice_id") WHERE "appointments"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "job_progress_logs_logged_by_user_id_index" ON "job_progress_logs" USING btree ("logged_by_user_id") WHERE "job_progress_logs"."logged_by_user_id" is not null;--> statement-breakpoint
CREATE INDEX "job_progress_logs_company_id_index" ON "job_progress_logs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_progress_logs_task_id_index" ON "job_progress_logs" USING btree ("task_id") WHERE "job_progress_logs"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "job_tasks_company_id_index" ON "job_tasks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_customer_id_index" ON "jobs" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_company_id_index" ON "campaign_recipients" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "coupons_created_by_index" ON "coupons" USING btree ("created_by") WHERE "coupons"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "merchandise_orders_coupon_id_index" ON "merchandise_orders" USING btree ("coupon_id") WHERE "merchandise_orders"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "merchandise_orders_customer_id_index" ON "merchandise_orders" USING btree ("customer_id") WHERE "merchandise_orders"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "merchandise_orders_user_id_index" ON "merchandise_orders" USING btree ("user_id") WHERE "merchandise_orders"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_coupon_id_index" ON "subscriptions" USING btree ("coupon_id") WHERE "subscriptions"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "company_domains_coupon_id_index" ON "company_domains" USING btree ("coupon_id") WHERE "company_domains"."coupon_id" is not null;--> statement-breakpoint
CREATE INDEX "company_domains_template_id_index" ON "company_domains" USING btree ("template_id") WHERE "company_domains"."template_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_assigned_to_index" ON "leads" USING btree ("assigned_to") WHERE "leads"."assigned_to" is not null;--> statement-breakpoint
CREATE INDEX "leads_customer_id_index" ON "leads" USING btree ("customer_id") WHERE "leads"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_domain_id_index" ON "leads" USING btree ("domain_id") WHERE "leads"."domain_id" is not null;--> statement-breakpoint
CREATE INDEX "storefront_order_lines_product_id_index" ON "storefront_order_lines" USING btree ("product_id") WHERE "storefront_order_lines"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "storefront_orders_customer_id_index" ON "storefront_orders" USING btree ("customer_id") WHERE "storefront_orders"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "admin_audit_logs_admin_user_id_index" ON "admin_audit_logs" USING btree ("admin_user_id") WHERE "admin_audit_logs"."admin_user_id" is not null;--> statement-breakpoint
CREATE INDEX "error_notification_logs_error_log_id_index" ON "error_notification_logs" USING btree ("error_log_id") WHERE "error_notification_logs"."error_log_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_responses_admin_user_id_index" ON "feedback_responses" USING btree ("admin_user_id") WHERE "feedback_responses"."admin_user_id" is not null;--> statement-breakpoint
CREATE INDEX "data_exports_company_id_index" ON "data_exports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "team_invitations_invited_by_user_id_index" ON "team_invitations" USING btree ("invited_by_user_id") WHERE "team_invitations"."invited_by_user_id" is not null;--> statement-breakpoint
ALTER TABLE "job_tasks" DROP COLUMN "assigned_user_id";