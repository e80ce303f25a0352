import { queryOptions } from '@tanstack/react-query';
import type { SaleDetail, SaleList, SaleRow } from '@shared/schemas/saleResponses';
import { saleRoutes } from '@shared/contracts/saleContracts';
import type { SaleTabKey } from '@shared/domain/saleStageMove';
import type { saleDashboardFilters } from '@shared/schemas/saleList';
import type { Sent } from '@shared/schemas/wire';
import { call, callData } from '../../lib/apiCall';

/** The sales calls' answers: the shared contract's wire side (issue 41). */
export type { SaleDetail, SaleList };
export type Sale = SaleRow;

export interface SaleListFilter {
  page: number;
  phase: SaleTabKey;
  search: string;
  sortBy?: string;
  /** The filter modal's fields, as GET /sale/dashboard takes them in `filters`: the shared schema's keys. */
  filters?: Sent<typeof saleDashboardFilters>;
}

export const saleQueries = {
  all: ['sales'] as const,
  lists: () => [...saleQueries.all, 'list'] as const,
  list: (f: SaleListFilter) =>
    queryOptions({
      queryKey: [...saleQueries.lists(), f],
      queryFn: () =>
        call(saleRoutes.dashboard, {
          query: {
            page: f.page,
            limit: 10,
            phase: f.phase,
            search: f.search || undefined,
            sortBy: f.sortBy,
            filters: f.filters && Object.keys(f.filters).length ? JSON.stringify(f.filters) : undefined,
          },
        }),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...saleQueries.all, 'detail', id], queryFn: () => callData(saleRoutes.detail, { params: { id } }) }),
};
