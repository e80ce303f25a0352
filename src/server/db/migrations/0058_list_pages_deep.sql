-- Issue 55: the lists' deep pages (the manager's leads list half-way: page 2,702 of 54,000 leads; the
-- fleet TODO tab's page 2,004 of 40,000) skipped their OFFSET rows through the heap, because every list
-- leaves blocked records out (blocked_at IS NULL, issue 54) and no index the lists walk carried
-- blocked_at: 27,000 heap visits (37 ms) for ten leads, 60 ms plus a 21 ms count for ten fleet leads.
-- With blocked_at in each list index (a trailing key or INCLUDE: the order the lists walk is unchanged,
-- and the reads that count blocked rows still use them) the skipped rows and the bounded counts are read
-- from the index alone; the ten rows are then joined by id, as before. Index-only scans need the
-- visibility map, which every write to a heap page clears until a vacuum sets it again: on the bench
-- network an update of 2,700 of the big agency's leads brought the deep page back to 30,000 heap visits
-- (31 ms) until a VACUUM (80 ms: it reads only the changed pages). Autovacuum's default waits for 20 %
-- of a table (200,000 changed leads); the two lists' tables are vacuumed after 1 % here (last statements).
-- Rebuilding the indexes locks the two tables until the migration commits (DROP INDEX takes the table's
-- exclusive lock: reads wait too): 14.5 s at 1,000,000 leads and 200,000 fleet leads on a shared 2-core
-- machine at load 4. CONCURRENTLY cannot run inside the migration's transaction: plan a maintenance window.
DROP INDEX "leads_live_agency_phase_created_idx";--> statement-breakpoint
DROP INDEX "leads_live_agency_phase_updated_idx";--> statement-breakpoint
DROP INDEX "leads_live_agency_phase_reactivation_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_phase_activity_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_activity_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_phase_contact_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_contact_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_phase_company_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_company_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_phase_rank_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_user_key_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_user_key_desc_idx";--> statement-breakpoint
CREATE INDEX "leads_live_agency_phase_created_idx" ON "leads" USING btree ("agency_id","phase","created_at","id","blocked_at") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_live_agency_phase_updated_idx" ON "leads" USING btree ("agency_id","phase","updated_at","id","blocked_at") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_live_agency_phase_reactivation_idx" ON "leads" USING btree ("agency_id","phase","reactivation_date","id","blocked_at") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_activity_idx" ON "lead_fleets" USING btree ("agency_id","phase","last_activity_date","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_activity_idx" ON "lead_fleets" USING btree ("agency_id","last_activity_date","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_contact_idx" ON "lead_fleets" USING btree ("agency_id","phase","contact_sort_key","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_contact_idx" ON "lead_fleets" USING btree ("agency_id","contact_sort_key","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_company_idx" ON "lead_fleets" USING btree ("agency_id","phase","company_sort_key","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_company_idx" ON "lead_fleets" USING btree ("agency_id","company_sort_key","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_rank_idx" ON "lead_fleets" USING btree ("agency_id","phase_rank","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_user_key_idx" ON "lead_fleets" USING btree ("agency_id","user_sort_key","user_id","id","blocked_at");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_user_key_desc_idx" ON "lead_fleets" USING btree ("agency_id","user_sort_key" DESC NULLS LAST,"user_id" DESC NULLS LAST,"id" DESC NULLS FIRST,"blocked_at");
--> statement-breakpoint
DROP INDEX IF EXISTS leads_live_agency_created_cover_idx;
--> statement-breakpoint
CREATE INDEX leads_live_agency_created_cover_idx ON leads (agency_id, created_at, id) INCLUDE (phase, user_id, blocked_at) WHERE merged_into_id IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS leads_live_agency_phase_name_idx;
--> statement-breakpoint
CREATE INDEX leads_live_agency_phase_name_idx ON leads (agency_id, phase, name_sort_key, id) INCLUDE (blocked_at) WHERE merged_into_id IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS leads_live_agency_name_idx;
--> statement-breakpoint
CREATE INDEX leads_live_agency_name_idx ON leads (agency_id, name_sort_key, id) INCLUDE (phase, blocked_at) WHERE merged_into_id IS NULL;
--> statement-breakpoint
ALTER TABLE leads SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
--> statement-breakpoint
ALTER TABLE lead_fleets SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
