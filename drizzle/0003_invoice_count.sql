ALTER TABLE "document_counters" ADD COLUMN "invoice_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Invoices counted per company as they are inserted and deleted, one update per statement and company.
CREATE FUNCTION count_inserted_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_counters (company_id, invoice_count)
    SELECT company_id, count(*) FROM inserted_invoices GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET invoice_count = document_counters.invoice_count + EXCLUDED.invoice_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION count_deleted_invoices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE document_counters c SET invoice_count = c.invoice_count - d.n
    FROM (SELECT company_id, count(*) AS n FROM deleted_invoices GROUP BY company_id) d
    WHERE c.company_id = d.company_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_counted_on_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS inserted_invoices FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_invoices();--> statement-breakpoint
CREATE TRIGGER invoices_counted_on_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS deleted_invoices FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_invoices();
