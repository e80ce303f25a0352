-- Issue 27, fifth round: the fleet-lead search's count ANDed a bitmap of the agency's ~40,000 index
-- entries with the trigram index's matches over the whole network (16,664 for 'azteca'), then rechecked
-- the agency's 3,336 on their heap pages: 19.6 ms. With the agency in the same GIN (btree_gin, created in
-- 0007) the index yields only the agency's matches: 8.7 ms; a rare word 1.4 -> 0.2 ms.
DROP INDEX "lead_fleets_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_search_trgm_idx" ON "lead_fleets" USING gin ("agency_id",(lower("contact_name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '') || ' ' || "company_name")) gin_trgm_ops);--> statement-breakpoint
-- The planner's estimate of a search's matches comes from the index expression's statistics, which a new
-- index has none of until ANALYZE: without them it guessed 13 matches for 3,336 and sorted them all for a
-- page (19 ms) instead of walking the activity order and stopping at ten (0.8 ms).
ANALYZE "lead_fleets";
