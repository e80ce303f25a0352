import { queryOptions } from '@tanstack/react-query';
import { accessoryLeadRoutes } from '@shared/contracts/ecommerceContracts';
import { call, callData } from '../../lib/apiCall';

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
      queryFn: () => call(accessoryLeadRoutes.list, { query: { page: f.page, limit: 10, search: f.search || undefined, stage: f.stage, sortBy: f.sortBy.join(',') || undefined } }),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...accessoryQueries.all, 'detail', id], queryFn: () => callData(accessoryLeadRoutes.detail, { params: { id } }) }),
};
