import type { FastifyInstance } from 'fastify';
import { optDbId, userFilter, optSearch, optDateText } from '../../../shared/schemas/primitives';
import { assertAgency, callerOf } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { pageCount } from '../../../shared/domain/paging';
import { leadFiltersSchema, leadTotals, listLeads, type LeadFilters } from './leadList';
import { leadListPage, phaseTotalsAnswer, phaseTotalsPagedAnswer } from '../../../shared/schemas/leadResponses';

const newListQuery = pagingQuery.extend({
  phase: optSearch(30),
  search: optSearch(),
  /** JSON of {LeadOriginId, subStatus, StartDate, EndDate, ProductId, UserId}. */
  filters: optSearch(2000),
  /** '<field>:<asc|desc>', fields id, contact, phase, subStatus, adviser, createdAt, lastContact. */
  sortBy: optSearch(60),
});

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

  r.get('/lead/new', { config: { permission: 'lead:view' }, schema: { querystring: newListQuery, response: { 200: leadListPage } } }, async (request) => {
    const caller = callerOf(request);
    const { page, limit, phase, search, filters, sortBy } = request.query;
    return listLeads(db, caller, { agencyId: caller.agencyId, phase, search, ...parseFilters(filters) }, { page, limit }, sortBy);
  });

  const totalsQuery = newListQuery.omit({ page: true, sortBy: true });
  r.get('/lead/new/totals-phase', { config: { permission: 'lead:view' }, schema: { querystring: totalsQuery, response: { 200: phaseTotalsAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const { phase, search, filters } = request.query;
    const { current: _current, totalCapped: _capped, ...totals } = await leadTotals(db, caller, { agencyId: caller.agencyId, phase, search, ...parseFilters(filters) });
    return { data: totals };
  });

  /** The tab totals plus the selected phase's total and page count. */
  r.get('/lead/new/totals', { config: { permission: 'lead:view' }, schema: { querystring: totalsQuery, response: { 200: phaseTotalsPagedAnswer } } }, async (request) => {
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
