import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';
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
    /** Why the two leads match (matchReasons): [{kind, label, score}], shown beside the percentage. */
    reasons: jsonb('reasons').$type<{ kind: string; label: string; score: number }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_pair_idx').on(t.leadId, t.matchedId),
    index('duplicate_pairs_matched_idx').on(t.matchedId),
    index('duplicate_pairs_agency_status_idx').on(t.agencyId, t.status, t.createdAt),
    // The list's order (score, newest, id): a page is read by walking it, not by sorting every open pair.
    index('duplicate_pairs_agency_order_idx').on(t.agencyId, t.status, t.score.desc(), t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * One merge of two duplicate leads (issue 30), kept so it can be undone for MERGE_UNDO_DAYS: the
 * snapshot holds both lead rows as they were, the ids of every child row that moved, the rows the
 * merge deleted (repeated e-mails and phones, the secondary's other open pairs) and the interests'
 * `current` flags (see duplicateMerge.ts, MergeSnapshot).
 */
export const leadMerges = pgTable(
  'lead_merges',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    principalId: integer('principal_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    secondaryId: integer('secondary_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    mergedBy: integer('merged_by').references(() => users.id),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('lead_merges_principal_idx').on(t.principalId, t.createdAt), index('lead_merges_secondary_idx').on(t.secondaryId)],
);
