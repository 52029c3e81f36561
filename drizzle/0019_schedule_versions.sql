CREATE TABLE "schedule_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The week's visits change for a company: its counter moves once per transaction, when it commits (the triggers are
-- deferred), so the row is locked for no longer than the commit and two transactions of one company only queue
-- there. A company being deleted is skipped (its counter goes with it).
CREATE FUNCTION bump_schedule_version(company integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF company IS NULL THEN RETURN; END IF;
  IF current_setting('crewdesk.schedule_bumped_' || company, true) = '1' THEN RETURN; END IF;
  PERFORM set_config('crewdesk.schedule_bumped_' || company, '1', true);
  INSERT INTO schedule_versions (company_id, version)
    SELECT id, 1 FROM companies WHERE id = company
  ON CONFLICT (company_id) DO UPDATE SET version = schedule_versions.version + 1;
END $$;--> statement-breakpoint
CREATE FUNCTION schedule_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM bump_schedule_version(OLD.company_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
    PERFORM bump_schedule_version(NEW.company_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_changed_by_visits AFTER INSERT OR UPDATE OR DELETE ON appointments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION schedule_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_changed_by_tasks AFTER INSERT OR UPDATE OF status, appointment_id OR DELETE ON job_tasks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION schedule_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_changed_by_jobs AFTER UPDATE OF service_id, rrule ON jobs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.service_id IS DISTINCT FROM NEW.service_id OR OLD.rrule IS DISTINCT FROM NEW.rrule)
  EXECUTE FUNCTION schedule_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_changed_by_customers AFTER UPDATE OF name, email, phone ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION schedule_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_changed_by_services AFTER UPDATE OF name ON services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION schedule_changed();
