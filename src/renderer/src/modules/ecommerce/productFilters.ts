import { createPersistedSlice } from '../../ui/list/persistedSlice';

/** The product list's filters, kept between visits ('ecommerce-store' v1, like the other areas' stores). */
export interface ProductFilters {
  page: number;
  search: string;
  accessoryTypeId?: number;
  familyId?: number;
  productId?: number;
  sortBy?: string;
}

export const productFilters = createPersistedSlice<ProductFilters>('ecommerce-store', 1, 'products', { page: 1, search: '' });
