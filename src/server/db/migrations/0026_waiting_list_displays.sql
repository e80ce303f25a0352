CREATE TABLE "waiting_list_displays" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"credential_hash" text,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_list_displays" ADD CONSTRAINT "waiting_list_displays_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_displays" ADD CONSTRAINT "waiting_list_displays_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_displays_pairing_code_hash_idx" ON "waiting_list_displays" USING btree ("pairing_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_displays_credential_hash_idx" ON "waiting_list_displays" USING btree ("credential_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_displays_agency_idx" ON "waiting_list_displays" USING btree ("agency_id","id");