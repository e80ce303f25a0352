import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { duplicatePairRowSchema } from '../../../shared/schemas/duplicateResponses';
import { rowSelect } from '../../lib/list/tableColumns';
import { duplicatePairs } from './tables';
import { likePattern } from '../../lib/list/likePattern';
import { listOrder } from '../../lib/list/listOrder';
import { DUPLICATE_COLUMNS } from '../../../shared/lists/duplicateColumns';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';
import { appointmentHistoryOf } from '../appointments';
import { floorVisitHistoryOf } from '../floorVisits';
import { leadRowById, liveLeadExists } from '../leads';
import { leadComparisonSide } from '../leads/doors/contactKeys';

/** A duplicate pair row plus its status (the answer's contract: duplicatePairRowSchema). */
export type PairRow = z.output<typeof duplicatePairRowSchema>;

/**
 * A pair's row (duplicatePairRowSchema): its own columns by name (lib/list/tableColumns.ts; lead_id and
 * matched_id by their SQL name), each lead's name and contact computed from its side (`a`, `b`). Its
 * createdAt is an ISO instant, as its contract says (it was PostgreSQL's own text before rowSelect).
 */
export const PAIR_SELECT = rowSelect(duplicatePairRowSchema.shape, duplicatePairs, 'd', {
  lead_name: sql`a.first_name || ' ' || a.last_name`,
  lead_email: sql`a.email`,
  lead_phone: sql`a.phone`,
  matched_name: sql`b.first_name || ' ' || b.last_name`,
  matched_email: sql`b.email`,
  matched_phone: sql`b.phone`,
});

/** Each declared sort key's SQL (shared/lists/duplicateColumns.ts); a key without SQL fails typecheck. */
export const DUPLICATE_SORT: Record<SortKeyOf<typeof DUPLICATE_COLUMNS>, SQL> = { score: sql`d.score`, createdAt: sql`d.created_at` };

/** The list's order, `duplicate_pairs_agency_order_idx`'s: score, newest, id, all descending. */
export const DUPLICATE_ORDER = listOrder(
  [
    { key: 'score', desc: true },
    { key: 'createdAt', desc: true },
  ],
  DUPLICATE_SORT,
  { key: 'score', desc: true },
  sql`d.id`,
  () => false,
  'DESC',
);

/** OPEN pairs of the agency whose two leads are both live. */
export function openPairsOf(agencyId: number): SQL {
  // Each pair fetches its two leads by id. As plain joins, PostgreSQL merge-joined the few pairs with
  // the whole leads table (a million rows, 0.9 s) whenever their leads were newer than its last
  // statistics (new leads are exactly the ones that get paired): OFFSET 0 keeps each lookup apart.
  return sql`FROM duplicate_pairs d
    CROSS JOIN LATERAL ${leadRowById(sql`d.lead_id`, { live: true })} a
    CROSS JOIN LATERAL ${leadRowById(sql`d.matched_id`, { live: true })} b
    WHERE d.agency_id = ${agencyId} AND d.status = 'OPEN'`;
}

/**
 * One page of the agency's OPEN pairs of live leads in the list's order (score, newest, id), read
 * ids-first: the pairs are walked in `duplicate_pairs_agency_order_idx`'s order, each checked for two
 * live leads, and only the page's pairs fetch their leads' names and contacts. Joining first made
 * every page (and every 1,000-row page of the export) fetch both leads of every open pair.
 */
export function openPairsPage(agencyId: number, limit: number, offset: number): SQL {
  return sql`SELECT ${PAIR_SELECT} FROM (
      SELECT d.* FROM duplicate_pairs d
      WHERE d.agency_id = ${agencyId} AND d.status = 'OPEN'
        AND ${liveLeadExists(sql`d.lead_id`)}
        AND ${liveLeadExists(sql`d.matched_id`)}
      ORDER BY ${DUPLICATE_ORDER} LIMIT ${limit} OFFSET ${offset}
    ) d
    CROSS JOIN LATERAL ${leadRowById(sql`d.lead_id`)} a
    CROSS JOIN LATERAL ${leadRowById(sql`d.matched_id`)} b
    ORDER BY ${DUPLICATE_ORDER}`;
}

export function pairSearch(search: string | undefined): SQL {
  if (!search) return sql``;
  const term = likePattern(search);
  return sql`AND (lower(a.first_name || ' ' || a.last_name) LIKE ${term} OR lower(b.first_name || ' ' || b.last_name) LIKE ${term}
    OR lower(coalesce(a.email, '')) LIKE ${term} OR lower(coalesce(b.email, '')) LIKE ${term}
    OR coalesce(a.phone, '') LIKE ${term} OR coalesce(b.phone, '') LIKE ${term}
    OR d.lead_id::text = ${search} OR d.matched_id::text = ${search})`;
}

/** One side of the comparison screen: Datos and Historial (leads' comparison side, with the appointments and floor visits in its history). */
export function leadSideQuery(leadId: number, agencyId: number): SQL {
  return leadComparisonSide(leadId, agencyId, [appointmentHistoryOf, floorVisitHistoryOf]);
}
