CREATE TABLE "whatsapp_channels" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"business_account_id" text NOT NULL,
	"display_phone_number" text,
	"access_token_sealed" text NOT NULL,
	"access_token_last4" text NOT NULL,
	"app_secret_sealed" text NOT NULL,
	"app_secret_last4" text NOT NULL,
	"verify_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"lead_id" integer,
	"fleet_lead_id" integer,
	"wa_id" text NOT NULL,
	"phone_key" text NOT NULL,
	"profile_name" text,
	"last_inbound_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"last_message_text" text,
	"last_direction" text,
	"unanswered_since" timestamp with time zone,
	"unread" integer DEFAULT 0 NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"assigned_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"wamid" text,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"error_code" integer,
	"error_message" text,
	"media_file_id" integer,
	"media_pending" boolean DEFAULT false NOT NULL,
	"sent_by_user_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"body" text NOT NULL,
	"param_count" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_channels" ADD CONSTRAINT "whatsapp_channels_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_fleet_lead_id_lead_fleets_id_fk" FOREIGN KEY ("fleet_lead_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_deliveries" ADD CONSTRAINT "whatsapp_deliveries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_conversation_id_whatsapp_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."whatsapp_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_media_file_id_files_id_fk" FOREIGN KEY ("media_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_channels_phone_number_id_idx" ON "whatsapp_channels" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "whatsapp_channels_verify_token_idx" ON "whatsapp_channels" USING btree ("verify_token");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_conversations_lead_idx" ON "whatsapp_conversations" USING btree ("lead_id") WHERE "whatsapp_conversations"."lead_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_conversations_fleet_lead_idx" ON "whatsapp_conversations" USING btree ("fleet_lead_id") WHERE "whatsapp_conversations"."fleet_lead_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_agency_phone_idx" ON "whatsapp_conversations" USING btree ("agency_id","phone_key");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_inbox_idx" ON "whatsapp_conversations" USING btree ("agency_id",("unanswered_since" IS NULL),"last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_assigned_idx" ON "whatsapp_conversations" USING btree ("assigned_user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "whatsapp_deliveries_pending_idx" ON "whatsapp_deliveries" USING btree ("id") WHERE "whatsapp_deliveries"."processed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_agency_wamid_idx" ON "whatsapp_messages" USING btree ("agency_id","wamid") WHERE "whatsapp_messages"."wamid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_thread_idx" ON "whatsapp_messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_messages_retry_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "whatsapp_messages_media_pending_idx" ON "whatsapp_messages" USING btree ("id") WHERE "whatsapp_messages"."media_pending";--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_agency_name_lang_idx" ON "whatsapp_templates" USING btree ("agency_id","name","language");