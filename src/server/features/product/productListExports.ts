import { can } from '../../../shared/domain/permissions';
import { col, exportSpec, idColumn, type ListExport } from '../../lib/listExport/exportColumns';

const EXPORTS: Record<string, ListExport> = {
  '/api/product/': {
    // The catalogue screen (paged) is admin's and product's; every other role's list is the active models.
    wholeFor: (role) => !can(role, 'product:manage'),
    spec: exportSpec('productos', 'Productos', [
      idColumn,
      col.text('Nombre', 'name', 24),
      col.text('Línea', 'model', 16),
      col.text('Versión', 'version', 16),
      col.text('Transmisión', 'transmission', 14),
      col.number('Modelo (año)', 'year'),
      col.money('Precio desde', 'price'),
      col.custom('Estado', (r) => (r.active ? 'Activo' : 'Inactivo'), 10),
      col.date('Fecha de alta', 'createdAt'),
    ]),
  },
};

/**
 * The product catalogue: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const PRODUCT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  ...EXPORTS,
  // Served with and without the trailing slash: exported at both.
  '/api/product': EXPORTS['/api/product/']!,
};
