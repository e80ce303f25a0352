import { DUPLICATE_COLUMNS } from '../../../shared/lists/duplicateColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/**
 * Duplicate pairs: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/duplicateColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const DUPLICATE_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/leads-duplicados': { spec: columnsExport('duplicados', 'Duplicados', DUPLICATE_COLUMNS) },
};
