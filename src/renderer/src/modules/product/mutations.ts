import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductInput } from '@shared/schemas/product';
import { api } from '../../lib/apiClient';
import { productQueries } from './queries';

/**
 * Every cached product list of the app: the catalogue's own, the lead forms' (['catalog',
 * 'products']), the appointment and floor-visit pickers (['products', …]) and the fleet lead catalogs
 * (['fleet', 'leadCatalogs']: the fleet wizard's and quotation's vehicles). A change to
 * the catalogue refreshes them all, so a new product is offered at once.
 */
export function invalidateProductLists(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: productQueries.all }),
    client.invalidateQueries({ queryKey: ['catalog', 'products'] }),
    client.invalidateQueries({ queryKey: ['products'] }),
    client.invalidateQueries({ queryKey: ['fleet', 'leadCatalogs'] }),
  ]);
}

type Saved = { data: ProductDetail; message: string };

export function useCreateProductMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProductInput) => (await api.post<Saved>('/product/', { data })).data,
    onSuccess: () => invalidateProductLists(client),
  });
}

export function useUpdateProductMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProductInput) => (await api.put<Saved>(`/product/${id}`, { data })).data,
    onSuccess: () => invalidateProductLists(client),
  });
}

export function useSetProductActiveMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (active: boolean) => (await api.patch<Saved>(`/product/${id}`, { data: { active } })).data,
    onSuccess: () => invalidateProductLists(client),
  });
}

export function useDeleteProductMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<{ data: string }>(`/product/${id}`)).data.data,
    onSuccess: () => invalidateProductLists(client),
  });
}
