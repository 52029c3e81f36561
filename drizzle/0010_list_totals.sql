CREATE TABLE "customer_totals" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"customer_count" integer DEFAULT 0 NOT NULL,
	"active_customer_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_status_totals" (
	"company_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "quote_status_totals_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
DROP INDEX "customers_company_id_name_index";--> statement-breakpoint
DROP INDEX "invoices_company_id_created_at_index";--> statement-breakpoint
DROP INDEX "quotes_company_id_created_at_index";--> statement-breakpoint
DROP INDEX "quotes_company_id_status_index";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invoice_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_status_totals" ADD CONSTRAINT "quote_status_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_id_name_id_index" ON "customers" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_created_at_id_index" ON "invoices" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_status_created_at_id_index" ON "invoices" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_company_id_created_at_id_index" ON "quotes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_company_id_status_created_at_id_index" ON "quotes" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
-- The search indexes without a pending list: only VACUUM (or 4 MB of it) empties that list, the embedded
-- database never vacuums, and with a long list the planner prices the index above a sequential scan. Their
-- entries move into the index now, instead of a rebuild.
ALTER INDEX "customers_search_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "invoices_search_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('customers_search_idx'::regclass), gin_clean_pending_list('invoices_search_idx'::regclass);--> statement-breakpoint
-- Quotes counted and summed per company and status, as invoices are since 0005: the change a statement made,
-- as signed rows (+1 and +amount for each new row, -1 and -amount for each old one). Companies being deleted
-- are skipped (their totals go with them).
CREATE FUNCTION apply_quote_totals(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quote_status_totals (company_id, status, quote_count, total)
    SELECT d.company_id, d.status, sum(d.n), sum(d.total)
    FROM jsonb_to_recordset(changes) AS d(company_id int, status text, n int, total numeric)
    JOIN companies co ON co.id = d.company_id
    GROUP BY d.company_id, d.status HAVING sum(d.n) <> 0 OR sum(d.total) <> 0
  ON CONFLICT (company_id, status) DO UPDATE
    SET quote_count = quote_status_totals.quote_count + EXCLUDED.quote_count,
        total = quote_status_totals.total + EXCLUDED.total;
END $$;--> statement-breakpoint
CREATE FUNCTION quote_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_quote_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', n, 'total', total)) FROM (
      SELECT company_id, status, count(*) AS n, sum(amount) AS total FROM new_rows GROUP BY 1, 2) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION quote_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_quote_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', -n, 'total', -total)) FROM (
      SELECT company_id, status, count(*) AS n, sum(amount) AS total FROM old_rows GROUP BY 1, 2) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION quote_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose status or amount changed move any figure.
  PERFORM apply_quote_totals(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'status', o.status, 'n', -1, 'total', -o.amount) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.amount) IS DISTINCT FROM (n.status, n.amount)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'status', n.status, 'n', 1, 'total', n.amount)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.amount) IS DISTINCT FROM (n.status, n.amount)
    ) changed), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quote_totals_after_insert AFTER INSERT ON quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_totals_on_insert();--> statement-breakpoint
CREATE TRIGGER quote_totals_after_delete AFTER DELETE ON quotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_totals_on_delete();--> statement-breakpoint
CREATE TRIGGER quote_totals_after_update AFTER UPDATE ON quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION quote_totals_on_update();--> statement-breakpoint
-- Customers counted per company as they are inserted and deleted.
CREATE FUNCTION apply_customer_count(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_totals (company_id, customer_count, active_customer_count)
    SELECT d.company_id, sum(d.n), sum(d.active)
    FROM jsonb_to_recordset(changes) AS d(company_id int, n int, active int)
    JOIN companies co ON co.id = d.company_id
    GROUP BY d.company_id
  ON CONFLICT (company_id) DO UPDATE
    SET customer_count = customer_totals.customer_count + EXCLUDED.customer_count,
        active_customer_count = customer_totals.active_customer_count + EXCLUDED.active_customer_count;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_count_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_customer_count(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'n', n, 'active', active)) FROM (
      SELECT company_id, count(*) AS n, count(*) FILTER (WHERE invoice_count > 0) AS active
      FROM new_rows GROUP BY 1) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_count_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_customer_count(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'n', -n, 'active', -active)) FROM (
      SELECT company_id, count(*) AS n, count(*) FILTER (WHERE invoice_count > 0) AS active
      FROM old_rows GROUP BY 1) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_count_after_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_count_on_insert();--> statement-breakpoint
CREATE TRIGGER customer_count_after_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_count_on_delete();--> statement-breakpoint
-- Each customer's count of invoices, signed per customer; a customer whose count leaves or reaches 0 moves
-- the company's count of active customers. The customer's row is updated (locked) in the statement, so two
-- statements adding a first invoice for the same customer count it active once.
CREATE FUNCTION apply_customer_invoice_counts(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT c.customer_id, sum(c.n)::int AS n FROM jsonb_to_recordset(changes) AS c(customer_id int, n int)
    GROUP BY c.customer_id HAVING sum(c.n) <> 0
  ), counted AS (
    UPDATE customers c SET invoice_count = c.invoice_count + d.n FROM d WHERE c.id = d.customer_id
    RETURNING c.company_id, (c.invoice_count > 0)::int - (c.invoice_count - d.n > 0)::int AS became_active
  )
  INSERT INTO customer_totals (company_id, active_customer_count)
    SELECT k.company_id, sum(k.became_active) FROM counted k JOIN companies co ON co.id = k.company_id
    GROUP BY k.company_id HAVING sum(k.became_active) <> 0
  ON CONFLICT (company_id) DO UPDATE
    SET active_customer_count = customer_totals.active_customer_count + EXCLUDED.active_customer_count;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_invoices_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_customer_invoice_counts(coalesce((SELECT jsonb_agg(jsonb_build_object('customer_id', customer_id,
    'n', n)) FROM (SELECT customer_id, count(*) AS n FROM new_rows GROUP BY 1) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_invoices_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_customer_invoice_counts(coalesce((SELECT jsonb_agg(jsonb_build_object('customer_id', customer_id,
    'n', -n)) FROM (SELECT customer_id, count(*) AS n FROM old_rows GROUP BY 1) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customer_invoices_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only an invoice moved to another customer (a draft edited) changes any count.
  PERFORM apply_customer_invoice_counts(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('customer_id', o.customer_id, 'n', -1) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.customer_id <> n.customer_id
      UNION ALL
      SELECT jsonb_build_object('customer_id', n.customer_id, 'n', 1)
      FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.customer_id <> n.customer_id
    ) moved), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_invoices_after_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_invoices_on_insert();--> statement-breakpoint
CREATE TRIGGER customer_invoices_after_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_invoices_on_delete();--> statement-breakpoint
CREATE TRIGGER customer_invoices_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_invoices_on_update();--> statement-breakpoint
-- What already exists.
INSERT INTO quote_status_totals (company_id, status, quote_count, total)
  SELECT company_id, status, count(*), sum(amount) FROM quotes GROUP BY company_id, status;--> statement-breakpoint
UPDATE customers c SET invoice_count = i.n
  FROM (SELECT customer_id, count(*)::int AS n FROM invoices GROUP BY customer_id) i WHERE c.id = i.customer_id;--> statement-breakpoint
INSERT INTO customer_totals (company_id, customer_count, active_customer_count)
  SELECT company_id, count(*), count(*) FILTER (WHERE invoice_count > 0) FROM customers GROUP BY company_id;