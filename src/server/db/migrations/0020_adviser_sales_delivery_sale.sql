-- Issue 27, third round: an adviser's /sale/dashboard and /sale/reporting read every sale of the agency
-- (3,700 at a million leads) to keep their own few; (agency_id, user_id, created_at, id) gives them their
-- sales newest first and their counts. A fleet delivery's answer joined its closed sale by delivery_id,
-- which no index served (every lead_fleet_sales row read; bench:ci's plan check on POST /lead-fleet/entrega).
CREATE INDEX "lead_fleet_sales_delivery_idx" ON "lead_fleet_sales" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "sales_agency_user_created_idx" ON "sales" USING btree ("agency_id","user_id","created_at","id");
