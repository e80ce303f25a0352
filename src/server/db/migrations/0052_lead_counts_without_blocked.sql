-- A blocked lead (issue 54: a cancellation's first stage) leaves every list at once: the phase tabs'
-- totals (lead_counts, which also plan the adviser-sorted pages) stop counting it, so a list's total
-- is the rows it can show. The dashboard's history (lead_daily_stats) keeps counting it: what happened
-- stays right. Same functions as 0007 and 0018, with the blocked condition on lead_counts only.
CREATE OR REPLACE FUNCTION crm_lead_stats_apply(r leads, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (r.created_at AT TIME ZONE 'America/Mexico_City')::date;
  u integer := coalesce(r.user_id, 0);
BEGIN
  IF r.merged_into_id IS NOT NULL THEN
    RETURN;
  END IF;
  IF r.blocked_at IS NULL THEN
    INSERT INTO lead_counts AS c (agency_id, user_id, phase, n) VALUES (r.agency_id, u, r.phase, sign)
    ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  INSERT INTO lead_daily_stats AS s (agency_id, dim, day, key, user_id, n, response_sum, response_n)
  VALUES
    (r.agency_id, 'phase', d, r.phase, u, sign, sign * coalesce(r.first_response_time_in_minutes, 0),
      CASE WHEN r.first_response_time_in_minutes IS NULL THEN 0 ELSE sign END),
    (r.agency_id, 'status', d, r.sub_status, u, sign, 0, 0),
    (r.agency_id, 'origin', d, coalesce(r.lead_origin_id, 0)::text, u, sign, 0, 0),
    (r.agency_id, 'product', d, coalesce(r.current_product_id, 0)::text, u, sign, 0, 0)
  ON CONFLICT (agency_id, dim, day, key, user_id) DO UPDATE
    SET n = s.n + excluded.n, response_sum = s.response_sum + excluded.response_sum, response_n = s.response_n + excluded.response_n;
END $$;
--> statement-breakpoint
DROP TRIGGER leads_stats_update ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_stats_update AFTER UPDATE ON leads FOR EACH ROW
WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.phase IS DISTINCT FROM NEW.phase
   OR OLD.sub_status IS DISTINCT FROM NEW.sub_status OR OLD.lead_origin_id IS DISTINCT FROM NEW.lead_origin_id
   OR OLD.current_product_id IS DISTINCT FROM NEW.current_product_id OR OLD.merged_into_id IS DISTINCT FROM NEW.merged_into_id
   OR OLD.created_at IS DISTINCT FROM NEW.created_at
   OR OLD.first_response_time_in_minutes IS DISTINCT FROM NEW.first_response_time_in_minutes
   OR (OLD.blocked_at IS NULL) <> (NEW.blocked_at IS NULL))
EXECUTE FUNCTION crm_leads_stats_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_leads_stats_delete_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (agency_id, user_id, phase, n)
  SELECT r.agency_id, coalesce(r.user_id, 0), r.phase, -1 * count(*)::int FROM crm_old_leads r WHERE r.merged_into_id IS NULL AND r.blocked_at IS NULL GROUP BY 1, 2, 3
  ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO lead_daily_stats AS s (agency_id, dim, day, key, user_id, n, response_sum, response_n)
  SELECT r.agency_id, v.dim, (r.created_at AT TIME ZONE 'America/Mexico_City')::date, v.key, coalesce(r.user_id, 0),
         -1 * count(*)::int, -1 * sum(v.rs)::bigint, -1 * sum(v.rn)::int
  FROM crm_old_leads r
  CROSS JOIN LATERAL (VALUES
    ('phase', r.phase, coalesce(r.first_response_time_in_minutes, 0), CASE WHEN r.first_response_time_in_minutes IS NULL THEN 0 ELSE 1 END),
    ('status', r.sub_status, 0, 0),
    ('origin', coalesce(r.lead_origin_id, 0)::text, 0, 0),
    ('product', coalesce(r.current_product_id, 0)::text, 0, 0)) AS v(dim, key, rs, rn)
  WHERE r.merged_into_id IS NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (agency_id, dim, day, key, user_id) DO UPDATE
    SET n = s.n + excluded.n, response_sum = s.response_sum + excluded.response_sum, response_n = s.response_n + excluded.response_n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION crm_leads_stats_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (agency_id, user_id, phase, n)
  SELECT r.agency_id, coalesce(r.user_id, 0), r.phase, 1 * count(*)::int FROM crm_new_leads r WHERE r.merged_into_id IS NULL AND r.blocked_at IS NULL GROUP BY 1, 2, 3
  ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO lead_daily_stats AS s (agency_id, dim, day, key, user_id, n, response_sum, response_n)
  SELECT r.agency_id, v.dim, (r.created_at AT TIME ZONE 'America/Mexico_City')::date, v.key, coalesce(r.user_id, 0),
         1 * count(*)::int, 1 * sum(v.rs)::bigint, 1 * sum(v.rn)::int
  FROM crm_new_leads r
  CROSS JOIN LATERAL (VALUES
    ('phase', r.phase, coalesce(r.first_response_time_in_minutes, 0), CASE WHEN r.first_response_time_in_minutes IS NULL THEN 0 ELSE 1 END),
    ('status', r.sub_status, 0, 0),
    ('origin', coalesce(r.lead_origin_id, 0)::text, 0, 0),
    ('product', coalesce(r.current_product_id, 0)::text, 0, 0)) AS v(dim, key, rs, rn)
  WHERE r.merged_into_id IS NULL
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (agency_id, dim, day, key, user_id) DO UPDATE
    SET n = s.n + excluded.n, response_sum = s.response_sum + excluded.response_sum, response_n = s.response_n + excluded.response_n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebuilding (bulk loads that bypass the triggers) counts the same way.
CREATE OR REPLACE FUNCTION crm_rebuild_lead_stats() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE leads DISABLE TRIGGER leads_stats_update;
  UPDATE leads l SET current_product_id = c.product_id
  FROM (SELECT DISTINCT ON (i.lead_id) i.lead_id, i.product_id FROM lead_interests i WHERE i.current
        ORDER BY i.lead_id, i.created_at DESC, i.id DESC) c
  WHERE c.lead_id = l.id AND l.current_product_id IS DISTINCT FROM c.product_id;
  ALTER TABLE leads ENABLE TRIGGER leads_stats_update;
  DELETE FROM lead_counts;
  DELETE FROM lead_daily_stats;
  INSERT INTO lead_counts (agency_id, user_id, phase, n)
  SELECT agency_id, coalesce(user_id, 0), phase, count(*) FROM leads WHERE merged_into_id IS NULL AND blocked_at IS NULL GROUP BY 1, 2, 3;
  INSERT INTO lead_daily_stats (agency_id, dim, day, key, user_id, n, response_sum, response_n)
  SELECT agency_id, dim, day, key, user_id, count(*), coalesce(sum(minutes), 0), count(minutes)
  FROM (
    SELECT l.agency_id, (l.created_at AT TIME ZONE 'America/Mexico_City')::date AS day, coalesce(l.user_id, 0) AS user_id,
           d.dim, d.key, d.minutes
    FROM leads l
    CROSS JOIN LATERAL (VALUES
      ('phase', l.phase, l.first_response_time_in_minutes),
      ('status', l.sub_status, NULL::integer),
      ('origin', coalesce(l.lead_origin_id, 0)::text, NULL::integer),
      ('product', coalesce(l.current_product_id, 0)::text, NULL::integer)) d(dim, key, minutes)
    WHERE l.merged_into_id IS NULL
  ) x
  GROUP BY agency_id, dim, day, key, user_id;
END $$;
--> statement-breakpoint
-- Leads blocked before this migration: taken out of the tabs' totals once.
INSERT INTO lead_counts AS c (agency_id, user_id, phase, n)
SELECT agency_id, coalesce(user_id, 0), phase, -1 * count(*)::int FROM leads WHERE merged_into_id IS NULL AND blocked_at IS NOT NULL GROUP BY 1, 2, 3
ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
