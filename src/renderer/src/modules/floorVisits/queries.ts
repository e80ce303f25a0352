import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { productRoutes } from '@shared/contracts/productContracts';
import { call, callData } from '../../lib/apiCall';
import { floorVisitRoutes } from '@shared/contracts/floorVisitContracts';
import { leadRoutes } from '@shared/contracts/leadContracts';
import type { FloorVisitCreated, FloorVisitRow, FoundLead } from '@shared/schemas/floorVisitResponses';
import type { QueryOf } from '@shared/contracts/routeContract';

/** A row of GET /registro-visitas (spec §3 floor visit) and a lead the wizard found: the API's answers. */
export type { FloorVisitRow, FoundLead };

/** The origins (GET /leadOrigin) and the products offered for visits with their colours (GET /product/?flag=0): the API's answers. */
export type { LeadOriginRow as OriginOption } from '@shared/schemas/leadResponses';
export type { ProductRow as ProductWithColors } from '@shared/schemas/productResponses';

export const floorVisitQueries = {
  all: ['floorVisits'] as const,
  list: (agencyId: number, p: { page: number; search: string; sortBy?: string }) =>
    queryOptions({
      queryKey: [...floorVisitQueries.all, 'list', agencyId, p],
      queryFn: () => call(floorVisitRoutes.list, { query: { page: p.page, limit: 10, search: p.search || undefined, sortBy: p.sortBy } }),
      placeholderData: keepPreviousData,
    }),
  totals: (agencyId: number, search: string) =>
    queryOptions({
      queryKey: [...floorVisitQueries.all, 'totals', agencyId, search],
      queryFn: () => callData(floorVisitRoutes.totals, { query: { search: search || undefined } }),
    }),
  origins: (agencyId: number) =>
    queryOptions({ queryKey: ['leadOrigins', agencyId], queryFn: () => callData(leadRoutes.origins), staleTime: 5 * 60_000 }),
  /** Products offered for floor visits (flag 0, spec §7). */
  products: () =>
    queryOptions({
      queryKey: ['products', 'visits'],
      queryFn: () => callData(productRoutes.active, { query: { flag: 0 } }),
      staleTime: 5 * 60_000,
    }),
};

export function findLeads(query: QueryOf<typeof floorVisitRoutes.find>): Promise<FoundLead[]> {
  return callData(floorVisitRoutes.find, { query });
}

export function registerVisit(data: { origin: 'NEW' | 'EXISTING'; LeadId: number }): Promise<FloorVisitCreated> {
  return callData(floorVisitRoutes.register, { body: { data } });
}
