DROP INDEX "companies_agency_name_idx";--> statement-breakpoint
DROP INDEX "companies_agency_created_idx";--> statement-breakpoint
DROP INDEX "companies_agency_user_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_phase_activity_idx";--> statement-breakpoint
DROP INDEX "lead_fleets_agency_user_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (crm_sort_key("name")) STORED;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD COLUMN "contact_sort_key" text COLLATE "C" GENERATED ALWAYS AS (crm_sort_key("contact_name")) STORED;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD COLUMN "company_sort_key" text COLLATE "C" GENERATED ALWAYS AS (crm_sort_key("company_name")) STORED;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD COLUMN "phase_rank" smallint GENERATED ALWAYS AS (array_position(ARRAY['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO']::text[], "phase")) STORED;--> statement-breakpoint
CREATE INDEX "companies_agency_name_key_idx" ON "companies" USING btree ("agency_id","name_sort_key","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_activity_idx" ON "lead_fleets" USING btree ("agency_id","last_activity_date","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_contact_idx" ON "lead_fleets" USING btree ("agency_id","phase","contact_sort_key","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_contact_idx" ON "lead_fleets" USING btree ("agency_id","contact_sort_key","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_company_idx" ON "lead_fleets" USING btree ("agency_id","phase","company_sort_key","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_company_idx" ON "lead_fleets" USING btree ("agency_id","company_sort_key","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_rank_idx" ON "lead_fleets" USING btree ("agency_id","phase_rank","id");--> statement-breakpoint
CREATE INDEX "companies_agency_created_idx" ON "companies" USING btree ("agency_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_agency_user_idx" ON "companies" USING btree ("agency_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_activity_idx" ON "lead_fleets" USING btree ("agency_id","phase","last_activity_date","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_user_idx" ON "lead_fleets" USING btree ("agency_id","user_id","last_activity_date","id");