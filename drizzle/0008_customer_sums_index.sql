DROP INDEX "invoices_customer_id_index";--> statement-breakpoint
CREATE INDEX "invoices_customer_sums_idx" ON "invoices" USING btree ("customer_id","status","total");