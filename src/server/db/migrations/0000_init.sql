CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "accessory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model_accessory" text,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessory_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"origin" text,
	"stage" text DEFAULT 'NUEVO' NOT NULL,
	"item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"business_name" text NOT NULL,
	"manager" text,
	"phone" text,
	"email" text,
	"description" text,
	"agency_group" text,
	"pic_logo" text,
	"pic_logo_dark" text,
	"url_site" text,
	"url_360_view" text,
	"url_google_maps" text,
	"social_media" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"street" text NOT NULL,
	"exterior_number" text NOT NULL,
	"interior_number" text,
	"state_slug" text NOT NULL,
	"transfer_code" text NOT NULL,
	"city" text NOT NULL,
	"suburb" text NOT NULL,
	"postal_code" text NOT NULL,
	"municipality" text NOT NULL,
	"deputation" text,
	"sicop" text,
	"coord_x" numeric(10, 6) NOT NULL,
	"coord_y" numeric(10, 6) NOT NULL,
	"has_service" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"lead_rule_id" integer DEFAULT 1 NOT NULL,
	"lead_owner_id" integer,
	"landing" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "agency_schedules" (
	"agency_id" integer PRIMARY KEY NOT NULL,
	"works_on_sunday" boolean DEFAULT false NOT NULL,
	"works_on_monday" boolean DEFAULT true NOT NULL,
	"works_on_tuesday" boolean DEFAULT true NOT NULL,
	"works_on_wednesday" boolean DEFAULT true NOT NULL,
	"works_on_thursday" boolean DEFAULT true NOT NULL,
	"works_on_friday" boolean DEFAULT true NOT NULL,
	"works_on_saturday" boolean DEFAULT true NOT NULL,
	"opening_schedule_week" text DEFAULT '00:00:00' NOT NULL,
	"closing_schedule_week" text DEFAULT '00:00:00' NOT NULL,
	"opening_schedule_saturday" text DEFAULT '00:00:00' NOT NULL,
	"closing_schedule_saturday" text DEFAULT '00:00:00' NOT NULL,
	"opening_schedule_sunday" text DEFAULT '00:00:00' NOT NULL,
	"closing_schedule_sunday" text DEFAULT '00:00:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"type" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"comments" text,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"evidence_file_id" integer,
	"realizada_hoy" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "duplicate_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"matched_id" integer NOT NULL,
	"score" numeric(5, 2) NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer,
	"agency_id" integer,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"origin" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"year" integer NOT NULL,
	"code" text NOT NULL,
	"available_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_models_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "inventory_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"agency_id" integer,
	"key" text NOT NULL,
	CONSTRAINT "inventory_stores_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "inventory_vins" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"vin" text NOT NULL,
	"motor" text NOT NULL,
	"color" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"transmission" text NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'store' NOT NULL,
	CONSTRAINT "inventory_vins_vin_unique" UNIQUE("vin")
);
--> statement-breakpoint
CREATE TABLE "lead_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer,
	"type_id" integer NOT NULL,
	"channel_type_id" integer,
	"title" text,
	"comments" text,
	"status" text DEFAULT '1' NOT NULL,
	"date" timestamp with time zone,
	"product_id" integer,
	"plazo" integer,
	"enganche" numeric(14, 2),
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_activity_channel_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "lead_activity_channel_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lead_activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "lead_activity_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lead_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_color_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"buy_type" text DEFAULT 'retail' NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"comments" text,
	"date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"agency_id" integer,
	CONSTRAINT "lead_origins_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lead_phase_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer,
	"old_phase_slug" text,
	"new_phase_slug" text NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_rentings" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"folio" text NOT NULL,
	"state" text,
	"postal_code" text,
	"has_charger" integer DEFAULT 0 NOT NULL,
	"renting_period" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"phase" text DEFAULT 'subasta' NOT NULL,
	"sub_status" text DEFAULT 'ESPERA_CONTACTO' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"lead_origin_id" integer,
	"buy_type" text DEFAULT 'retail' NOT NULL,
	"rfc" text,
	"regimen_fiscal" text,
	"razon_social" text,
	"sale_condition" text,
	"payment_method" text,
	"bank" text,
	"ensurance" text,
	"exange_car" boolean,
	"invoice" text,
	"gender" text,
	"sector" text,
	"marital_status" text,
	"age" text,
	"recompra" boolean DEFAULT false NOT NULL,
	"concrete_needs" text,
	"client_profile" text,
	"client_id" text,
	"first_response_time" timestamp with time zone,
	"first_response_time_in_minutes" integer,
	"last_contact_at" timestamp with time zone,
	"reactivation_date" timestamp with time zone,
	"merged_into_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lead_id" integer,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"readen" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"hex" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"version" text NOT NULL,
	"transmission" text NOT NULL,
	"year" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"image_url" text,
	"flag" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"post_venta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sale_vins" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"sale_id" integer,
	"vin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"product_color_id" integer,
	"stage" text DEFAULT 'PENDING_REPORTING' NOT NULL,
	"closed_sale" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT 'CRM' NOT NULL,
	"sale_price" numeric(14, 2),
	"quantity" integer DEFAULT 1 NOT NULL,
	"credit_term" integer,
	"invoice_number" text,
	"sale_type" text,
	"bank" text,
	"insurance_carrier" text,
	"sale_condition" text,
	"payment_method" text,
	"take_car_in_exange" boolean DEFAULT false NOT NULL,
	"car_exange_brand" text,
	"car_exange_model" text,
	"car_exange_version" text,
	"car_exange_year" integer,
	"rfc" text,
	"closing_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_agencies" (
	"user_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	CONSTRAINT "user_agencies_user_id_agency_id_pk" PRIMARY KEY("user_id","agency_id")
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"lead_id" integer,
	"title" text NOT NULL,
	"description" text,
	"date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL,
	"nickname" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"birth_date" date,
	"position" text,
	"active" boolean DEFAULT true NOT NULL,
	"role_id" integer NOT NULL,
	"push_token" text,
	"tokens_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_sub_unique" UNIQUE("sub")
);
--> statement-breakpoint
ALTER TABLE "accessory_leads" ADD CONSTRAINT "accessory_leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_leads" ADD CONSTRAINT "accessory_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_leads" ADD CONSTRAINT "accessory_leads_item_id_accessory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."accessory_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_schedules" ADD CONSTRAINT "agency_schedules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_matched_id_leads_id_fk" FOREIGN KEY ("matched_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_visits" ADD CONSTRAINT "floor_visits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_visits" ADD CONSTRAINT "floor_visits_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_visits" ADD CONSTRAINT "floor_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_models" ADD CONSTRAINT "inventory_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stores" ADD CONSTRAINT "inventory_stores_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_vins" ADD CONSTRAINT "inventory_vins_store_id_inventory_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."inventory_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_vins" ADD CONSTRAINT "inventory_vins_model_id_inventory_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."inventory_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_type_id_lead_activity_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."lead_activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_channel_type_id_lead_activity_channel_types_id_fk" FOREIGN KEY ("channel_type_id") REFERENCES "public"."lead_activity_channel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_emails" ADD CONSTRAINT "lead_emails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interests" ADD CONSTRAINT "lead_interests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interests" ADD CONSTRAINT "lead_interests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_interests" ADD CONSTRAINT "lead_interests_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_origins" ADD CONSTRAINT "lead_origins_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_phase_records" ADD CONSTRAINT "lead_phase_records_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_phase_records" ADD CONSTRAINT "lead_phase_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_phones" ADD CONSTRAINT "lead_phones_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_rentings" ADD CONSTRAINT "lead_rentings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_origin_id_lead_origins_id_fk" FOREIGN KEY ("lead_origin_id") REFERENCES "public"."lead_origins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colors" ADD CONSTRAINT "product_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_vins" ADD CONSTRAINT "sale_vins_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_vins" ADD CONSTRAINT "sale_vins_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agencies" ADD CONSTRAINT "user_agencies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agencies" ADD CONSTRAINT "user_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminders" ADD CONSTRAINT "user_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reminders" ADD CONSTRAINT "user_reminders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_leads_agency_updated_idx" ON "accessory_leads" USING btree ("agency_id","updated_at");--> statement-breakpoint
CREATE INDEX "agencies_name_idx" ON "agencies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "appointments_agency_date_idx" ON "appointments" USING btree ("agency_id","date");--> statement-breakpoint
CREATE INDEX "appointments_user_date_idx" ON "appointments" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "appointments_lead_idx" ON "appointments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "appointments_agency_status_date_idx" ON "appointments" USING btree ("agency_id","status","date");--> statement-breakpoint
CREATE INDEX "auth_failures_key_idx" ON "auth_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "duplicate_pairs_pair_idx" ON "duplicate_pairs" USING btree ("lead_id","matched_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_agency_status_idx" ON "duplicate_pairs" USING btree ("agency_id","status","created_at");--> statement-breakpoint
CREATE INDEX "floor_visits_agency_created_idx" ON "floor_visits" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "floor_visits_lead_idx" ON "floor_visits" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "inventory_vins_store_model_idx" ON "inventory_vins" USING btree ("store_id","model_id","status");--> statement-breakpoint
CREATE INDEX "lead_activities_lead_idx" ON "lead_activities" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_emails_lead_idx" ON "lead_emails" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_emails_value_idx" ON "lead_emails" USING btree (lower("value"));--> statement-breakpoint
CREATE INDEX "lead_interests_lead_idx" ON "lead_interests" USING btree ("lead_id","current");--> statement-breakpoint
CREATE INDEX "lead_interests_product_idx" ON "lead_interests" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "lead_phase_records_lead_idx" ON "lead_phase_records" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_phones_lead_idx" ON "lead_phones" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_phones_value_idx" ON "lead_phones" USING btree ("value");--> statement-breakpoint
CREATE INDEX "leads_agency_phase_created_idx" ON "leads" USING btree ("agency_id","phase","created_at");--> statement-breakpoint
CREATE INDEX "leads_agency_user_phase_idx" ON "leads" USING btree ("agency_id","user_id","phase");--> statement-breakpoint
CREATE INDEX "leads_agency_created_idx" ON "leads" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '') || ' ' || coalesce("phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","readen","created_at");--> statement-breakpoint
CREATE INDEX "product_colors_product_idx" ON "product_colors" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sale_vins_lead_idx" ON "sale_vins" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_vins_vin_idx" ON "sale_vins" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "sales_agency_stage_created_idx" ON "sales" USING btree ("agency_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "sales_lead_idx" ON "sales" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "user_actions_user_idx" ON "user_actions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_agencies_agency_idx" ON "user_agencies" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "user_reminders_user_date_idx" ON "user_reminders" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");