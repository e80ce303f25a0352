import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, getData } from '../../lib/apiClient';
import type { Paged } from '../appointments/queries';
import type { FloorVisitCreated, FloorVisitRow, FoundLead } from '@shared/schemas/floorVisitResponses';

/** A row of GET /registro-visitas (spec §3 floor visit) and a lead the wizard found: the API's answers. */
export type { FloorVisitRow, FoundLead };

export interface OriginOption {
  id: number;
  slug: string;
  description: string;
}

export interface ProductWithColors {
  id: number;
  name: string;
  model?: string;
  ProductColors?: { id: number; name: string }[];
  colors?: { id: number; name: string }[];
}

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
    queryOptions({ queryKey: ['leadOrigins', agencyId], queryFn: () => getData<OriginOption[]>(api.get('/leadOrigin')), staleTime: 5 * 60_000 }),
  /** Products offered for floor visits (flag 0, spec §7). */
  products: () =>
    queryOptions({
      queryKey: ['products', 'visits'],
      queryFn: async () => {
        const body = (await api.get<{ data: ProductWithColors[] | { data: ProductWithColors[] } }>('/product/', { params: { flag: 0 } })).data.data;
        return Array.isArray(body) ? body : body.data;
      },
      staleTime: 5 * 60_000,
    }),
};

export function findLeads(query: Record<string, string>): Promise<FoundLead[]> {
  return getData<FoundLead[]>(api.get('/registro-visitas/data/find', { params: query }));
}

export function registerVisit(data: { origin: 'NEW' | 'EXISTING'; LeadId: number }): Promise<FloorVisitCreated> {
  return getData(api.post('/registro-visitas/', { data }));
}
