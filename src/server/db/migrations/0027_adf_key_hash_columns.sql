ALTER TABLE "agency_intake_keys" ADD COLUMN "secret_hash" text;--> statement-breakpoint
ALTER TABLE "agency_intake_keys" ADD COLUMN "last_four" text;