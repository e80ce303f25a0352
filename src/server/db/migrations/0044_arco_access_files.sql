CREATE TABLE "arco_access_files" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"json_key" text,
	"pdf_key" text,
	"requested_by_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "arco_access_files" ADD CONSTRAINT "arco_access_files_request_id_arco_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."arco_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_access_files" ADD CONSTRAINT "arco_access_files_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;