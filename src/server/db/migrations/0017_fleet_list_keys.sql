-- Issue 27: the companies list sorted by Giro computed crm_sort_key for each company of the agency
-- (~75 ms at 10,000); the free-text sector's key is kept on the row, the catalogue sector's computed per
-- sector. The prospects list pages over (agency_id, created_at, id) instead of sorting the agency.
ALTER TABLE "companies" ADD COLUMN "sector_text_sort_key" text COLLATE "C" GENERATED ALWAYS AS (crm_sort_key("sector_text")) STORED;--> statement-breakpoint
CREATE INDEX "lead_fleet_prospects_agency_created_id_idx" ON "lead_fleet_prospects" USING btree ("agency_id","created_at","id");