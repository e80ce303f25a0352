import { index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/tables/columns';
import { agencies } from '../../db/tables/org';
import { leads } from '../leads/tables';

/** Candidate duplicate pairs within an agency; leadId < matchedId. */

export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    matchedId: integer('matched_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** OPEN, DIFFERENT (never proposed again) or MERGED. */
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_pair_idx').on(t.leadId, t.matchedId),
    index('duplicate_pairs_matched_idx').on(t.matchedId),
    index('duplicate_pairs_agency_status_idx').on(t.agencyId, t.status, t.createdAt),
  ],
);
