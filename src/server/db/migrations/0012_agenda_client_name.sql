-- The agenda's week of a big agency (~1,400 appointments) read each appointment's heap row and probed
-- its lead for the client's name: ~7,000 pages, 15-20 ms at a million leads. The name is kept on the
-- appointment by triggers (set when the appointment is written or moves to another lead, followed
-- when the lead is renamed) and the agency-date index carries every column the agenda reads, so the
-- week is one index-only range (~60 pages, ~4 ms).
ALTER TABLE appointments ADD COLUMN client_name text;
--> statement-breakpoint
UPDATE appointments a SET client_name = l.first_name || ' ' || l.last_name FROM leads l WHERE l.id = a.lead_id;
--> statement-breakpoint
CREATE FUNCTION crm_appointment_client_name_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.client_name := (SELECT l.first_name || ' ' || l.last_name FROM leads l WHERE l.id = NEW.lead_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_client_name BEFORE INSERT OR UPDATE OF lead_id, client_name ON appointments
  FOR EACH ROW EXECUTE FUNCTION crm_appointment_client_name_trigger();
--> statement-breakpoint
CREATE FUNCTION crm_lead_renamed_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appointments SET client_name = NEW.first_name || ' ' || NEW.last_name WHERE lead_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_renamed_appointments AFTER UPDATE OF first_name, last_name ON leads
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION crm_lead_renamed_trigger();
--> statement-breakpoint
DROP INDEX IF EXISTS appointments_agency_date_idx;
--> statement-breakpoint
CREATE INDEX appointments_agency_date_idx ON appointments (agency_id, date) INCLUDE (status, type, id, lead_id, user_id, product_id, client_name);
