import { queryOptions } from '@tanstack/react-query';
import { api, getData } from '../../lib/apiClient';

export interface AccessoryLead {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  origin: string | null;
  stage: string;
  createdAt: string;
  updatedAt: string;
  Item: { id: number; name: string; modelAccessory: string | null; ProductImageUrls: string[] } | null;
}

export interface AccessoryPage {
  data: AccessoryLead[];
  total: number;
  pages: number;
  page: number;
  totals: { all: number; stages: { stage: string; total: number }[] };
}

export interface AccessoryFilter {
  page: number;
  search: string;
  stage?: string;
  /** Direction-prefixed names: '-updatedAt', 'name'. */
  sortBy: string[];
}

export const accessoryQueries = {
  all: ['accessoryLeads'] as const,
  list: (f: AccessoryFilter) =>
    queryOptions({
      queryKey: [...accessoryQueries.all, 'list', f],
      queryFn: async () =>
        (
          await api.get<AccessoryPage>('/lead-accesorios/', {
            params: { page: f.page, limit: 10, search: f.search || undefined, stage: f.stage, sortBy: f.sortBy.join(',') || undefined },
          })
        ).data,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...accessoryQueries.all, 'detail', id], queryFn: () => getData<AccessoryLead>(api.get(`/lead-accesorios/${id}`)) }),
};
