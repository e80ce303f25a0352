-- Issue 55: the fleet list's tab totals (GET /lead-fleet/data/totals) counted the agency's fleet leads
-- per phase on every call (44 ms at 200,000 fleet leads). lead_fleet_counts holds those counts, kept by
-- the triggers below in the transaction that writes a lead (as lead_counts for the retail leads), so
-- every write path (the API's, imports, erasure, a hand-written UPDATE) keeps them. A blocked lead
-- (issue 54) is in no list, so it counts nowhere; user_id 0 stands for "no executive".
--
-- Each statement applies its rows' changes in key order, so two writes that move leads between the
-- same counters lock those rows in the same order and cannot deadlock on them.
CREATE TABLE "lead_fleet_counts" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phase" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_fleet_counts_agency_id_user_id_phase_pk" PRIMARY KEY("agency_id","user_id","phase")
);
--> statement-breakpoint
CREATE FUNCTION crm_lead_fleet_counts_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_fleet_counts AS c (agency_id, user_id, phase, n)
  SELECT r.agency_id, coalesce(r.user_id, 0), r.phase, count(*)::int FROM crm_new_lead_fleets r WHERE r.blocked_at IS NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION crm_lead_fleet_counts_delete_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_fleet_counts AS c (agency_id, user_id, phase, n)
  SELECT r.agency_id, coalesce(r.user_id, 0), r.phase, -count(*)::int FROM crm_old_lead_fleets r WHERE r.blocked_at IS NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update: the old row out, the new row in, one statement (the pair nets to nothing when neither counts).
CREATE FUNCTION crm_lead_fleet_counts_update_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_fleet_counts AS c (agency_id, user_id, phase, n)
  SELECT d.agency_id, d.user_id, d.phase, sum(d.n)::int
  FROM (VALUES (OLD.agency_id, coalesce(OLD.user_id, 0), OLD.phase, CASE WHEN OLD.blocked_at IS NULL THEN -1 ELSE 0 END),
               (NEW.agency_id, coalesce(NEW.user_id, 0), NEW.phase, CASE WHEN NEW.blocked_at IS NULL THEN 1 ELSE 0 END)) AS d(agency_id, user_id, phase, n)
  GROUP BY 1, 2, 3
  HAVING sum(d.n) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_fleets_counts_insert AFTER INSERT ON lead_fleets REFERENCING NEW TABLE AS crm_new_lead_fleets
FOR EACH STATEMENT EXECUTE FUNCTION crm_lead_fleet_counts_insert_trigger();
--> statement-breakpoint
CREATE TRIGGER lead_fleets_counts_delete AFTER DELETE ON lead_fleets REFERENCING OLD TABLE AS crm_old_lead_fleets
FOR EACH STATEMENT EXECUTE FUNCTION crm_lead_fleet_counts_delete_trigger();
--> statement-breakpoint
-- Only the columns the counters depend on: activity dates, contact edits and sort keys do not fire it.
CREATE TRIGGER lead_fleets_counts_update AFTER UPDATE ON lead_fleets FOR EACH ROW
WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.phase IS DISTINCT FROM NEW.phase
   OR (OLD.blocked_at IS NULL) <> (NEW.blocked_at IS NULL))
EXECUTE FUNCTION crm_lead_fleet_counts_update_trigger();
--> statement-breakpoint
-- Rebuilds the counters from the rows: this migration's backfill, and bulk loads that bypass the
-- triggers (the bench seed runs with session_replication_role = replica).
CREATE FUNCTION crm_rebuild_lead_fleet_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_fleet_counts;
  INSERT INTO lead_fleet_counts (agency_id, user_id, phase, n)
  SELECT agency_id, coalesce(user_id, 0), phase, count(*) FROM lead_fleets WHERE blocked_at IS NULL GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT crm_rebuild_lead_fleet_counts();
