ALTER TABLE "leads" ADD COLUMN "whatsapp_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD COLUMN "whatsapp_unread" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_live_agency_whatsapp_unread_idx" ON "leads" USING btree ("agency_id","created_at","id") WHERE "leads"."merged_into_id" IS NULL AND "leads"."whatsapp_unread";--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_whatsapp_unread_idx" ON "lead_fleets" USING btree ("agency_id","last_activity_date","id") WHERE "lead_fleets"."whatsapp_unread";--> statement-breakpoint
-- The conversations written before the marker existed (hand-written).
UPDATE "leads" SET "whatsapp_unread" = true WHERE "id" IN (SELECT "lead_id" FROM "whatsapp_conversations" WHERE "unread" > 0 AND "lead_id" IS NOT NULL);--> statement-breakpoint
UPDATE "lead_fleets" SET "whatsapp_unread" = true WHERE "id" IN (SELECT "fleet_lead_id" FROM "whatsapp_conversations" WHERE "unread" > 0 AND "fleet_lead_id" IS NOT NULL);
