import { can } from '../../../shared/domain/permissions';
import { PRODUCT_COLUMNS } from '../../../shared/lists/productColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

const PRODUCTS: ListExport = {
  // The catalogue screen (paged) is admin's and product's; every other role's list is the active models.
  wholeFor: (role) => !can(role, 'product:manage'),
  spec: columnsExport('productos', 'Productos', PRODUCT_COLUMNS),
};

/**
 * The product catalogue: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/productColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const PRODUCT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/product/': PRODUCTS,
  // Served with and without the trailing slash: exported at both.
  '/api/product': PRODUCTS,
};
