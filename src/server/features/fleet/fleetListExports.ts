import { CLOSED_SALE_COLUMNS } from '../../../shared/lists/closedSaleColumns';
import { COMPANY_COLUMNS } from '../../../shared/lists/companyColumns';
import { FLEET_LEAD_COLUMNS } from '../../../shared/lists/fleetLeadColumns';
import { PROSPECT_COLUMNS } from '../../../shared/lists/prospectColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/**
 * The fleet lists (companies, fleet leads, prospects, closed sales): each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/<list>Columns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const FLEET_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/company': { spec: columnsExport('empresas', 'Empresas', COMPANY_COLUMNS) },
  '/api/lead-fleet': { spec: columnsExport('leads-flotilla', 'Leads de flotilla', FLEET_LEAD_COLUMNS) },
  '/api/lead-fleet-prospect': { spec: columnsExport('prospectos', 'Prospectos', PROSPECT_COLUMNS) },
  '/api/lead-fleet/data/closed-sales': { spec: columnsExport('ventas-cerradas', 'Ventas cerradas', CLOSED_SALE_COLUMNS) },
};
