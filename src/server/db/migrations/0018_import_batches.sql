CREATE TABLE "import_mappings" (
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_agency_id_kind_pk" PRIMARY KEY("agency_id","kind")
);
--> statement-breakpoint
CREATE TABLE "lead_import_batch_records" (
	"batch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	CONSTRAINT "lead_import_batch_records_batch_id_kind_record_id_pk" PRIMARY KEY("batch_id","kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_batch_records" ADD CONSTRAINT "lead_import_batch_records_batch_id_lead_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lead_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_fleet_prospects_lead_fleet_idx" ON "lead_fleet_prospects" USING btree ("lead_fleet_id");--> statement-breakpoint
CREATE INDEX "lead_fleets_contact_person_idx" ON "lead_fleets" USING btree ("company_contact_person_id");--> statement-breakpoint
CREATE INDEX "user_reminders_lead_idx" ON "user_reminders" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "notifications_lead_idx" ON "notifications" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "adf_intakes_lead_idx" ON "adf_intakes" USING btree ("lead_id");--> statement-breakpoint
-- The counters of inserted and deleted leads, kept once per statement instead of once per row
-- (issue 29): an import writes 10,000 leads in twenty statements and its undo deletes them in one;
-- row by row, the two upserts per lead were half of the import's time. The same sums as
-- crm_lead_stats_apply (0007), over the statement's transition table. Updates stay row-level.
CREATE FUNCTION crm_leads_stats_insert_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (agency_id, user_id, phase, n)
  SELECT r.agency_id, coalesce(r.user_id, 0), r.phase, 1 * count(*)::int FROM crm_new_leads r WHERE r.merged_into_id IS NULL GROUP BY 1, 2, 3
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
CREATE FUNCTION crm_leads_stats_delete_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_counts AS c (agency_id, user_id, phase, n)
  SELECT r.agency_id, coalesce(r.user_id, 0), r.phase, -1 * count(*)::int FROM crm_old_leads r WHERE r.merged_into_id IS NULL GROUP BY 1, 2, 3
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
DROP TRIGGER leads_stats_insert_delete ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_stats_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS crm_new_leads FOR EACH STATEMENT EXECUTE FUNCTION crm_leads_stats_insert_trigger();
--> statement-breakpoint
CREATE TRIGGER leads_stats_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS crm_old_leads FOR EACH STATEMENT EXECUTE FUNCTION crm_leads_stats_delete_trigger();
