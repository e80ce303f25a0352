import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Fleet leads now, per agency, executive (0: none) and phase: the fleet list's tab totals (issue 55).
 * Kept by triggers on lead_fleets (migration 0056 lead_fleet_counts) in the transaction that writes a
 * lead, whatever writes it; a blocked lead (issue 54) counts nowhere, as it shows in no list.
 */
export const leadFleetCounts = pgTable(
  'lead_fleet_counts',
  {
    agencyId: integer('agency_id').notNull(),
    userId: integer('user_id').notNull(),
    phase: text('phase').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.userId, t.phase] })],
);
