import type { FastifyInstance } from 'fastify';
import { optDbId, userFilter, optSearch, optDateText } from '../../../shared/schemas/primitives';
import { assertAgency, callerOf } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { pageCount } from '../../../shared/domain/paging';
import { leadFiltersSchema, leadTotals, listLeads, type LeadFilters } from './leadList';
import { leadListPage } from '../../../shared/schemas/leadResponses';
import { leadRoutes as calls } from '../../../shared/contracts/leadServed';
import { serveContract } from '../../lib/serveContract';

const oldListQuery = pagingQuery.extend({
  AgencyId: optDbId,
  phase: optSearch(30),
  UserId: userFilter,
  ProductId: optDbId,
  search: optSearch(),
  StartDate: optDateText,
  EndDate: optDateText,
  /** The caller, as the old screens send it; the token decides who is asking. */
  RequestantId: userFilter,
  sortBy: optSearch(60),
});

function parseFilters(raw: string | undefined): LeadFilters {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest();
  }
  const parsed = leadFiltersSchema.safeParse(json ?? {});
  if (!parsed.success) throw badRequest();
  return parsed.data;
}

/** The leads lists (GET /lead/new with tab totals, and the older GET /lead/), scoped to the agencyid header's agency. */
export async function leadFunnelListRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  serveContract(app, calls.list, {}, async (request) => {
    const caller = callerOf(request);
    const { page, limit, phase, search, filters, sortBy } = request.query;
    return listLeads(db, caller, { agencyId: caller.agencyId, phase, search, ...parseFilters(filters) }, { page, limit }, sortBy);
  });

  serveContract(app, calls.totalsByPhase, {}, async (request) => {
    const caller = callerOf(request);
    const { phase, search, filters } = request.query;
    const { current: _current, totalCapped: _capped, ...totals } = await leadTotals(db, caller, { agencyId: caller.agencyId, phase, search, ...parseFilters(filters) });
    return { data: totals };
  });

  /** The tab totals plus the selected phase's total and page count. */
  serveContract(app, calls.totals, {}, async (request) => {
    const caller = callerOf(request);
    const { phase, search, filters, limit } = request.query;
    const { current, totalCapped, ...totals } = await leadTotals(db, caller, { agencyId: caller.agencyId, phase, search, ...parseFilters(filters) });
    return { data: { ...totals, total: current, pages: pageCount(current, limit), ...(totalCapped ? { totalCapped } : {}) } };
  });

  const oldList = r.get.bind(r);
  for (const url of ['/lead/', '/lead']) {
    oldList(url, { config: { permission: 'lead:view' }, schema: { querystring: oldListQuery, response: { 200: leadListPage } } }, async (request) => {
      const caller = callerOf(request);
      const q = request.query;
      if (q.AgencyId) assertAgency(caller, q.AgencyId);
      return listLeads(
        db,
        caller,
        {
          agencyId: q.AgencyId ?? caller.agencyId,
          phase: q.phase,
          search: q.search,
          UserId: q.UserId,
          ProductId: q.ProductId,
          StartDate: q.StartDate,
          EndDate: q.EndDate,
        },
        { page: q.page, limit: q.limit },
        q.sortBy,
      );
    });
  }
}
