-- The dashboard's revenue is money received: each payment (less what was refunded of it) on the day it was paid,
-- in the owner's time zone, partial payments included. paid_revenue_by_day was kept from invoices turning paid
-- (their whole total on their paid date); it is now kept from payments, and invoices keep only their totals by
-- status.
CREATE OR REPLACE FUNCTION apply_invoice_totals(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Companies being deleted are skipped (their totals go with them).
  INSERT INTO invoice_status_totals (company_id, status, invoice_count, total)
    SELECT d.company_id, d.status, sum(d.n), sum(d.total)
    FROM (SELECT (c->>'company_id')::int AS company_id, c->>'status' AS status, (c->>'n')::int AS n,
                 (c->>'total')::numeric AS total
          FROM jsonb_array_elements(changes) c) d
    JOIN companies co ON co.id = d.company_id
    GROUP BY d.company_id, d.status HAVING sum(d.n) <> 0 OR sum(d.total) <> 0
  ON CONFLICT (company_id, status) DO UPDATE
    SET invoice_count = invoice_status_totals.invoice_count + EXCLUDED.invoice_count,
        total = invoice_status_totals.total + EXCLUDED.total;
END $$;--> statement-breakpoint
-- The change a statement made to payments, as signed rows: + what each new row brought in, - each old one's, on
-- its day in the owner's time zone.
CREATE FUNCTION apply_payment_revenue(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO paid_revenue_by_day (company_id, day, total)
    SELECT d.company_id, (d.paid_at AT TIME ZONE u.timezone)::date, sum(d.net)
    FROM (SELECT (c->>'company_id')::int AS company_id, (c->>'net')::numeric AS net,
                 (c->>'paid_at')::timestamptz AS paid_at
          FROM jsonb_array_elements(changes) c) d
    JOIN companies co ON co.id = d.company_id JOIN users u ON u.id = co.user_id
    GROUP BY 1, 2 HAVING sum(d.net) <> 0
  ON CONFLICT (company_id, day) DO UPDATE SET total = paid_revenue_by_day.total + EXCLUDED.total;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_revenue_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_revenue(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'net', amount - refunded_amount, 'paid_at', paid_at)) FROM new_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_revenue_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_revenue(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'net', refunded_amount - amount, 'paid_at', paid_at)) FROM old_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION payment_revenue_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose amount, refund or day changed move the revenue.
  PERFORM apply_payment_revenue(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'net', o.refunded_amount - o.amount,
                                'paid_at', o.paid_at) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.amount, o.refunded_amount, o.paid_at) IS DISTINCT FROM (n.amount, n.refunded_amount, n.paid_at)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'net', n.amount - n.refunded_amount,
                                'paid_at', n.paid_at)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.amount, o.refunded_amount, o.paid_at) IS DISTINCT FROM (n.amount, n.refunded_amount, n.paid_at)
    ) changed), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_revenue_after_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_revenue_on_insert();--> statement-breakpoint
CREATE TRIGGER payment_revenue_after_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_revenue_on_delete();--> statement-breakpoint
CREATE TRIGGER payment_revenue_after_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_revenue_on_update();--> statement-breakpoint
-- An owner who changes time zone has the company's revenue filed again under the new zone's days (0007).
CREATE OR REPLACE FUNCTION refile_paid_revenue_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM paid_revenue_by_day p USING companies c WHERE c.user_id = NEW.id AND p.company_id = c.id;
  INSERT INTO paid_revenue_by_day (company_id, day, total)
    SELECT p.company_id, (p.paid_at AT TIME ZONE NEW.timezone)::date, sum(p.amount - p.refunded_amount)
    FROM payments p JOIN companies c ON c.id = p.company_id
    WHERE c.user_id = NEW.id
    GROUP BY 1, 2 HAVING sum(p.amount - p.refunded_amount) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Filed again from the payments already there (0013 gave every paid invoice its payment).
DELETE FROM paid_revenue_by_day;--> statement-breakpoint
INSERT INTO paid_revenue_by_day (company_id, day, total)
  SELECT p.company_id, (p.paid_at AT TIME ZONE u.timezone)::date, sum(p.amount - p.refunded_amount)
  FROM payments p JOIN companies c ON c.id = p.company_id JOIN users u ON u.id = c.user_id
  GROUP BY 1, 2 HAVING sum(p.amount - p.refunded_amount) <> 0;
