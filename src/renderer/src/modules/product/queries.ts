import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { productListStatus } from '@shared/schemas/product';
import { call, callData } from '../../lib/apiCall';
import { productRoutes } from '@shared/contracts/productContracts';

/** The catalogue's tab: GET /product/'s `status` (productListStatus). */
export type ProductStatus = z.output<typeof productListStatus>;

export interface ProductFilters {
  page: number;
  search: string;
  status: ProductStatus;
  sortBy?: string;
}

/** The catalogue (spec part 2 §7 Product catalogue): GET /product/ paged, GET /product/{id}, the collections. */
export const productQueries = {
  all: ['productCatalogue'] as const,
  lists: () => [...productQueries.all, 'list'] as const,
  list: (f: ProductFilters) =>
    queryOptions({
      queryKey: [...productQueries.lists(), f],
      queryFn: () => call(productRoutes.catalogue, { query: { page: f.page, limit: 10, search: f.search || undefined, status: f.status, sortBy: f.sortBy } }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...productQueries.all, 'detail', id], queryFn: () => callData(productRoutes.detail, { params: { id } }) }),
  catalogs: () =>
    queryOptions({
      queryKey: [...productQueries.all, 'catalogs'],
      queryFn: () => callData(productRoutes.catalogs),
      staleTime: 10 * 60_000,
    }),
};
