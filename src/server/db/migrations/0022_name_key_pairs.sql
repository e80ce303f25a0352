DROP INDEX "leads_name_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "leads_live_agency_name_key_idx" ON "leads" USING btree ("agency_id","name_key") WHERE "leads"."merged_into_id" IS NULL;--> statement-breakpoint
-- Similar names (issue 27, at 1,000,000 leads): the trigram GIN on name_key answered a common name
-- ('José Hernández García') by rechecking thousands of the agency's Hernández and García (53 ms).
-- Two names the matcher calls similar share at least two of their words, each spelt alike, so the
-- candidates come from the name's word pairs instead: 'garcia hernandez jose' is indexed as
-- 'garcia hernandez', 'garcia jose', 'hernandez jose' (the key's words are sorted and distinct, so
-- each pair is written one way), and a query asks for its own pairs and those of the near spellings
-- of its words found in person_name_words. See features/duplicates/duplicateDetection.ts.
CREATE FUNCTION name_key_pairs(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(a.w || ' ' || b.w), '{}')
  FROM unnest(string_to_array($1, ' ')) WITH ORDINALITY AS a(w, i)
  JOIN unnest(string_to_array($1, ' ')) WITH ORDINALITY AS b(w, j) ON a.i < b.j
$$;
--> statement-breakpoint
-- fastupdate off: a search never reads a pending list of recent leads (every creation asks this index).
CREATE INDEX leads_live_agency_name_pairs_idx ON leads USING gin (agency_id, name_key_pairs(name_key)) WITH (fastupdate = off)
  WHERE merged_into_id IS NULL;
--> statement-breakpoint
-- Every word of a stored name key, once: where a query finds the near spellings of its words
-- ('hernandes' → 'hernandez'). Words are never removed (a word no lead has any more only costs a row).
CREATE TABLE person_name_words (word text PRIMARY KEY);
--> statement-breakpoint
INSERT INTO person_name_words (word)
  SELECT DISTINCT w FROM leads, unnest(string_to_array(name_key, ' ')) AS w WHERE name_key <> '';
--> statement-breakpoint
CREATE INDEX person_name_words_trgm_idx ON person_name_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
