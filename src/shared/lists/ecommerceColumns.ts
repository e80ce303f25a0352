import type { AccessoryItem } from '../schemas/ecommerceResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Accesorios (GET /ecommerce-api/ecommerce): its screen's columns, its sort keys and its export
 * ('productos-ecommerce'). The screen shows the compatible models as tags and the publication day;
 * the export writes the code, the price, the models' names and the moment. The list also sorts by
 * price, a column only the export writes.
 */
export const ECOMMERCE_ITEM_COLUMNS = defineListColumns<AccessoryItem>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'name', title: 'Nombre', kind: 'text', sort: 'name', width: 30 },
  { path: 'Products', title: 'Modelos', kind: 'custom', only: 'screen', value: (r) => r.Products.map((p) => p.model).join(', ') },
  { path: 'modelAccessory', title: 'Código', kind: 'text', width: 16, only: 'export' },
  { path: 'ItemAccesoryType.name', title: 'Tipo de Accesorio', exportTitle: 'Tipo', kind: 'text', width: 18 },
  { path: 'price', title: 'Precio', kind: 'money', sort: 'price', only: 'export' },
  { path: 'Products', title: 'Modelos compatibles', kind: 'custom', width: 40, only: 'export', value: (r) => (Array.isArray(r.Products) ? r.Products.map((p) => String(p.name)).join(', ') : '-') },
  { path: 'createdAt', title: 'Fecha de publicación', kind: 'day', sort: 'createdAt', only: 'screen' },
  { path: 'createdAt', title: 'Fecha de alta', kind: 'date', only: 'export' },
]);
