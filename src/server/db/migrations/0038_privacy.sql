CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"agency_id" integer,
	"action" text NOT NULL,
	"target" text,
	"lead_id" integer,
	"rows" integer
);
--> statement-breakpoint
CREATE TABLE "privacy_collections" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"channel" text NOT NULL,
	"notice_version" integer,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_collections_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"purpose_id" integer NOT NULL,
	"granted" boolean NOT NULL,
	"channel" text NOT NULL,
	"notice_version" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"version" integer NOT NULL,
	"integral_text" text NOT NULL,
	"simplified_text" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_purposes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"name" text NOT NULL,
	"necessary" boolean NOT NULL,
	"marketing" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_purpose_id_privacy_purposes_id_fk" FOREIGN KEY ("purpose_id") REFERENCES "public"."privacy_purposes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_purposes" ADD CONSTRAINT "privacy_purposes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_log_user_at_idx" ON "access_log" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "access_log_lead_at_idx" ON "access_log" USING btree ("lead_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_consents_subject_idx" ON "privacy_consents" USING btree ("subject_kind","subject_id","purpose_id","recorded_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_notices_agency_version_idx" ON "privacy_notices" USING btree ("agency_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_purposes_agency_name_idx" ON "privacy_purposes" USING btree ("agency_id",lower("name"));--> statement-breakpoint
-- The access log is append-only (issue 54): UPDATE, DELETE and TRUNCATE are refused, except the
-- deletion of old rows by prune_access_log, the one function that may (it sets the transaction-local
-- flag the trigger reads). In a deployment the application's role is granted INSERT and SELECT only
-- and the function is owned by the table's owner (SECURITY DEFINER): see features/privacy/README.md.
CREATE FUNCTION access_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('crm.access_log_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'La bitácora de acceso no se modifica ni se borra (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log FOR EACH ROW EXECUTE FUNCTION access_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log FOR EACH STATEMENT EXECUTE FUNCTION access_log_refuse_change();
--> statement-breakpoint
CREATE FUNCTION prune_access_log(before timestamptz) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER AS $$
DECLARE n bigint;
BEGIN
  PERFORM set_config('crm.access_log_prune', 'on', true);
  DELETE FROM access_log WHERE at < before;
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('crm.access_log_prune', 'off', true);
  RETURN n;
END $$;
