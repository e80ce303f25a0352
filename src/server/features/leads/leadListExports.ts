import type { Db } from '../../db/client';
import { leadContactsOf } from './leadAccess';
import { FROZEN_LEAD_COLUMNS, FUTURE_SALE_LEAD_COLUMNS, LEAD_COLUMNS, LEAD_SEARCH_COLUMNS } from '../../../shared/lists/leadColumns';
import { columnsExport } from '../../lib/listExport/columnsExport';
import type { ListExport } from '../../lib/listExport/exportColumns';

type Obj = Record<string, unknown>;

/** The leads list's rows carry no contact data; the export adds the e-mail and phone of the page's leads (masked after). */
async function withLeadContacts(db: Db, rows: Obj[]): Promise<Obj[]> {
  const ids = rows.map((r) => r.id).filter((v): v is number => typeof v === 'number');
  const found = await leadContactsOf(db, ids);
  const byId = new Map(found.map((f) => [f.id, f]));
  return rows.map((r) => ({ ...r, email: byId.get(r.id as number)?.email ?? null, phone: byId.get(r.id as number)?.phone ?? null }));
}

/**
 * The retail lead lists: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route. The columns are the
 * list's one declaration (shared/lists/leadColumns.ts), the same the screen and the sort read; src/server/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const LEAD_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  // Lists of people: each may be exported for a campaign (`purpose=marketing`, privacy's consent filter, issue 54).
  '/api/lead/new': { spec: columnsExport('leads', 'Leads', LEAD_COLUMNS), enrich: withLeadContacts, consentSubject: 'lead' },
  '/api/leads/frozen': { spec: columnsExport('leads-congelados', 'Congelados', FROZEN_LEAD_COLUMNS), consentSubject: 'lead' },
  '/api/leads/future-sale': { spec: columnsExport('leads-venta-futura', 'Venta futura', FUTURE_SALE_LEAD_COLUMNS), consentSubject: 'lead' },
  '/api/leads/search': { spec: columnsExport('busqueda-leads', 'Búsqueda', LEAD_SEARCH_COLUMNS), consentSubject: 'lead' },
};
