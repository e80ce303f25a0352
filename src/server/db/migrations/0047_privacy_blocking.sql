CREATE TABLE "privacy_blocks" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"request_id" integer,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blocked_by_id" integer,
	"erased_at" timestamp with time zone,
	CONSTRAINT "privacy_blocks_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_contact_people" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospects" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accessory_leads" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "lost_lead_block_days" integer;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "blocked_erase_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD COLUMN "sale_erase_days" integer DEFAULT 1825 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_blocks" ADD CONSTRAINT "privacy_blocks_request_id_arco_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."arco_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_blocks" ADD CONSTRAINT "privacy_blocks_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_blocks_pending_idx" ON "privacy_blocks" USING btree ("agency_id","blocked_at") WHERE "privacy_blocks"."erased_at" IS NULL;