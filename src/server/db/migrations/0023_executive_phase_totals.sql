-- Issue 27, fifth round: a fleet-executive's tab totals (GET /lead-fleet/data/totals) counted their
-- leads by phase through (agency_id, user_id, last_activity_date, id), reading a heap page per lead
-- (2,765 pages for 3,515 leads, 5-6 ms). With the phase in the key they are counted from the index
-- alone, and a phase tab of the executive's own leads is one walk of it in activity order.
CREATE INDEX "lead_fleets_agency_user_phase_idx" ON "lead_fleets" USING btree ("agency_id","user_id","phase","last_activity_date","id");
