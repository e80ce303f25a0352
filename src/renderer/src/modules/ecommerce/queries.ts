import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/domain/constants';
import { ecommerceRoutes } from '@shared/contracts/ecommerceContracts';
import { call, callData } from '../../lib/apiCall';
import type { ProductFilters } from './productFilters';

/** Query keys of the e-commerce screens (all on the e-commerce base). */
export const ecommerceQueries = {
  all: ['ecommerce'] as const,
  lists: () => [...ecommerceQueries.all, 'list'] as const,
  list: (f: ProductFilters) =>
    queryOptions({
      queryKey: [...ecommerceQueries.lists(), f],
      queryFn: () =>
        call(ecommerceRoutes.list, {
          query: {
            page: f.page,
            limit: PAGE_SIZE,
            search: f.search || undefined,
            accessoryTypeId: f.accessoryTypeId,
            familyId: f.familyId,
            productId: f.productId,
            sortBy: f.sortBy,
          },
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...ecommerceQueries.all, 'detail', id],
      queryFn: () => callData(ecommerceRoutes.detail, { params: { id } }),
    }),
  catalogs: () =>
    queryOptions({
      queryKey: [...ecommerceQueries.all, 'catalogs'],
      queryFn: () => callData(ecommerceRoutes.catalogs),
      staleTime: 5 * 60_000,
    }),
};
