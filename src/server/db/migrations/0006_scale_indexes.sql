CREATE TABLE "lead_counts" (
	"agency_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phase" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_counts_agency_id_user_id_phase_pk" PRIMARY KEY("agency_id","user_id","phase")
);
--> statement-breakpoint
CREATE TABLE "lead_daily_stats" (
	"agency_id" integer NOT NULL,
	"day" date NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"response_sum" bigint DEFAULT 0 NOT NULL,
	"response_n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_daily_stats_agency_id_dim_day_key_user_id_pk" PRIMARY KEY("agency_id","dim","day","key","user_id")
);
--> statement-breakpoint
DROP INDEX "leads_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "current_product_id" integer;--> statement-breakpoint
CREATE INDEX "duplicate_pairs_matched_idx" ON "duplicate_pairs" USING btree ("matched_id");--> statement-breakpoint
CREATE INDEX "lead_emails_norm_idx" ON "lead_emails" USING btree (lower(btrim("value")));--> statement-breakpoint
CREATE INDEX "lead_phones_norm_idx" ON "lead_phones" USING btree (right(regexp_replace("value", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "leads_live_agency_phase_created_idx" ON "leads" USING btree ("agency_id","phase","created_at","id") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_live_agency_user_phase_created_idx" ON "leads" USING btree ("agency_id","user_id","phase","created_at","id") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_live_agency_phase_updated_idx" ON "leads" USING btree ("agency_id","phase","updated_at","id") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_live_agency_phase_reactivation_idx" ON "leads" USING btree ("agency_id","phase","reactivation_date","id") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "leads_dup_name_idx" ON "leads" USING btree ("agency_id",lower(btrim("first_name") || ' ' || btrim("last_name"))) WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_dup_email_idx" ON "leads" USING btree ("agency_id",lower(btrim("email"))) WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_dup_phone_idx" ON "leads" USING btree ("agency_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 10)) WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "sale_vins_sale_idx" ON "sale_vins" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_agency_created_idx" ON "sales" USING btree ("agency_id","created_at");