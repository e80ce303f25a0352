import { sql, type SQL } from 'drizzle-orm';
import { FLEET_PHASE_LABELS, type FleetPhase } from '../../../shared/domain/fleetPhases';
import type { SearchHit } from '../../../shared/schemas/searchResponses';
import type { Caller } from '../../identity/auth';
import { customPlan, queryRows, type DbOrTx } from '../../lib/queryRows';
import type { PaletteQuery } from '../../lib/search/paletteQuery';
import { fleetLeadScope, fleetScope } from './fleetAccess';
import { FLEET_LEAD_SEARCH } from './leads/fleetLeadList';
import { PROSPECT_SEARCH } from './prospects/prospectQueries';

/** The companies list's search expression (companies_search_trgm_idx). */
const COMPANY_SEARCH = sql`lower(c.name || ' ' || coalesce(c.description, ''))`;

type Row = { id: number; title: string; phase: string | null; adviser: string | null; agency: string | null };
const ownerName = (alias: string) => sql.raw(`CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${alias}.first_name || ' ' || ${alias}.last_name END`);

/** `id = n OR <expression> LIKE '%words%'`, or nothing to search. A phone's digits go through the trigram index too (no key is kept for fleet phones). */
function match(q: PaletteQuery, id: SQL, text: SQL): SQL | undefined {
  const arms = [q.id !== undefined ? sql`${id} = ${q.id}` : undefined, q.like ? sql`${text} LIKE ${q.like}` : undefined].filter((x) => x !== undefined);
  return arms.length ? sql.join(arms, sql` OR `) : undefined;
}

/**
 * The fleet records the palette finds (issue 43), each under its list's rule: fleet leads and
 * companies by fleetScope (the caller's agencies; an executive's own), prospects by the prospect
 * list's (the request's agency; an executive's own and the unassigned). Every search reads the
 * list's own trigram index, the agency first in the GIN where it has one.
 */
export async function searchFleet(db: DbOrTx, caller: Caller, q: PaletteQuery, limit: number): Promise<SearchHit[]> {
  const leadMatch = match(q, sql`l.id`, FLEET_LEAD_SEARCH);
  const companyMatch = match(q, sql`c.id`, COMPANY_SEARCH);
  const prospectMatch = match(q, sql`p.id`, PROSPECT_SEARCH);
  const [leads, companies, prospects] = await Promise.all([
    leadMatch
      ? queryRows<Row>(
          db,
          customPlan(sql`SELECT l.id, l.contact_name || ' · ' || l.company_name AS title, l.phase, ${ownerName('u')} AS adviser, g.name AS agency
            FROM (SELECT l.id FROM lead_fleets l WHERE ${fleetLeadScope(caller, 'l')} AND (${leadMatch}) LIMIT ${limit}) hit
            JOIN lead_fleets l ON l.id = hit.id LEFT JOIN users u ON u.id = l.user_id LEFT JOIN agencies g ON g.id = l.agency_id ORDER BY l.id DESC`),
        )
      : [],
    companyMatch
      ? queryRows<Row>(
          db,
          customPlan(sql`SELECT c.id, c.name AS title, CASE WHEN c.active THEN 'Activa' ELSE 'Inactiva' END AS phase, ${ownerName('u')} AS adviser, g.name AS agency
            FROM (SELECT c.id FROM companies c WHERE ${fleetScope(caller, 'c')} AND (${companyMatch}) LIMIT ${limit}) hit
            JOIN companies c ON c.id = hit.id LEFT JOIN users u ON u.id = c.user_id LEFT JOIN agencies g ON g.id = c.agency_id ORDER BY c.id DESC`),
        )
      : [],
    prospectMatch
      ? queryRows<Row>(
          db,
          customPlan(sql`SELECT p.id, p.first_name || ' ' || p.last_name || ' · ' || p.company_name AS title,
              CASE WHEN p.lead_fleet_id IS NOT NULL THEN 'Convertido' WHEN p.active THEN 'Prospecto' ELSE 'Inactivo' END AS phase, ${ownerName('u')} AS adviser, g.name AS agency
            FROM (SELECT p.id FROM lead_fleet_prospects p WHERE p.agency_id = ${caller.agencyId} AND p.blocked_at IS NULL
                    ${caller.role === 'fleet-executive' ? sql`AND (p.user_id IS NULL OR p.user_id = ${caller.id})` : sql``}
                    AND (${prospectMatch}) LIMIT ${limit}) hit
            JOIN lead_fleet_prospects p ON p.id = hit.id LEFT JOIN users u ON u.id = p.user_id LEFT JOIN agencies g ON g.id = p.agency_id ORDER BY p.id DESC`),
        )
      : [],
  ]);
  return [
    ...leads.map((r): SearchHit => ({ kind: 'fleetLead', ...r, phase: r.phase ? (FLEET_PHASE_LABELS[r.phase as FleetPhase] ?? r.phase) : null, href: `/fleets/leads-flotilla/${r.id}` })),
    ...companies.map((r): SearchHit => ({ kind: 'company', ...r, href: `/fleets/companies/${r.id}` })),
    ...prospects.map((r): SearchHit => ({ kind: 'prospect', ...r, href: `/fleets/prospectos/${r.id}` })),
  ];
}
