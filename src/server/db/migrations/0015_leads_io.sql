CREATE TABLE "adf_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_intake_keys" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_import_batch_leads" (
	"batch_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	CONSTRAINT "lead_import_batch_leads_batch_id_lead_id_pk" PRIMARY KEY("batch_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "lead_import_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"kind" text DEFAULT 'leads' NOT NULL,
	"file_name" text NOT NULL,
	"lead_origin_id" integer,
	"created_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "adf_intakes" ADD CONSTRAINT "adf_intakes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adf_intakes" ADD CONSTRAINT "adf_intakes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_intake_keys" ADD CONSTRAINT "agency_intake_keys_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_batch_leads" ADD CONSTRAINT "lead_import_batch_leads_batch_id_lead_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lead_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_batch_leads" ADD CONSTRAINT "lead_import_batch_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD CONSTRAINT "lead_import_batches_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD CONSTRAINT "lead_import_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD CONSTRAINT "lead_import_batches_lead_origin_id_lead_origins_id_fk" FOREIGN KEY ("lead_origin_id") REFERENCES "public"."lead_origins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adf_intakes_agency_source_id_idx" ON "adf_intakes" USING btree ("agency_id","source","external_id");--> statement-breakpoint
CREATE INDEX "lead_import_batch_leads_lead_idx" ON "lead_import_batch_leads" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_import_batches_agency_idx" ON "lead_import_batches" USING btree ("agency_id","created_at");