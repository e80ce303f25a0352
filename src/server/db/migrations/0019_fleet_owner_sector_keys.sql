-- Issue 27, third round: the companies list sorted by 'Giro' or 'Ejecutivo' and the fleet leads list
-- sorted by executive joined the sector / ranked users and sorted the whole agency (10,000 companies,
-- 40,000 leads: 34-48 ms) for a page of ten. The keys are kept on the rows (the catalogue sector's
-- crm_sort_key, else the free text's; the executive's users.name_sort_key), set by triggers when the
-- row is written and followed when a sector or a user is renamed, and each direction has its index
-- (nulls last either way), so page 1 is an index walk that stops at ten rows.
ALTER TABLE "companies" ADD COLUMN "sector_sort_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "user_sort_key" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "lead_fleets" ADD COLUMN "user_sort_key" text COLLATE "C";--> statement-breakpoint
UPDATE companies c SET
  sector_sort_key = coalesce((SELECT crm_sort_key(s.description) FROM company_sectors s WHERE s.id = c.company_sector_id), crm_sort_key(c.sector_text)),
  user_sort_key = (SELECT u.name_sort_key FROM users u WHERE u.id = c.user_id);--> statement-breakpoint
UPDATE lead_fleets l SET user_sort_key = u.name_sort_key FROM users u WHERE u.id = l.user_id;--> statement-breakpoint
CREATE FUNCTION crm_company_sort_keys_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sector_sort_key := coalesce((SELECT crm_sort_key(s.description) FROM company_sectors s WHERE s.id = NEW.company_sector_id), crm_sort_key(NEW.sector_text));
  NEW.user_sort_key := (SELECT u.name_sort_key FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_sort_keys BEFORE INSERT OR UPDATE OF company_sector_id, sector_text, user_id, sector_sort_key, user_sort_key ON companies
  FOR EACH ROW EXECUTE FUNCTION crm_company_sort_keys_trigger();--> statement-breakpoint
CREATE FUNCTION crm_lead_fleet_user_key_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.user_sort_key := (SELECT u.name_sort_key FROM users u WHERE u.id = NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_fleets_user_key BEFORE INSERT OR UPDATE OF user_id, user_sort_key ON lead_fleets
  FOR EACH ROW EXECUTE FUNCTION crm_lead_fleet_user_key_trigger();--> statement-breakpoint
CREATE FUNCTION crm_user_renamed_fleet_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET user_sort_key = NEW.name_sort_key WHERE user_id = NEW.id;
  UPDATE lead_fleets SET user_sort_key = NEW.name_sort_key WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_renamed_fleet AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.name_sort_key IS DISTINCT FROM NEW.name_sort_key)
  EXECUTE FUNCTION crm_user_renamed_fleet_trigger();--> statement-breakpoint
CREATE FUNCTION crm_sector_renamed_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies SET sector_sort_key = crm_sort_key(NEW.description) WHERE company_sector_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_sectors_renamed AFTER UPDATE OF description ON company_sectors
  FOR EACH ROW WHEN (OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION crm_sector_renamed_trigger();--> statement-breakpoint
CREATE INDEX "companies_agency_sector_key_idx" ON "companies" USING btree ("agency_id","sector_sort_key","id");--> statement-breakpoint
CREATE INDEX "companies_agency_sector_key_desc_idx" ON "companies" USING btree ("agency_id","sector_sort_key" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_agency_user_key_idx" ON "companies" USING btree ("agency_id","user_sort_key","user_id","id");--> statement-breakpoint
CREATE INDEX "companies_agency_user_key_desc_idx" ON "companies" USING btree ("agency_id","user_sort_key" DESC NULLS LAST,"user_id" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_user_key_idx" ON "lead_fleets" USING btree ("agency_id","user_sort_key","user_id","id");--> statement-breakpoint
CREATE INDEX "lead_fleets_agency_user_key_desc_idx" ON "lead_fleets" USING btree ("agency_id","user_sort_key" DESC NULLS LAST,"user_id" DESC NULLS LAST,"id" DESC NULLS FIRST);
