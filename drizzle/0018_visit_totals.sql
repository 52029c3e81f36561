CREATE TABLE "visit_status_totals" (
	"company_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_status_totals_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
DROP INDEX "appointments_company_start_idx";--> statement-breakpoint
DROP INDEX "appointments_company_status_start_idx";--> statement-breakpoint
ALTER TABLE "visit_status_totals" ADD CONSTRAINT "visit_status_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_company_start_idx" ON "appointments" USING btree ("company_id","start_time","id");--> statement-breakpoint
CREATE INDEX "appointments_company_status_start_idx" ON "appointments" USING btree ("company_id","status","start_time","id");--> statement-breakpoint
-- Visits counted per company and status, as quotes are since 0010: the change a statement made, as signed rows
-- (+1 for each new row, -1 for each old one), applied in (company, status) order so that two statements lock
-- the rows they share in the same order. Companies being deleted are skipped (their totals go with them).
CREATE FUNCTION apply_visit_totals(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO visit_status_totals (company_id, status, visit_count)
    SELECT d.company_id, d.status, sum(d.n)
    FROM jsonb_to_recordset(changes) AS d(company_id int, status text, n int)
    JOIN companies co ON co.id = d.company_id
    GROUP BY d.company_id, d.status HAVING sum(d.n) <> 0
    ORDER BY d.company_id, d.status
  ON CONFLICT (company_id, status) DO UPDATE
    SET visit_count = visit_status_totals.visit_count + EXCLUDED.visit_count;
END $$;--> statement-breakpoint
CREATE FUNCTION visit_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_visit_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', n)) FROM (
      SELECT company_id, status, count(*) AS n FROM new_rows GROUP BY 1, 2) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION visit_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM apply_visit_totals(coalesce((SELECT jsonb_agg(jsonb_build_object('company_id', company_id,
    'status', status, 'n', -n)) FROM (
      SELECT company_id, status, count(*) AS n FROM old_rows GROUP BY 1, 2) g), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION visit_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose status changed move any count (a trigger with transition tables takes no column list).
  PERFORM apply_visit_totals(coalesce((
    SELECT jsonb_agg(x) FROM (
      SELECT jsonb_build_object('company_id', o.company_id, 'status', o.status, 'n', -1) AS x
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.company_id, o.status) IS DISTINCT FROM (n.company_id, n.status)
      UNION ALL
      SELECT jsonb_build_object('company_id', n.company_id, 'status', n.status, 'n', 1)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.company_id, o.status) IS DISTINCT FROM (n.company_id, n.status)
    ) changed), '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER visit_totals_after_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visit_totals_on_insert();--> statement-breakpoint
CREATE TRIGGER visit_totals_after_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION visit_totals_on_delete();--> statement-breakpoint
CREATE TRIGGER visit_totals_after_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION visit_totals_on_update();--> statement-breakpoint
-- What already exists.
INSERT INTO visit_status_totals (company_id, status, visit_count)
  SELECT company_id, status, count(*) FROM appointments GROUP BY company_id, status;
