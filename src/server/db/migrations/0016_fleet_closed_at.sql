-- Issue 27: the closed-sales list found a big agency's closed leads by hashing every sale of the
-- network against every fleet lead of the agency (a sequential scan of lead_fleet_sales, ~130 ms at
-- 200,000 fleet leads) and sorted them by a per-row min(). The lead keeps its first sale's time
-- (closed_at), set by a trigger on every write of a sale whatever path writes it (delivery, seed,
-- import), and the list walks (agency_id, closed_at, id) over the closed leads only.
ALTER TABLE "lead_fleets" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
UPDATE lead_fleets l SET closed_at = s.first_sale FROM (SELECT lead_fleet_id, min(created_at) AS first_sale FROM lead_fleet_sales GROUP BY lead_fleet_id) s WHERE s.lead_fleet_id = l.id;--> statement-breakpoint
CREATE FUNCTION crm_lead_fleet_closed_at_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lead_fleets SET closed_at = (SELECT min(created_at) FROM lead_fleet_sales WHERE lead_fleet_id = OLD.lead_fleet_id) WHERE id = OLD.lead_fleet_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE lead_fleets SET closed_at = (SELECT min(created_at) FROM lead_fleet_sales WHERE lead_fleet_id = NEW.lead_fleet_id) WHERE id = NEW.lead_fleet_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_fleet_sales_closed_at AFTER INSERT OR UPDATE OF lead_fleet_id, created_at OR DELETE ON lead_fleet_sales
  FOR EACH ROW EXECUTE FUNCTION crm_lead_fleet_closed_at_trigger();--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_closed_idx" ON "lead_fleets" USING btree ("agency_id","closed_at","id") WHERE "lead_fleets"."closed_at" IS NOT NULL;
