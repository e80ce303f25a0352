CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"location" text NOT NULL,
	"area" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"activities" jsonb NOT NULL,
	"offerings" jsonb NOT NULL,
	"salary" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_created_idx" ON "vacancies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vacancies_location_area_idx" ON "vacancies" USING btree ("location","area");