import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@shared/schemas/paged';
import type { z } from 'zod';
import type { ProductDetail, productListStatus, ProductListRow } from '@shared/schemas/product';
import type { ProductCollection } from '@shared/schemas/productResponses';
import { api, getData } from '../../lib/apiClient';

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
      queryFn: async () =>
        (await api.get<Paged<ProductListRow>>('/product/', { params: { page: f.page, limit: 10, search: f.search || undefined, status: f.status, sortBy: f.sortBy } }))
          .data,
      placeholderData: keepPreviousData,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...productQueries.all, 'detail', id], queryFn: () => getData<ProductDetail>(api.get(`/product/${id}`)) }),
  catalogs: () =>
    queryOptions({
      queryKey: [...productQueries.all, 'catalogs'],
      queryFn: () => getData<{ collections: ProductCollection[] }>(api.get('/product/data/catalogs')),
      staleTime: 10 * 60_000,
    }),
};
