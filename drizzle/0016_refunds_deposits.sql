CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"provider_refund_id" varchar(255),
	"reason" varchar(255),
	"refunded_at" timestamp with time zone NOT NULL,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_providerRefundId_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_companyId_idempotencyKey_unique" UNIQUE("company_id","idempotency_key"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "invoice_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_status_totals" ADD COLUMN "amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_type" varchar(10);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_value" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_paid" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_id_index" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_quote_id_index" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_quote_id_status_index" ON "payment_attempts" USING btree ("quote_id","status");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_of_invoice_or_quote" CHECK ("payments"."invoice_id" is not null or "payments"."quote_id" is not null);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_of_invoice_or_quote" CHECK (("payment_attempts"."invoice_id" is null) <> ("payment_attempts"."quote_id" is null));--> statement-breakpoint
-- invoice_status_totals keeps, besides each status's count and total, what its invoices have received: the
-- outstanding figure (sent, viewed, overdue) is what is still due on them, partial payments counted.
CREATE OR REPLACE FUNCTION apply_invoice_totals(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Companies being deleted are skipped (their totals go with them).
  INSERT INTO invoice_status_totals (company_id, status, invoice_count, total, amount_paid)
    SELECT d.company_id, d.status, sum(d.n), sum(d.total), sum(d.paid)
    FROM (SELECT (c->>'company_id')::int AS company_id, c->>'status' AS status, (c->>'n')::int AS n,
                 (c->>'total')::numeric AS total, (c->>'paid')::numeric AS paid
          FROM jsonb_array_elements(changes) c) d
    JOIN companies co ON co.id = d.company_id
    GROUP BY d.company_id, d.status HAVING sum(d.n) <> 0 OR sum(d.total) <> 0 OR sum(d.paid) <> 0
  ON CONFLICT (company_id, status) DO UPDATE
    SET invoice_count = invoice_status_totals.invoice_count + EXCLUDED.invoice_count,
        total = invoice_status_totals.total + EXCLUDED.total,
        amount_paid = invoice_status_totals.amount_paid + EXCLUDED.amount_paid;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_invoice_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', 1, 'total', total, 'paid', amount_paid)) FROM new_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_invoice_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', -1, 'total', -total, 'paid', -amount_paid)) FROM old_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose status, total or amount paid changed move any figure.
  PERFORM apply_invoice_totals(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'status', o.status, 'n', -1, 'total', -o.total,
                                'paid', -o.amount_paid) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.total, o.amount_paid) IS DISTINCT FROM (n.status, n.total, n.amount_paid)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'status', n.status, 'n', 1, 'total', n.total,
                                'paid', n.amount_paid)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status, o.total, o.amount_paid) IS DISTINCT FROM (n.status, n.total, n.amount_paid)
    ) changed), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE invoice_status_totals t SET amount_paid = s.paid
  FROM (SELECT company_id, status, sum(amount_paid) AS paid FROM invoices GROUP BY 1, 2) s
  WHERE s.company_id = t.company_id AND s.status = t.status;--> statement-breakpoint
-- The dashboard's revenue: each payment's amount on the day it was paid, less each refund on the day it was
-- given back (both in the owner's time zone). A payment's refunded_amount no longer moves it: its refunds do.
CREATE OR REPLACE FUNCTION payment_revenue_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_revenue(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'net', amount, 'paid_at', paid_at)) FROM new_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_revenue_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_revenue(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'net', -amount, 'paid_at', paid_at)) FROM old_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_revenue_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose amount or day changed move the revenue.
  PERFORM apply_payment_revenue(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'net', -o.amount, 'paid_at', o.paid_at) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.amount, o.paid_at) IS DISTINCT FROM (n.amount, n.paid_at)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'net', n.amount, 'paid_at', n.paid_at)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.amount, o.paid_at) IS DISTINCT FROM (n.amount, n.paid_at)
    ) changed), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refund_revenue_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_revenue(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'net', -amount, 'paid_at', refunded_at)) FROM new_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refund_revenue_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_payment_revenue(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'net', amount, 'paid_at', refunded_at)) FROM old_rows), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refund_revenue_after_insert AFTER INSERT ON payment_refunds
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refund_revenue_on_insert();--> statement-breakpoint
CREATE TRIGGER refund_revenue_after_delete AFTER DELETE ON payment_refunds
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refund_revenue_on_delete();--> statement-breakpoint
-- A refund is never edited: a mistake is a new row (or a deleted one), so the revenue follows every change.
CREATE FUNCTION refund_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_refunds rows are not updated; insert or delete one instead';
END $$;--> statement-breakpoint
CREATE TRIGGER refund_no_update BEFORE UPDATE ON payment_refunds
  FOR EACH ROW EXECUTE FUNCTION refund_refuse_update();--> statement-breakpoint
-- An owner who changes time zone has the company's revenue filed again under the new zone's days (0007).
CREATE OR REPLACE FUNCTION refile_paid_revenue_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM paid_revenue_by_day p USING companies c WHERE c.user_id = NEW.id AND p.company_id = c.id;
  INSERT INTO paid_revenue_by_day (company_id, day, total)
    SELECT m.company_id, (m.at AT TIME ZONE NEW.timezone)::date, sum(m.net)
    FROM (SELECT p.company_id, p.paid_at AS at, p.amount AS net FROM payments p
          UNION ALL
          SELECT r.company_id, r.refunded_at, -r.amount FROM payment_refunds r) m
    JOIN companies c ON c.id = m.company_id
    WHERE c.user_id = NEW.id
    GROUP BY 1, 2 HAVING sum(m.net) <> 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Refunds before this migration were not dated (none were made through the app): each payment's
-- refunded_amount becomes one refund on its payment's day, so every figure stays as it was.
INSERT INTO payment_refunds (company_id, payment_id, amount, refunded_at)
  SELECT company_id, id, refunded_amount, paid_at FROM payments WHERE refunded_amount > 0;--> statement-breakpoint
DELETE FROM paid_revenue_by_day;--> statement-breakpoint
INSERT INTO paid_revenue_by_day (company_id, day, total)
  SELECT m.company_id, (m.at AT TIME ZONE u.timezone)::date, sum(m.net)
  FROM (SELECT p.company_id, p.paid_at AS at, p.amount AS net FROM payments p
        UNION ALL
        SELECT r.company_id, r.refunded_at, -r.amount FROM payment_refunds r) m
  JOIN companies c ON c.id = m.company_id JOIN users u ON u.id = c.user_id
  GROUP BY 1, 2 HAVING sum(m.net) <> 0;
