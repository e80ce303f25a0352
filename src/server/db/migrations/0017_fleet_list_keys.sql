-- Issue 27: the companies list sorted by Giro computed crm_sort_key for each company of the agency
-- (~75 ms at 10,000); the free-text sector's key is kept on the row, the catalogue sector's computed per
-- sector; users keep their name's key, so lists sorted by adviser or executive rank them from an index.
-- The prospects list pages over (agency_id, created_at, id) instead of sorting the agency. The fleet
-- leads' product and quantity filters count from two indexes alone (no heap page of the agency).
DROP INDEX "lead_fleet_products_product_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (crm_sort_key("first_name" || ' ' || "last_name")) STORED;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sector_text_sort_key" text COLLATE "C" GENERATED ALWAYS AS (crm_sort_key("sector_text")) STORED;--> statement-breakpoint
CREATE INDEX "users_name_sort_key_idx" ON "users" USING btree ("name_sort_key","id");--> statement-breakpoint
CREATE INDEX "lead_fleet_prospects_agency_created_id_idx" ON "lead_fleet_prospects" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_quantity_idx" ON "lead_fleets" USING btree ("agency_id","total_quantity","id");--> statement-breakpoint
CREATE INDEX "lead_fleet_products_product_idx" ON "lead_fleet_products" USING btree ("product_id","lead_fleet_id");