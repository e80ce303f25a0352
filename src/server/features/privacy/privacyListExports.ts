import { ACCESS_LOG_COLUMNS } from '../../../shared/lists/accessLogColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

/** 'Bitácora de acceso' exports itself (GET /privacy/access-log?format=xlsx|csv); that export is logged too. */
export const PRIVACY_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/privacy/access-log': { spec: columnsExport('bitacora-de-acceso', 'Bitácora', ACCESS_LOG_COLUMNS) },
};
