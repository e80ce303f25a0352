-- Issue 55: the leads list's filter combination (origin, model, a period) at 1,000,000 leads: its count
-- read the agency's funnel leads of the period (14,600) to keep the origin's, then hashed the model's
-- 125,000 current interests (88 ms). The origin gets its index; the model is read from
-- leads.current_product_id, which the trigger keeps from the lead's current interest, once a lead has
-- one current interest at most. Every write path already keeps it so; a database written otherwise
-- keeps the newest (the one the trigger mirrors) before the constraint is made.
UPDATE lead_interests i SET current = false
  WHERE i.current AND EXISTS (SELECT 1 FROM lead_interests n WHERE n.lead_id = i.lead_id AND n.current AND n.id > i.id);
--> statement-breakpoint
CREATE UNIQUE INDEX "lead_interests_one_current_idx" ON "lead_interests" USING btree ("lead_id") WHERE "lead_interests"."current";--> statement-breakpoint
CREATE INDEX "leads_live_agency_origin_created_idx" ON "leads" USING btree ("agency_id","lead_origin_id","created_at","phase","current_product_id","blocked_at") WHERE "leads"."merged_into_id" IS NULL;