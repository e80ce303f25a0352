-- Issue 27: an adviser's /sale/dashboard and /sale/reporting read every sale of the agency (3,700 at a
-- million leads) and kept their own few; this index gives them their sales newest first and their counts.
CREATE INDEX "sales_agency_user_created_idx" ON "sales" USING btree ("agency_id","user_id","created_at","id");