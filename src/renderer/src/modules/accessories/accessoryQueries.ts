import { queryOptions } from '@tanstack/react-query';
import type { AccessoryLead, AccessoryLeadPage } from '@shared/schemas/ecommerceResponses';
import { api, getData } from '../../lib/apiClient';

/** The accessory leads' row and page: the contract's types (issue 41). */
export type { AccessoryLead, AccessoryLeadPage as AccessoryPage } from '@shared/schemas/ecommerceResponses';

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
          await api.get<AccessoryLeadPage>('/lead-accesorios/', {
            params: { page: f.page, limit: 10, search: f.search || undefined, stage: f.stage, sortBy: f.sortBy.join(',') || undefined },
          })
        ).data,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...accessoryQueries.all, 'detail', id], queryFn: () => getData<AccessoryLead>(api.get(`/lead-accesorios/${id}`)) }),
};
