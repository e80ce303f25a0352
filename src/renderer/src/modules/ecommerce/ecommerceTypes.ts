import type { Paged } from '@shared/schemas/paged';

export interface AccessoryImage {
  id: number;
  url: string;
}

export interface AccessoryModel {
  id: number;
  name: string;
  model: string;
  version: string;
  transmission: string;
}

/** An accessory as GET /ecommerce and GET /ecommerce/{id} answer it (spec part 2 §3). */
export interface AccessoryItem {
  id: number;
  name: string;
  description: string;
  /** MXN with two decimals, as text (never a float on the wire). */
  price: string;
  modelAccessory: string | null;
  createdAt: string;
  updatedAt: string;
  ItemAccesoryType: { id: number; name: string } | null;
  Products: AccessoryModel[];
  ProductFamilies: { id: number; name: string }[];
  images: AccessoryImage[];
  productImages: AccessoryImage[];
}

export interface ProductFamily {
  id: number;
  name: string;
  Products: AccessoryModel[];
}

export interface AccessoryCatalogs {
  accesoryTypes: { id: number; name: string }[];
  productFamilies: ProductFamily[];
}

export interface AccessoryFilter {
  page: number;
  search: string;
  accessoryTypeId?: number;
  familyId?: number;
  productId?: number;
  sortBy?: string;
}

export type AccessoryPage = Paged<AccessoryItem>;

export const formatMxn = (price: string | number) => Number(price).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });
