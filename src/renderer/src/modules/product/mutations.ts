import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductInput } from '@shared/schemas/product';
import { call, callData } from '../../lib/apiCall';
import { productRoutes } from '@shared/contracts/productContracts';
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

export function useCreateProductMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProductInput) => call(productRoutes.create, { body: { data } }),
    onSuccess: () => invalidateProductLists(client),
  });
}

export function useUpdateProductMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: ProductInput) => call(productRoutes.update, { params: { id }, body: { data } }),
    onSuccess: () => invalidateProductLists(client),
  });
}

export function useSetProductActiveMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (active: boolean) => call(productRoutes.setActive, { params: { id }, body: { data: { active } } }),
    onSuccess: () => invalidateProductLists(client),
  });
}

export function useDeleteProductMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => callData(productRoutes.remove, { params: { id } }),
    onSuccess: () => invalidateProductLists(client),
  });
}
