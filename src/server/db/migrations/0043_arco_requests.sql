CREATE TABLE "arco_request_records" (
	"request_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"reasons" jsonb NOT NULL,
	CONSTRAINT "arco_request_records_request_id_subject_kind_subject_id_pk" PRIMARY KEY("request_id","subject_kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "arco_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'recibida' NOT NULL,
	"person_name" text NOT NULL,
	"person_phone" text,
	"person_email" text,
	"identity_method" text NOT NULL,
	"identity_note" text,
	"identity_checked_by_id" integer,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"description" text,
	"response" text,
	"reason" text,
	"answered_at" timestamp with time zone,
	"handler_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"arco_business_days" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arco_request_records" ADD CONSTRAINT "arco_request_records_request_id_arco_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."arco_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_identity_checked_by_id_users_id_fk" FOREIGN KEY ("identity_checked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arco_request_records_subject_idx" ON "arco_request_records" USING btree ("subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "arco_requests_agency_due_idx" ON "arco_requests" USING btree ("agency_id","due_on","id");--> statement-breakpoint
CREATE INDEX "arco_requests_agency_state_idx" ON "arco_requests" USING btree ("agency_id","state","due_on");