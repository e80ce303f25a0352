import { SALE_COLUMNS } from '../../../shared/lists/saleColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/**
 * Reported sales: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/saleColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const SALE_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/sale/dashboard': { spec: columnsExport('ventas-reportadas', 'Ventas reportadas', SALE_COLUMNS) },
};
