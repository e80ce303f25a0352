CREATE TABLE "lead_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"principal_id" integer NOT NULL,
	"secondary_id" integer NOT NULL,
	"merged_by" integer,
	"snapshot" jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_closure_days" (
	"agency_id" integer NOT NULL,
	"day" date NOT NULL,
	"description" text,
	CONSTRAINT "agency_closure_days_agency_id_day_pk" PRIMARY KEY("agency_id","day")
);
--> statement-breakpoint
CREATE TABLE "agency_sla" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"first_contact_minutes" integer,
	"follow_up_minutes" integer,
	"return_to_subasta" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_breaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"returned_to_subasta" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "lead_emails_norm_idx";--> statement-breakpoint
DROP INDEX "lead_phones_norm_idx";--> statement-breakpoint
DROP INDEX "leads_dup_name_idx";--> statement-breakpoint
DROP INDEX "leads_dup_email_idx";--> statement-breakpoint
DROP INDEX "leads_dup_phone_idx";--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD COLUMN "value_key" text;--> statement-breakpoint
ALTER TABLE "lead_phones" ADD COLUMN "value_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_minutes" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_kind" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_warning_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sla_stage" integer;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_principal_id_leads_id_fk" FOREIGN KEY ("principal_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_secondary_id_leads_id_fk" FOREIGN KEY ("secondary_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_merges" ADD CONSTRAINT "lead_merges_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_closure_days" ADD CONSTRAINT "agency_closure_days_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_sla" ADD CONSTRAINT "agency_sla_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_breaches" ADD CONSTRAINT "sla_breaches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_breaches" ADD CONSTRAINT "sla_breaches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_breaches" ADD CONSTRAINT "sla_breaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_merges_principal_idx" ON "lead_merges" USING btree ("principal_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_merges_secondary_idx" ON "lead_merges" USING btree ("secondary_id");--> statement-breakpoint
CREATE INDEX "sla_breaches_agency_deadline_idx" ON "sla_breaches" USING btree ("agency_id","deadline","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sla_breaches_once_idx" ON "sla_breaches" USING btree ("lead_id","kind","deadline");--> statement-breakpoint
CREATE INDEX "lead_emails_value_key_idx" ON "lead_emails" USING btree ("value_key");--> statement-breakpoint
CREATE INDEX "lead_phones_value_key_idx" ON "lead_phones" USING btree ("value_key");--> statement-breakpoint
CREATE INDEX "leads_phone_key_idx" ON "leads" USING btree ("agency_id","phone_key") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_email_key_idx" ON "leads" USING btree ("agency_id","email_key") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_name_key_trgm_idx" ON "leads" USING gin ("agency_id","name_key" gin_trgm_ops) WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_keys_missing_idx" ON "leads" USING btree ("id") WHERE "leads"."name_key" IS NULL;--> statement-breakpoint
CREATE INDEX "leads_sla_warning_idx" ON "leads" USING btree ("sla_warning_at") WHERE "leads"."sla_stage" = 0;--> statement-breakpoint
CREATE INDEX "leads_sla_deadline_idx" ON "leads" USING btree ("sla_deadline") WHERE "leads"."sla_stage" IN (0, 1);--> statement-breakpoint
CREATE INDEX "leads_live_agency_sla_breached_idx" ON "leads" USING btree ("agency_id","created_at","id") WHERE "leads"."merged_into_id" IS NULL AND "leads"."sla_stage" = 2;--> statement-breakpoint
CREATE INDEX "leads_live_agency_first_contact_idx" ON "leads" USING btree ("agency_id","created_at","user_id","first_contact_deadline","first_response_time","first_contact_minutes") WHERE "leads"."merged_into_id" IS NULL AND "leads"."first_contact_deadline" IS NOT NULL;