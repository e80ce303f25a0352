-- Names sort in Spanish order, identically on PGlite and PostgreSQL. PGlite has no ICU and a server's
-- default collation varies, so lists order by this key compared with COLLATE "C": accents stripped,
-- ñ written 'n{' ('{' follows 'z' in "C" order, so ñ falls between n and o), then ASCII lower-casing
-- (lower() under "C" never depends on the server's locale, which keeps the function truly immutable).
CREATE FUNCTION crm_sort_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(replace(replace(translate($1,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÇçÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcYyy'), 'Ñ', 'n{'), 'ñ', 'n{') COLLATE "C")
$$;
--> statement-breakpoint
-- The leads list paged by contact name walks the agency's key order instead of sorting the agency:
-- a phase tab by (agency, phase, key), the 'All' tab by (agency, key) filtering the phase.
CREATE INDEX leads_live_agency_phase_name_idx ON leads (agency_id, phase, (crm_sort_key(first_name || ' ' || last_name) COLLATE "C"), id)
  WHERE merged_into_id IS NULL;
--> statement-breakpoint
CREATE INDEX leads_live_agency_name_idx ON leads (agency_id, (crm_sort_key(first_name || ' ' || last_name) COLLATE "C"), id) WHERE merged_into_id IS NULL;
