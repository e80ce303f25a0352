ALTER TABLE "waiting_list_displays" ADD COLUMN "pairing_code_prefix" text;--> statement-breakpoint
ALTER TABLE "waiting_list_displays" ADD COLUMN "pairing_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "waiting_list_displays_pairing_prefix_idx" ON "waiting_list_displays" USING btree ("pairing_code_prefix") WHERE "waiting_list_displays"."pairing_code_prefix" IS NOT NULL;