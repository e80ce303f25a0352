import type { Db } from '../../db/client';
import { leadContactsOf } from './leadAccess';
import { adviserColumn, col, contactColumn, exportSpec, idColumn, type ExportColumn, type ListExport } from '../../lib/listExport/exportColumns';

type Obj = Record<string, unknown>;

/** The leads list's rows carry no contact data; the export adds the e-mail and phone of the page's leads (masked after). */
async function withLeadContacts(db: Db, rows: Obj[]): Promise<Obj[]> {
  const ids = rows.map((r) => r.id).filter((v): v is number => typeof v === 'number');
  const found = await leadContactsOf(db, ids);
  const byId = new Map(found.map((f) => [f.id, f]));
  return rows.map((r) => ({ ...r, email: byId.get(r.id as number)?.email ?? null, phone: byId.get(r.id as number)?.phone ?? null }));
}

const phaseLeadColumns = (extra: ExportColumn[]): ExportColumn[] => [
  idColumn,
  contactColumn,
  col.text('Correo', 'email', 30),
  col.phone('Teléfono', 'phone'),
  col.text('Modelo', 'model', 18),
  adviserColumn('User.firstAndLastName'),
  col.text('Motivo', 'reason', 30),
  ...extra,
  col.date('Fecha de creación', 'createdAt'),
  col.date('Último contacto', 'lastContactAt'),
];

/**
 * The retail lead lists: each list's export (GET <list>?format=xlsx|csv), keyed by the list's route.
 * The columns are the screen's, in Spanish, with labels instead of codes; leadsIo/export/listExports.ts
 * assembles every feature's exports and a test checks each path is still a route.
 */
export const LEAD_LIST_EXPORTS: Readonly<Record<string, ListExport>> = {
  '/api/lead/new': {
    spec: exportSpec('leads', 'Leads', [
      idColumn,
      contactColumn,
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.label('Fase', 'leadPhase', 'phase'),
      col.label('Estado', 'subStatus', 'subStatus'),
      adviserColumn('adviser'),
      col.text('Origen', 'LeadOrigin.description', 18),
      col.text('Modelo', 'productName', 18),
      col.date('Fecha', 'createdAt'),
      col.date('Último contacto', 'lastContactBasis'),
    ]),
    enrich: withLeadContacts,
  },
  '/api/leads/frozen': { spec: exportSpec('leads-congelados', 'Congelados', phaseLeadColumns([])) },
  '/api/leads/future-sale': { spec: exportSpec('leads-venta-futura', 'Venta futura', phaseLeadColumns([col.date('Fecha de reactivación', 'reactivationDate')])) },
  '/api/leads/search': {
    spec: exportSpec('busqueda-leads', 'Búsqueda', [
      idColumn,
      contactColumn,
      col.text('Correo', 'email', 30),
      col.phone('Teléfono', 'phone'),
      col.label('Fase', 'leadPhase', 'phase'),
      col.label('Estado', 'subStatus', 'subStatus'),
      col.text('Modelo', 'model', 18),
      adviserColumn('User.firstAndLastName'),
      col.date('Fecha de creación', 'createdAt'),
      col.date('Último contacto', 'lastContactAt'),
    ]),
  },
};
