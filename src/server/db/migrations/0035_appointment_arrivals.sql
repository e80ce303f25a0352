ALTER TABLE "agencies" ADD COLUMN "arrival_alert_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "no_show_after_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_no_show_due_idx" ON "appointments" USING btree ("date") WHERE status = 'CONFIRMED' and arrived_at is null;--> statement-breakpoint
CREATE INDEX "appointments_waiting_idx" ON "appointments" USING btree ("arrived_at") WHERE arrived_at is not null and status in ('SCHEDULED', 'CONFIRMED');
