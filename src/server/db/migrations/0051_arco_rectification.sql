ALTER TABLE "arco_request_records" ADD COLUMN "rectification" text;--> statement-breakpoint
ALTER TABLE "arco_request_records" ADD COLUMN "rectified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arco_request_records" ADD COLUMN "rectified_by_id" integer;--> statement-breakpoint
ALTER TABLE "arco_request_records" ADD CONSTRAINT "arco_request_records_rectified_by_id_users_id_fk" FOREIGN KEY ("rectified_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;