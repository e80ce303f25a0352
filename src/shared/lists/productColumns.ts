import type { ProductListRow, ProductRow } from '../schemas/productResponses';
import { defineListColumns } from './defineListColumns';

/** Productos (GET /product/): its sort keys and its export ('productos'); the catalogue's paged rows or the active models' whole rows. */
export const PRODUCT_COLUMNS = defineListColumns<ProductListRow | ProductRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8 },
  { path: 'name', title: 'Nombre', kind: 'text', sort: 'name', width: 24 },
  { path: 'model', title: 'Línea', kind: 'text', width: 16 },
  { path: 'version', title: 'Versión', kind: 'text', width: 16 },
  { path: 'transmission', title: 'Transmisión', kind: 'text', width: 14 },
  { path: 'year', title: 'Modelo (año)', kind: 'number', sort: 'year' },
  { path: 'price', title: 'Precio desde', kind: 'money', sort: 'price' },
  { path: 'active', title: 'Estado', kind: 'custom', width: 10, value: (r) => (r.active ? 'Activo' : 'Inactivo') },
  { path: 'createdAt', title: 'Fecha de alta', kind: 'date', sort: 'createdAt' },
]);
