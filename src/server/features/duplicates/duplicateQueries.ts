import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { duplicatePairRowSchema } from '../../../shared/schemas/duplicateResponses';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';
import { likePattern } from '../../lib/list/likePattern';
import { leadScope, liveLead } from '../leads';

/** A duplicate pair row plus its status (the answer's contract: duplicatePairRowSchema). */
export type PairRow = z.output<typeof duplicatePairRowSchema>;

export const PAIR_SELECT = sql`
  d.id, d.lead_id, a.first_name || ' ' || a.last_name AS lead_name, a.email AS lead_email, a.phone AS lead_phone,
  d.matched_id, b.first_name || ' ' || b.last_name AS matched_name, b.email AS matched_email, b.phone AS matched_phone,
  d.score::float8 AS score, d.reasons, d.status, d.created_at AS "createdAt"`;

/** OPEN pairs of the agency whose two leads are both live. */
export function openPairsOf(agencyId: number): SQL {
  // Each pair fetches its two leads by id. As plain joins, PostgreSQL merge-joined the few pairs with
  // the whole leads table (a million rows, 0.9 s) whenever their leads were newer than its last
  // statistics (new leads are exactly the ones that get paired): OFFSET 0 keeps each lookup apart.
  return sql`FROM duplicate_pairs d
    CROSS JOIN LATERAL (SELECT * FROM leads WHERE id = d.lead_id AND ${liveLead('leads')} OFFSET 0) a
    CROSS JOIN LATERAL (SELECT * FROM leads WHERE id = d.matched_id AND ${liveLead('leads')} OFFSET 0) b
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
        AND EXISTS (SELECT 1 FROM leads WHERE id = d.lead_id AND ${liveLead('leads')})
        AND EXISTS (SELECT 1 FROM leads WHERE id = d.matched_id AND ${liveLead('leads')})
      ORDER BY d.score DESC, d.created_at DESC, d.id DESC LIMIT ${limit} OFFSET ${offset}
    ) d
    CROSS JOIN LATERAL (SELECT * FROM leads WHERE id = d.lead_id OFFSET 0) a
    CROSS JOIN LATERAL (SELECT * FROM leads WHERE id = d.matched_id OFFSET 0) b
    ORDER BY d.score DESC, d.created_at DESC, d.id DESC`;
}

export function pairSearch(search: string | undefined): SQL {
  if (!search) return sql``;
  const term = likePattern(search);
  return sql`AND (lower(a.first_name || ' ' || a.last_name) LIKE ${term} OR lower(b.first_name || ' ' || b.last_name) LIKE ${term}
    OR lower(coalesce(a.email, '')) LIKE ${term} OR lower(coalesce(b.email, '')) LIKE ${term}
    OR coalesce(a.phone, '') LIKE ${term} OR coalesce(b.phone, '') LIKE ${term}
    OR d.lead_id::text = ${search} OR d.matched_id::text = ${search})`;
}

/** One side of the comparison screen: Datos and Historial. */
export function leadSideQuery(leadId: number, agencyId: number): SQL {
  return sql`SELECT l.id, l.first_name AS "firstName", l.last_name AS "lastName", l.first_name || ' ' || l.last_name AS "firstAndLastName",
      l.email, l.phone, l.phase, l.sub_status AS "subStatus", l.buy_type AS "buyType", l.created_at AS "createdAt", l.updated_at AS "updatedAt",
      l.user_id AS "UserId",
      CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstAndLastName', u.first_name || ' ' || u.last_name, 'email', u.email) END AS "User",
      CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object('slug', o.slug, 'description', o.description) END AS "LeadOrigin",
      coalesce((SELECT json_agg(json_build_object('id', e.id, 'value', e.value) ORDER BY e.id) FROM lead_emails e WHERE e.lead_id = l.id), '[]'::json) AS "leadEmails",
      coalesce((SELECT json_agg(json_build_object('id', p.id, 'value', p.value) ORDER BY p.id) FROM lead_phones p WHERE p.lead_id = l.id), '[]'::json) AS "leadPhones",
      coalesce((SELECT json_agg(json_build_object('id', i.id, 'current', i.current, 'quantity', i.quantity, 'buyType', i.buy_type,
          'Product', json_build_object('id', pr.id, 'name', pr.name, 'model', pr.model, 'imageUrl', pr.image_url),
          'ProductColor', CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('name', c.name, 'slug', c.slug) END) ORDER BY i.current DESC, i.id DESC)
        FROM lead_interests i JOIN products pr ON pr.id = i.product_id LEFT JOIN product_colors c ON c.id = i.product_color_id
        WHERE i.lead_id = l.id), '[]'::json) AS "LeadInterests",
      coalesce((SELECT json_agg(h ORDER BY h."createdAt" DESC) FROM (
          SELECT 'activity' AS kind, a.id, a.created_at AS "createdAt", t.description AS title, a.comments, a.status
            FROM lead_activities a JOIN lead_activity_types t ON t.id = a.type_id WHERE a.lead_id = l.id
          UNION ALL
          SELECT 'phase', r.id, r.created_at, coalesce(r.old_phase_slug, '') || ' → ' || r.new_phase_slug, r.comments, NULL
            FROM lead_phase_records r WHERE r.lead_id = l.id
          UNION ALL
          SELECT CASE WHEN ap.type = 'TESTDRIVE' THEN 'testdrive' ELSE 'appointment' END, ap.id, ap.created_at,
            to_char(ap.date AT TIME ZONE ${AGENCY_TIME_ZONE}, 'DD-MM-YYYY HH24:MI'), ap.comments, ap.status
            FROM appointments ap WHERE ap.lead_id = l.id
          UNION ALL
          SELECT 'floorVisit', f.id, f.created_at, f.type, NULL, NULL FROM floor_visits f WHERE f.lead_id = l.id
        ) h), '[]'::json) AS "History"
    FROM leads l LEFT JOIN users u ON u.id = l.user_id LEFT JOIN lead_origins o ON o.id = l.lead_origin_id
    WHERE l.id = ${leadId} AND ${leadScope('l', agencyId)}`;
}
