import { ACCESSORY_LEAD_COLUMNS } from '../../../shared/lists/accessoryLeadColumns';
import { ECOMMERCE_ITEM_COLUMNS } from '../../../shared/lists/ecommerceColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/**
 * Accessory leads and the e-commerce items: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/accessoryLeadColumns.ts, ecommerceColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const ECOMMERCE_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/lead-accesorios/': { spec: columnsExport('leads-accesorios', 'Leads de accesorios', ACCESSORY_LEAD_COLUMNS) },
  '/ecommerce-api/ecommerce': { spec: columnsExport('productos-ecommerce', 'Accesorios', ECOMMERCE_ITEM_COLUMNS) },
};
