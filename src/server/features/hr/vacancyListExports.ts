import { VACANCY_COLUMNS } from '../../../shared/lists/vacancyColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

const VACANCIES: ListExport = { spec: columnsExport('vacantes', 'Vacantes', VACANCY_COLUMNS) };

/**
 * Vacancies: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/vacancyColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const VACANCY_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/bolsa-trabajo/': VACANCIES,
  // Served with and without the trailing slash: exported at both.
  '/api/bolsa-trabajo': VACANCIES,
};
