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
ALTER TABLE "lead_import_batch_records" ADD CONSTRAINT "lead_import_batch_records_batch_id_lead_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."lead_import_batches"("id") ON DELETE cascade ON UPDATE no action;