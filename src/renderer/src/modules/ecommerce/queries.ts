import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/domain/constants';
import { ecommerceApi } from '../../lib/apiClient';
import type { AccessoryCatalogs, AccessoryItem, AccessoryPage } from './ecommerceTypes';
import type { ProductFilters } from './productFilters';

/** Query keys of the e-commerce screens (all on the e-commerce base). */
export const ecommerceQueries = {
  all: ['ecommerce'] as const,
  lists: () => [...ecommerceQueries.all, 'list'] as const,
  list: (f: ProductFilters) =>
    queryOptions({
      queryKey: [...ecommerceQueries.lists(), f],
      queryFn: async () =>
        (
          await ecommerceApi.get<AccessoryPage>('/ecommerce', {
            params: {
              page: f.page,
              limit: PAGE_SIZE,
              search: f.search || undefined,
              accessoryTypeId: f.accessoryTypeId,
              familyId: f.familyId,
              productId: f.productId,
              sortBy: f.sortBy,
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: [...ecommerceQueries.all, 'detail', id],
      queryFn: async () => (await ecommerceApi.get<{ data: AccessoryItem }>(`/ecommerce/${id}`)).data.data,
    }),
  catalogs: () =>
    queryOptions({
      queryKey: [...ecommerceQueries.all, 'catalogs'],
      queryFn: async () => (await ecommerceApi.get<{ data: AccessoryCatalogs }>('/ecommerce/data/catalogs')).data.data,
      staleTime: 5 * 60_000,
    }),
};
