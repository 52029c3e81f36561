CREATE TABLE "invoice_status_totals" (
	"company_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"invoice_count" integer DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_status_totals_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
CREATE TABLE "paid_revenue_by_day" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "paid_revenue_by_day_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "invoice_status_totals" ADD CONSTRAINT "invoice_status_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_revenue_by_day" ADD CONSTRAINT "paid_revenue_by_day_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The change a statement made to invoices, as signed rows: +1 and +total for each new row, -1 and -total for
-- each old one. Companies being deleted are skipped (their totals go with them).
CREATE FUNCTION apply_invoice_totals(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT (c->>'company_id')::int AS company_id, c->>'status' AS status, (c->>'n')::int AS n,
           (c->>'total')::numeric AS total, (c->>'paid_date')::timestamptz AS paid_date
    FROM jsonb_array_elements(changes) c
  ), live AS (
    SELECT d.*, u.timezone FROM d JOIN companies co ON co.id = d.company_id JOIN users u ON u.id = co.user_id
  ), by_status AS (
    INSERT INTO invoice_status_totals (company_id, status, invoice_count, total)
      SELECT company_id, status, sum(n), sum(total) FROM live GROUP BY company_id, status
      HAVING sum(n) <> 0 OR sum(total) <> 0
    ON CONFLICT (company_id, status) DO UPDATE
      SET invoice_count = invoice_status_totals.invoice_count + EXCLUDED.invoice_count,
          total = invoice_status_totals.total + EXCLUDED.total
  )
  INSERT INTO paid_revenue_by_day (company_id, day, total)
    SELECT company_id, (paid_date AT TIME ZONE timezone)::date, sum(total) FROM live
    WHERE status = 'paid' AND paid_date IS NOT NULL
    GROUP BY 1, 2 HAVING sum(total) <> 0
  ON CONFLICT (company_id, day) DO UPDATE SET total = paid_revenue_by_day.total + EXCLUDED.total;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_invoice_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', 1, 'total', total, 'paid_date', paid_date)) FROM new_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_invoice_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', -1, 'total', -total, 'paid_date', paid_date)) FROM old_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose status, total or payment date changed move any figure.
  PERFORM apply_invoice_totals(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'status', o.status, 'n', -1, 'total', -o.total,
                                'paid_date', o.paid_date) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.total, o.paid_date) IS DISTINCT FROM (n.status, n.total, n.paid_date)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'status', n.status, 'n', 1, 'total', n.total,
                                'paid_date', n.paid_date)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.total, o.paid_date) IS DISTINCT FROM (n.status, n.total, n.paid_date)
    ) changed), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_totals_after_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_on_insert();--> statement-breakpoint
CREATE TRIGGER invoice_totals_after_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_on_delete();--> statement-breakpoint
CREATE TRIGGER invoice_totals_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_on_update();--> statement-breakpoint
-- What already exists.
INSERT INTO invoice_status_totals (company_id, status, invoice_count, total)
  SELECT company_id, status, count(*), sum(total) FROM invoices GROUP BY company_id, status;--> statement-breakpoint
INSERT INTO paid_revenue_by_day (company_id, day, total)
  SELECT i.company_id, (i.paid_date AT TIME ZONE u.timezone)::date, sum(i.total)
  FROM invoices i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = c.user_id
  WHERE i.status = 'paid' AND i.paid_date IS NOT NULL GROUP BY 1, 2;
