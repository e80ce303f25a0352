import { FLOOR_VISIT_COLUMNS } from '../../../shared/lists/floorVisitColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/**
 * Floor visits: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/floorVisitColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const FLOOR_VISIT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/registro-visitas': { spec: columnsExport('visitas-piso', 'Visitas a piso', FLOOR_VISIT_COLUMNS) },
};
