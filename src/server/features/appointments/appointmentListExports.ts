import { APPOINTMENT_COLUMNS } from '../../../shared/lists/appointmentColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/**
 * Citas: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/appointmentColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const APPOINTMENT_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/leadActivity/data/appointments': { spec: columnsExport('citas', 'Citas', APPOINTMENT_COLUMNS) },
};
