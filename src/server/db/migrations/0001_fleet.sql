CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"company_type_id" integer,
	"company_sector_id" integer,
	"sector_text" text,
	"company_size_id" integer,
	"company_need_id" integer,
	"company_economic_capacity_id" integer,
	"company_fleet_location_id" integer,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contact_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"position" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_economic_capacities" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_fleet_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_needs" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"user_id" integer,
	"follow_up_type_id" integer,
	"activity_type_id" integer,
	"phase" text NOT NULL,
	"title" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"time" text,
	"comments" text,
	"company_contact_person_id" integer,
	"comments_on_test" text,
	"comments_on_results" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_activity_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_activity_follow_up_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_activity_follow_up_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "lead_fleet_activity_follow_up_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_activity_test_drive_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"vin" text NOT NULL,
	"plate" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_activity_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"follow_up_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text,
	"contact_email" text
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_clasifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"dealer_reunion_date" date NOT NULL,
	"logistics_details" text NOT NULL,
	"observations" text NOT NULL,
	"rfc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"type" text NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"quotation_id" integer,
	"delivery_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"old_phase" text,
	"new_phase" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_color_id" integer,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_prospect_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"prospect_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company_name" text NOT NULL,
	"position" text NOT NULL,
	"product_id" integer,
	"product_color_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" integer,
	"converted_to_lead_at" timestamp with time zone,
	"lead_fleet_id" integer,
	"source" text DEFAULT 'web' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"public_price_centavos" bigint NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"discount_absorbed_by_dealer" numeric(5, 2) DEFAULT 0 NOT NULL,
	"discount_absorbed_by_manufacturer" numeric(5, 2) DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"has_charger" boolean DEFAULT false NOT NULL,
	"charger_amount_centavos" bigint DEFAULT 0 NOT NULL,
	"final_amount_centavos" bigint NOT NULL,
	"comments" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_sale_vins" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_sale_id" integer NOT NULL,
	"vin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleet_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_fleet_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"delivery_id" integer,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_fleets" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"phase" text DEFAULT '1ER_CONTACTO' NOT NULL,
	"status" text DEFAULT 'ACTIVO' NOT NULL,
	"company_contact_person_id" integer,
	"contact_name" text NOT NULL,
	"email" text,
	"phone" text,
	"company_name" text NOT NULL,
	"comments" text,
	"user_id" integer,
	"lead_fleet_origin_id" integer,
	"lead_fleet_clasification_id" integer,
	"account_investigation_realized" boolean DEFAULT false NOT NULL,
	"last_activity_date" timestamp with time zone DEFAULT now() NOT NULL,
	"total_quantity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_type_id_company_types_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_sector_id_company_sectors_id_fk" FOREIGN KEY ("company_sector_id") REFERENCES "public"."company_sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_size_id_company_sizes_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."company_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_need_id_company_needs_id_fk" FOREIGN KEY ("company_need_id") REFERENCES "public"."company_needs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_economic_capacity_id_company_economic_capacities_id_fk" FOREIGN KEY ("company_economic_capacity_id") REFERENCES "public"."company_economic_capacities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_fleet_location_id_company_fleet_locations_id_fk" FOREIGN KEY ("company_fleet_location_id") REFERENCES "public"."company_fleet_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contact_people" ADD CONSTRAINT "company_contact_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activities" ADD CONSTRAINT "lead_fleet_activities_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activities" ADD CONSTRAINT "lead_fleet_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activities" ADD CONSTRAINT "lead_fleet_activities_follow_up_type_id_lead_fleet_activity_follow_up_types_id_fk" FOREIGN KEY ("follow_up_type_id") REFERENCES "public"."lead_fleet_activity_follow_up_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activities" ADD CONSTRAINT "lead_fleet_activities_activity_type_id_lead_fleet_activity_types_id_fk" FOREIGN KEY ("activity_type_id") REFERENCES "public"."lead_fleet_activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activities" ADD CONSTRAINT "lead_fleet_activities_company_contact_person_id_company_contact_people_id_fk" FOREIGN KEY ("company_contact_person_id") REFERENCES "public"."company_contact_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_files" ADD CONSTRAINT "lead_fleet_activity_files_activity_id_lead_fleet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lead_fleet_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_files" ADD CONSTRAINT "lead_fleet_activity_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_follow_up_comments" ADD CONSTRAINT "lead_fleet_activity_follow_up_comments_activity_id_lead_fleet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lead_fleet_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_follow_up_comments" ADD CONSTRAINT "lead_fleet_activity_follow_up_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_test_drive_units" ADD CONSTRAINT "lead_fleet_activity_test_drive_units_activity_id_lead_fleet_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lead_fleet_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_test_drive_units" ADD CONSTRAINT "lead_fleet_activity_test_drive_units_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_activity_types" ADD CONSTRAINT "lead_fleet_activity_types_follow_up_type_id_lead_fleet_activity_follow_up_types_id_fk" FOREIGN KEY ("follow_up_type_id") REFERENCES "public"."lead_fleet_activity_follow_up_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_agencies" ADD CONSTRAINT "lead_fleet_agencies_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_agencies" ADD CONSTRAINT "lead_fleet_agencies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_deliveries" ADD CONSTRAINT "lead_fleet_deliveries_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_deliveries" ADD CONSTRAINT "lead_fleet_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_deliveries" ADD CONSTRAINT "lead_fleet_deliveries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_documents" ADD CONSTRAINT "lead_fleet_documents_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_documents" ADD CONSTRAINT "lead_fleet_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_documents" ADD CONSTRAINT "lead_fleet_documents_quotation_id_lead_fleet_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."lead_fleet_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_documents" ADD CONSTRAINT "lead_fleet_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_events" ADD CONSTRAINT "lead_fleet_events_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_events" ADD CONSTRAINT "lead_fleet_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_products" ADD CONSTRAINT "lead_fleet_products_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_products" ADD CONSTRAINT "lead_fleet_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_products" ADD CONSTRAINT "lead_fleet_products_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospect_events" ADD CONSTRAINT "lead_fleet_prospect_events_prospect_id_lead_fleet_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."lead_fleet_prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospect_events" ADD CONSTRAINT "lead_fleet_prospect_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospects" ADD CONSTRAINT "lead_fleet_prospects_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospects" ADD CONSTRAINT "lead_fleet_prospects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospects" ADD CONSTRAINT "lead_fleet_prospects_product_color_id_product_colors_id_fk" FOREIGN KEY ("product_color_id") REFERENCES "public"."product_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospects" ADD CONSTRAINT "lead_fleet_prospects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_prospects" ADD CONSTRAINT "lead_fleet_prospects_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_quotations" ADD CONSTRAINT "lead_fleet_quotations_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_quotations" ADD CONSTRAINT "lead_fleet_quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_quotations" ADD CONSTRAINT "lead_fleet_quotations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_sale_vins" ADD CONSTRAINT "lead_fleet_sale_vins_lead_fleet_sale_id_lead_fleet_sales_id_fk" FOREIGN KEY ("lead_fleet_sale_id") REFERENCES "public"."lead_fleet_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_sales" ADD CONSTRAINT "lead_fleet_sales_lead_fleet_id_lead_fleets_id_fk" FOREIGN KEY ("lead_fleet_id") REFERENCES "public"."lead_fleets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_sales" ADD CONSTRAINT "lead_fleet_sales_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_sales" ADD CONSTRAINT "lead_fleet_sales_delivery_id_lead_fleet_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."lead_fleet_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_sales" ADD CONSTRAINT "lead_fleet_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleet_sales" ADD CONSTRAINT "lead_fleet_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD CONSTRAINT "lead_fleets_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD CONSTRAINT "lead_fleets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD CONSTRAINT "lead_fleets_company_contact_person_id_company_contact_people_id_fk" FOREIGN KEY ("company_contact_person_id") REFERENCES "public"."company_contact_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD CONSTRAINT "lead_fleets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD CONSTRAINT "lead_fleets_lead_fleet_origin_id_lead_fleet_origins_id_fk" FOREIGN KEY ("lead_fleet_origin_id") REFERENCES "public"."lead_fleet_origins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD CONSTRAINT "lead_fleets_lead_fleet_clasification_id_lead_fleet_clasifications_id_fk" FOREIGN KEY ("lead_fleet_clasification_id") REFERENCES "public"."lead_fleet_clasifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_agency_created_idx" ON "companies" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_agency_user_idx" ON "companies" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "companies_agency_name_idx" ON "companies" USING btree ("agency_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_contact_people_company_idx" ON "company_contact_people" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "company_contact_people_name_idx" ON "company_contact_people" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lead_fleet_activities_lead_idx" ON "lead_fleet_activities" USING btree ("lead_fleet_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_activities_lead_date_idx" ON "lead_fleet_activities" USING btree ("lead_fleet_id","date");--> statement-breakpoint
CREATE INDEX "lead_fleet_activity_files_activity_idx" ON "lead_fleet_activity_files" USING btree ("activity_id","kind");--> statement-breakpoint
CREATE INDEX "lead_fleet_follow_up_comments_activity_idx" ON "lead_fleet_activity_follow_up_comments" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_test_drive_units_activity_idx" ON "lead_fleet_activity_test_drive_units" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_agencies_lead_idx" ON "lead_fleet_agencies" USING btree ("lead_fleet_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_agencies_agency_idx" ON "lead_fleet_agencies" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_deliveries_lead_idx" ON "lead_fleet_deliveries" USING btree ("lead_fleet_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_documents_lead_idx" ON "lead_fleet_documents" USING btree ("lead_fleet_id","type","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_events_lead_idx" ON "lead_fleet_events" USING btree ("lead_fleet_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_products_lead_idx" ON "lead_fleet_products" USING btree ("lead_fleet_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_products_product_idx" ON "lead_fleet_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_prospect_events_prospect_idx" ON "lead_fleet_prospect_events" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_prospects_agency_active_created_idx" ON "lead_fleet_prospects" USING btree ("agency_id","active","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_prospects_agency_user_idx" ON "lead_fleet_prospects" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE INDEX "lead_fleet_quotations_lead_idx" ON "lead_fleet_quotations" USING btree ("lead_fleet_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_sale_vins_sale_idx" ON "lead_fleet_sale_vins" USING btree ("lead_fleet_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_fleet_sale_vins_vin_idx" ON "lead_fleet_sale_vins" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "lead_fleet_sales_agency_created_idx" ON "lead_fleet_sales" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_fleet_sales_lead_idx" ON "lead_fleet_sales" USING btree ("lead_fleet_id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_phase_activity_idx" ON "lead_fleets" USING btree ("agency_id","phase","last_activity_date");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_user_idx" ON "lead_fleets" USING btree ("agency_id","user_id","last_activity_date");--> statement-breakpoint
CREATE INDEX "lead_fleets_company_idx" ON "lead_fleets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_created_idx" ON "lead_fleets" USING btree ("agency_id","created_at");