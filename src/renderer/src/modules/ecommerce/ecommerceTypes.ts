import type { Paged } from '@shared/schemas/paged';
import type { AccessoryItem } from '@shared/schemas/ecommerceResponses';

/** What the e-commerce calls answer (spec part 2 §3): the contract's types (issue 41). */
export type { AccessoryCatalogs, AccessoryImage, AccessoryItem, AccessoryModel, ProductFamily } from '@shared/schemas/ecommerceResponses';

export type AccessoryPage = Paged<AccessoryItem>;

export const formatMxn = (price: string | number) => Number(price).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });
