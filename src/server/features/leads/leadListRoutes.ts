import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { callerOf, type Caller } from '../../identity/auth';
import { likePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { customPlan, queryRows } from '../../lib/queryRows';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { leadRoutes as calls, listedLeadQuery } from '../../../shared/contracts/leadServed';
import { countedPhases } from './leadCounts';
import { leadOwnerOf, leadScope } from './leadScope';
import { listedLead } from '../../../shared/schemas/leadResponses';
import { FROZEN_LEAD_COLUMNS, FUTURE_SALE_LEAD_COLUMNS, LEAD_SEARCH_COLUMNS } from '../../../shared/lists/leadColumns';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';
import { listOrder } from '../../lib/list/listOrder';

const ROW = sql`l.id, l.first_name || ' ' || l.last_name AS "firstAndLastName", l.email, l.phone, l.phase, l.sub_status AS "subStatus",
  l.created_at AS "createdAt", l.updated_at AS "updatedAt", l.last_contact_at AS "lastContactAt", l.reactivation_date AS "reactivationDate",
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstAndLastName', u.first_name || ' ' || u.last_name) END AS "User",
  (SELECT r.comments FROM lead_phase_records r WHERE r.lead_id = l.id AND r.new_phase_slug = l.phase ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS reason,
  (SELECT p.model FROM lead_interests i JOIN products p ON p.id = i.product_id WHERE i.lead_id = l.id AND i.current
     ORDER BY i.created_at DESC, i.id DESC LIMIT 1) AS model`;

/**
 * Each list's one order, from the sort keys its declaration adds (shared/lists/leadColumns.ts; the
 * screen cannot pick another), then the newest id. Only the future sale's date may be null: last.
 */
export const FROZEN_LEAD_SORT: Record<SortKeyOf<typeof FROZEN_LEAD_COLUMNS>, SQL> = { updatedAt: sql`l.updated_at` };
export const FUTURE_SALE_LEAD_SORT: Record<SortKeyOf<typeof FUTURE_SALE_LEAD_COLUMNS>, SQL> = { reactivationDate: sql`l.reactivation_date` };
export const LEAD_SEARCH_SORT: Record<SortKeyOf<typeof LEAD_SEARCH_COLUMNS>, SQL> = { createdAt: sql`l.created_at` };
const FROZEN_ORDER = listOrder([], FROZEN_LEAD_SORT, { key: 'updatedAt', desc: true }, sql`l.id`, () => false, 'DESC');
const FUTURE_SALE_ORDER = listOrder([], FUTURE_SALE_LEAD_SORT, { key: 'reactivationDate', desc: false }, sql`l.id`, () => true, 'DESC');
const SEARCH_ORDER = listOrder([], LEAD_SEARCH_SORT, { key: 'createdAt', desc: true }, sql`l.id`, () => false, 'DESC');

/** Live leads of the caller's agency; an adviser sees only their own. */
function visible(caller: Caller): SQL {
  return leadScope('l', caller.agencyId, leadOwnerOf(caller));
}

/** Name, e-mail or phone: the expression of leads_agency_phase_search_trgm_idx, so the agency's trigram index serves the LIKE. */
function nameSearch(search: string | undefined): SQL {
  if (!search) return sql``;
  const term = likePattern(search);
  return sql`AND lower(l.first_name || ' ' || l.last_name || ' ' || coalesce(l.email, '') || ' ' || coalesce(l.phone, '')) LIKE ${term}`;
}

/**
 * Frozen, future-sale and search lists. NOT spec paths: the spec reads them from GET /lead/ with
 * phase=congelado|futura-venta, which the lead routes own; these static paths keep the two apart.
 */
export async function leadListRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  async function list(caller: Caller, phase: string, q: z.infer<typeof listedLeadQuery>, order: SQL) {
    const where = sql`WHERE ${visible(caller)} AND l.phase = ${phase} ${nameSearch(q.search)}`;
    // A search's term decides the plan (walk the order's index and test each lead, or read the trigram
    // matches): planned for its values, as the fleet lists do. The prepared generic plan of the bounded
    // count walked the phase's index for 'garc' (28 ms) where the trigram bitmap takes 12.
    const plan = q.search ? customPlan : (query: SQL) => query;
    // `order` ends with the newest id among ties (listOrder's tie-break).
    // The page's ids by the index of the list's order; the per-row subqueries run for those rows only.
    return pageOf(
      q,
      (limit, offset) =>
        queryRows<z.output<typeof listedLead>>(
          db,
          plan(sql`WITH page AS (SELECT l.id FROM leads l ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
            SELECT ${ROW} FROM page JOIN leads l ON l.id = page.id LEFT JOIN users u ON u.id = l.user_id ORDER BY ${order}`),
        ),
      (bound) => countList(caller, phase, q, where, bound, plan),
    );
  }

  async function countList(caller: Caller, phase: string, q: z.infer<typeof listedLeadQuery>, where: SQL, bound: number | undefined, plan: (query: SQL) => SQL): Promise<number> {
    // An adviser sees only their own leads here (no unowned subasta): an owner filter.
    const counts = await countedPhases(db, {
      agencyId: caller.agencyId,
      userId: leadOwnerOf(caller),
      filtered: !!q.search,
    });
    if (counts) return counts.get(phase) ?? 0;
    // A search counts up to the list kit's bound ('más de 1,000'), not every match.
    const [count] = await queryRows<{ total: number }>(
      db,
      plan(bound === undefined ? sql`SELECT count(*)::int AS total FROM leads l ${where}` : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM leads l ${where} LIMIT ${bound + 1}) bounded`),
    );
    return count?.total ?? 0;
  }

  serveContract(app, calls.frozen, {}, async (request) =>
    list(callerOf(request), 'congelado', request.query, FROZEN_ORDER),
  );

  serveContract(app, calls.futureSale, {}, async (request) =>
    list(callerOf(request), 'futura-venta', request.query, FUTURE_SALE_ORDER),
  );

  serveContract(app, calls.search, {}, async (request) =>
    list(callerOf(request), request.query.leadPhase, request.query, SEARCH_ORDER),
  );
}
