-- When an owner changes time zone, the company's paid revenue by day is filed again under the new zone's
-- days, so the dashboard's months never mix two zones.
CREATE FUNCTION refile_paid_revenue_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM paid_revenue_by_day p USING companies c WHERE c.user_id = NEW.id AND p.company_id = c.id;
  INSERT INTO paid_revenue_by_day (company_id, day, total)
    SELECT i.company_id, (i.paid_date AT TIME ZONE NEW.timezone)::date, sum(i.total)
    FROM invoices i JOIN companies c ON c.id = i.company_id
    WHERE c.user_id = NEW.id AND i.status = 'paid' AND i.paid_date IS NOT NULL
    GROUP BY 1, 2;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER paid_revenue_days_follow_timezone AFTER UPDATE OF timezone ON users
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION refile_paid_revenue_days();
