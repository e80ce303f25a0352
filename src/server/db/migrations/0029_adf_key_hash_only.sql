ALTER TABLE "agency_intake_keys" ALTER COLUMN "secret_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_intake_keys" ALTER COLUMN "last_four" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_intake_keys" DROP COLUMN "secret";