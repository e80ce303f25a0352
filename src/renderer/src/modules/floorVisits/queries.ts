import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, getData } from '../../lib/apiClient';
import type { Paged } from '../appointments/queries';
import type { FloorVisitCreated, FloorVisitRow, FoundLead } from '@shared/schemas/floorVisitResponses';
import type { LeadOriginRow } from '@shared/schemas/leadResponses';
import type { ProductRow } from '@shared/schemas/productResponses';

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
      queryFn: async () =>
        (await api.get<Paged<FloorVisitRow>>('/registro-visitas', { params: { page: p.page, limit: 10, search: p.search || undefined, sortBy: p.sortBy } })).data,
      placeholderData: keepPreviousData,
    }),
  totals: (agencyId: number, search: string) =>
    queryOptions({
      queryKey: [...floorVisitQueries.all, 'totals', agencyId, search],
      queryFn: () => getData<{ all: number }>(api.get('/registro-visitas/data/totales', { params: { search: search || undefined } })),
    }),
  origins: (agencyId: number) =>
    queryOptions({ queryKey: ['leadOrigins', agencyId], queryFn: () => getData<LeadOriginRow[]>(api.get('/leadOrigin')), staleTime: 5 * 60_000 }),
  /** Products offered for floor visits (flag 0, spec §7). */
  products: () =>
    queryOptions({
      queryKey: ['products', 'visits'],
      queryFn: () => getData<ProductRow[]>(api.get('/product/', { params: { flag: 0 } })),
      staleTime: 5 * 60_000,
    }),
};

export function findLeads(query: Record<string, string>): Promise<FoundLead[]> {
  return getData<FoundLead[]>(api.get('/registro-visitas/data/find', { params: query }));
}

export function registerVisit(data: { origin: 'NEW' | 'EXISTING'; LeadId: number }): Promise<FloorVisitCreated> {
  return getData(api.post('/registro-visitas/', { data }));
}
