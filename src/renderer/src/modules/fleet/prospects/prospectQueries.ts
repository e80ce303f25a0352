import { queryOptions } from '@tanstack/react-query';
import type { ProspectTab } from '@shared/schemas/fleetProspect';
import { prospectRoutes } from '@shared/contracts/fleetCompanyContracts';
import { call, callData } from '../../../lib/apiCall';
import { leadFleetQueries as fleetLeadQueries } from '../leads/queries';
import type { ProspectFilters } from './prospectsStore';

/** GET /lead-fleet-prospect's query: the list's filters (prospectListQuery's keys) and its tab, page, search and sort. */
export type ProspectListParams = ProspectFilters & { page: number; status: ProspectTab; search: string; sortBy?: string };

/** Query keys of the prospects screens: lists by agency and params, one detail and its history. */
export const prospectQueries = {
  all: ['fleet-prospects'] as const,
  list: (agencyId: number, p: ProspectListParams) =>
    queryOptions({
      queryKey: [...prospectQueries.all, 'list', agencyId, p] as const,
      queryFn: () =>
        call(prospectRoutes.list, {
          query: { page: p.page, limit: 10, status: p.status, search: p.search || undefined, sortBy: p.sortBy, ProductId: p.ProductId, company: p.company || undefined, startDate: p.startDate, endDate: p.endDate },
        }),
      placeholderData: (previous) => previous,
    }),
  detail: (id: number) => queryOptions({ queryKey: [...prospectQueries.all, 'detail', id] as const, queryFn: () => callData(prospectRoutes.detail, { params: { id } }) }),
  history: (id: number) =>
    queryOptions({ queryKey: [...prospectQueries.all, 'history', id] as const, queryFn: () => callData(prospectRoutes.history, { params: { id } }) }),
  /** Models, companies, origins, classifications, stores and assignable users: the fleet lead catalogs, shared with the lead screens (a new company refreshes them). */
  catalogs: (_agencyId: number) => fleetLeadQueries.catalogs(),
};
