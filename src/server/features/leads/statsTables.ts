import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Counters kept by triggers (migration crm_lead_stats) in the transaction that writes the lead, so
 * the tab totals and the dashboard never count lead rows. Only live leads (merged_into_id IS NULL)
 * are counted; user_id 0 stands for "no owner" (subasta).
 */

/** Live leads now, per agency, owner and phase: the phase-tab totals. */
export const leadCounts = pgTable(
  'lead_counts',
  {
    agencyId: integer('agency_id').notNull(),
    userId: integer('user_id').notNull(),
    phase: text('phase').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.userId, t.phase] })],
);

/**
 * Live leads per agency, creation day (Mexico City, AGENCY_TIME_ZONE), owner and one dimension: 'phase' (with
 * the first-response minutes), 'status' (sub-status), 'origin' (lead origin id), 'product' (current
 * interest's product id). The dashboard's four reports sum these rows.
 */
export const leadDailyStats = pgTable(
  'lead_daily_stats',
  {
    agencyId: integer('agency_id').notNull(),
    day: date('day').notNull(),
    dim: text('dim').notNull(),
    key: text('key').notNull(),
    userId: integer('user_id').notNull(),
    n: integer('n').notNull().default(0),
    responseSum: bigint('response_sum', { mode: 'number' }).notNull().default(0),
    responseN: integer('response_n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.dim, t.day, t.key, t.userId] })],
);
