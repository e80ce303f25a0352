import type { ProductListRow, ProductRow } from '../schemas/productResponses';
import { defineListColumns } from './defineListColumns';

/**
 * Productos (GET /product/): its screen's columns (titles of their own where the export's header
 * differs), its sort keys and its export ('productos'); the catalogue's paged rows or the active models' whole rows.
 */
export const PRODUCT_COLUMNS = defineListColumns<ProductListRow | ProductRow>()([
  { path: 'id', title: 'ID', kind: 'number', width: 8, only: 'export' },
  { path: 'name', title: 'Producto', exportTitle: 'Nombre', kind: 'text', sort: 'name', width: 24 },
  { path: 'model', title: 'Línea', kind: 'text', width: 16, only: 'export' },
  { path: 'version', title: 'Versión', kind: 'text', width: 16, only: 'export' },
  { path: 'transmission', title: 'Transmisión', kind: 'text', width: 14, only: 'export' },
  { path: 'year', title: 'Modelo', exportTitle: 'Modelo (año)', kind: 'number', sort: 'year' },
  { path: 'collection', title: 'Colección', kind: 'text', only: 'screen' },
  { path: 'versions', title: 'Versiones', kind: 'number', only: 'screen' },
  { path: 'colors', title: 'Colores', kind: 'number', only: 'screen' },
  { path: 'price', title: 'Precio desde', kind: 'money', sort: 'price' },
  { path: 'active', title: 'Estado', kind: 'custom', width: 10, value: (r) => (r.active ? 'Activo' : 'Inactivo') },
  { path: 'createdAt', title: 'Fecha de alta', kind: 'date', sort: 'createdAt', only: 'export' },
]);
