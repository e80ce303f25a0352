import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ecommerceRoutes } from '@shared/contracts/ecommerceContracts';
import { callData } from '../../lib/apiCall';
import type { AccessoryItem } from './ecommerceTypes';
import { ecommerceQueries } from './queries';

/** What the create and edit forms send, as multipart (spec part 2 §7). */
export interface AccessoryFormValues {
  name: string;
  price: string;
  description: string;
  modelAccessory: string;
  ItemAccesoryTypeId: number;
  models: number[];
  images: File[];
  productImages: File[];
  /** Edit only: ids of current pictures to remove. */
  deleteImages?: number[];
}

export function accessoryFormData(values: AccessoryFormValues): FormData {
  const form = new FormData();
  form.append('name', values.name);
  form.append('price', values.price);
  form.append('description', values.description);
  form.append('modelAccessory', values.modelAccessory);
  form.append('ItemAccesoryTypeId', String(values.ItemAccesoryTypeId));
  for (const id of values.models) form.append('models', String(id));
  if (values.deleteImages?.length) form.append('deleteImages', JSON.stringify(values.deleteImages));
  // Fields before files: the server reads the parts in order.
  for (const file of values.productImages) form.append('productImages', file, file.name);
  for (const file of values.images) form.append('images', file, file.name);
  return form;
}

export function useCreateAccessoryMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AccessoryFormValues): Promise<AccessoryItem> => callData(ecommerceRoutes.create, { body: accessoryFormData(values) }),
    onSuccess: () => client.invalidateQueries({ queryKey: ecommerceQueries.lists() }),
  });
}

export function useUpdateAccessoryMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AccessoryFormValues): Promise<AccessoryItem> => callData(ecommerceRoutes.update, { params: { id }, body: accessoryFormData(values) }),
    onSuccess: (item) => {
      client.setQueryData(ecommerceQueries.detail(id).queryKey, item);
      return client.invalidateQueries({ queryKey: ecommerceQueries.lists() });
    },
  });
}

/** 'Eliminar producto': deactivates the given items. */
export function useDeactivateAccessoriesMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callData(ecommerceRoutes.deactivate, { body: ids }),
    onSuccess: (_count, ids) => {
      for (const id of ids) client.removeQueries({ queryKey: ecommerceQueries.detail(id).queryKey });
      return client.invalidateQueries({ queryKey: ecommerceQueries.lists() });
    },
  });
}
