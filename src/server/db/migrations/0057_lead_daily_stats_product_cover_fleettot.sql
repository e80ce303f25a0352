-- Issue 55: 'Leads por Modelo' over a year (GET /lead/InterestByModel) summed the demo agency's 25,522
-- product rows of lead_daily_stats through a bitmap of the key and a heap page for every few rows (6,181
-- pages: 16 ms planned for its values, 23-27 ms under the prepared generic plan). This index holds what
-- that sum reads, so it is an index-only scan (4.1 ms, no heap fetch after a vacuum). Only the 'product'
-- rows: the other reports' year took no more than their goals, and every counter row in the index stops
-- its updates from being HOT (one index entry more per lead write, for this dimension only).
CREATE INDEX "lead_daily_stats_product_cover_idx" ON "lead_daily_stats" ("agency_id", "day") INCLUDE ("key", "n") WHERE "dim" = 'product';
