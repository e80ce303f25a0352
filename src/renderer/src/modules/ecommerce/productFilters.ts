import type { accessoryListQuery } from '@shared/schemas/ecommerce';
import type { Sent } from '@shared/schemas/wire';
import { createPersistedSlice } from '../../ui/list/persistedSlice';

/** The filter modal's fields: GET /ecommerce's own query keys (accessoryListQuery). */
export type ProductFilterValues = Pick<Sent<typeof accessoryListQuery>, 'accessoryTypeId' | 'familyId' | 'productId'>;

/** The product list's filters, kept between visits ('ecommerce-store' v1, like the other areas' stores): the modal's, the page, search and sort. */
export type ProductFilters = ProductFilterValues & { page: number; search: string; sortBy?: string };

export const productFilters = createPersistedSlice<ProductFilters>('ecommerce-store', 1, 'products', { page: 1, search: '' });
