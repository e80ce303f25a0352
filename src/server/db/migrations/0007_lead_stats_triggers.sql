-- Indexes drizzle-kit cannot describe. The agency's search: btree_gin lets one GIN index hold the
-- agency and the trigrams of name, e-mail and phone, so a '%term%' search reads that agency's matches
-- only. The covering index lets the 'All' tab page (and skip) without visiting lead rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX leads_agency_search_trgm_idx ON leads USING gin (agency_id,
  (lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) gin_trgm_ops)
  WHERE merged_into_id IS NULL;
--> statement-breakpoint
CREATE INDEX leads_live_agency_created_cover_idx ON leads (agency_id, created_at, id) INCLUDE (phase, user_id) WHERE merged_into_id IS NULL;
--> statement-breakpoint
-- Counters kept in the transaction that writes a lead (issue 16): the phase-tab totals read
-- lead_counts, the dashboard reads lead_daily_stats; neither counts lead rows per request.
-- leads.current_product_id mirrors the lead's current interest (newest current lead_interests row).

-- One lead row's contribution (sign +1 or -1) to both counter tables; merged-away leads count nowhere.
CREATE FUNCTION crm_lead_stats_apply(r leads, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (r.created_at AT TIME ZONE 'America/Mexico_City')::date;
  u integer := coalesce(r.user_id, 0);
BEGIN
  IF r.merged_into_id IS NOT NULL THEN
    RETURN;
  END IF;
  INSERT INTO lead_counts AS c (agency_id, user_id, phase, n) VALUES (r.agency_id, u, r.phase, sign)
  ON CONFLICT (agency_id, user_id, phase) DO UPDATE SET n = c.n + excluded.n;
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
CREATE FUNCTION crm_leads_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM crm_lead_stats_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM crm_lead_stats_apply(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER leads_stats_insert_delete AFTER INSERT OR DELETE ON leads FOR EACH ROW EXECUTE FUNCTION crm_leads_stats_trigger();
--> statement-breakpoint
-- Only the columns the counters depend on: contact edits and timers do not touch them.
CREATE TRIGGER leads_stats_update AFTER UPDATE ON leads FOR EACH ROW
WHEN (OLD.agency_id IS DISTINCT FROM NEW.agency_id OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.phase IS DISTINCT FROM NEW.phase
   OR OLD.sub_status IS DISTINCT FROM NEW.sub_status OR OLD.lead_origin_id IS DISTINCT FROM NEW.lead_origin_id
   OR OLD.current_product_id IS DISTINCT FROM NEW.current_product_id OR OLD.merged_into_id IS DISTINCT FROM NEW.merged_into_id
   OR OLD.created_at IS DISTINCT FROM NEW.created_at
   OR OLD.first_response_time_in_minutes IS DISTINCT FROM NEW.first_response_time_in_minutes)
EXECUTE FUNCTION crm_leads_stats_trigger();
--> statement-breakpoint
CREATE FUNCTION crm_lead_current_product_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.lead_id ELSE NEW.lead_id END;
  p integer;
BEGIN
  SELECT i.product_id INTO p FROM lead_interests i WHERE i.lead_id = lid AND i.current ORDER BY i.created_at DESC, i.id DESC LIMIT 1;
  UPDATE leads SET current_product_id = p WHERE id = lid AND current_product_id IS DISTINCT FROM p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_interests_current_product AFTER INSERT OR UPDATE OR DELETE ON lead_interests FOR EACH ROW
EXECUTE FUNCTION crm_lead_current_product_trigger();
--> statement-breakpoint
-- Rebuilds everything from the rows (this migration's backfill; bulk loads that bypass triggers).
CREATE FUNCTION crm_rebuild_lead_stats() RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT agency_id, coalesce(user_id, 0), phase, count(*) FROM leads WHERE merged_into_id IS NULL GROUP BY 1, 2, 3;
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
SELECT crm_rebuild_lead_stats();
