-- Issue 55: the searches' SQL floors over 25 ms at 1,000,000 leads.
-- 1. The leads' search index holds the phase beside the agency (btree_gin): the frozen, future-sale and
--    phase-tab searches read the matches of one phase only ('garc' among the frozen leads of the demo
--    agency: 525 rows rechecked instead of the agency's 2,309; the bounded count 24 -> 1.8 ms). A search
--    over several phases (the leads list's 'All' tab) still reads it by agency and trigrams.
-- 2. No pending list (fastupdate = off) on the lists' trigram indexes (the duplicate matcher's has none since name_key_pairs):
--    with it, every non-HOT update of a row (any write that changes an indexed column, e.g. updated_at)
--    queued its trigrams in a list that EVERY search then scans whole until a vacuum merges it: after the
--    bench's own updates the leads' index held 396 pending pages and its scan for 'maría' took 8-16 ms
--    instead of 0.8. Writes now put their entries in place (a few descents of the GIN per written row).
DROP INDEX IF EXISTS leads_agency_search_trgm_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS leads_agency_phase_search_trgm_idx ON leads USING gin (agency_id, phase,
  (lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) gin_trgm_ops)
  WITH (fastupdate = off)
  WHERE merged_into_id IS NULL;
--> statement-breakpoint
ALTER INDEX lead_fleets_agency_search_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('lead_fleets_agency_search_trgm_idx'::regclass);
--> statement-breakpoint
ALTER INDEX companies_search_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('companies_search_trgm_idx'::regclass);
--> statement-breakpoint
ALTER INDEX lead_fleet_prospects_agency_search_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('lead_fleet_prospects_agency_search_trgm_idx'::regclass);
