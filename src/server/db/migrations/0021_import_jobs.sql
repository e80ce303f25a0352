ALTER TABLE "lead_import_batches" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "total_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "processed_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "progress_at" timestamp with time zone;