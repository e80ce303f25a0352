CREATE TABLE "accessory_item_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"image_group" text NOT NULL,
	"file_id" integer,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessory_item_models" (
	"item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "accessory_item_models_item_id_product_id_pk" PRIMARY KEY("item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "accessory_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "accessory_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_families_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_family_products" (
	"family_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "product_family_products_family_id_product_id_pk" PRIMARY KEY("family_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "accessory_items" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_items" ADD COLUMN "price" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_items" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "accessory_items" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_items" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_item_images" ADD CONSTRAINT "accessory_item_images_item_id_accessory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."accessory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_item_images" ADD CONSTRAINT "accessory_item_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_item_models" ADD CONSTRAINT "accessory_item_models_item_id_accessory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."accessory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_item_models" ADD CONSTRAINT "accessory_item_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_family_products" ADD CONSTRAINT "product_family_products_family_id_product_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."product_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_family_products" ADD CONSTRAINT "product_family_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_item_images_item_idx" ON "accessory_item_images" USING btree ("item_id","image_group","position");--> statement-breakpoint
CREATE INDEX "accessory_item_images_file_idx" ON "accessory_item_images" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "accessory_item_models_product_idx" ON "accessory_item_models" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_family_products_product_idx" ON "product_family_products" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "accessory_items" ADD CONSTRAINT "accessory_items_type_id_accessory_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."accessory_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessory_items_active_created_idx" ON "accessory_items" USING btree ("active","created_at");--> statement-breakpoint
CREATE INDEX "accessory_items_type_idx" ON "accessory_items" USING btree ("type_id");