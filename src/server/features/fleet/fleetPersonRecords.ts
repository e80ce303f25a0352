import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { PersonRecordStep } from '../privacy';
import type { DbOrTx } from '../../lib/queryRows';
import { companyContactPeople, leadFleetProspects, leadFleets } from './tables';
import { sectionsOf } from '../../lib/personData';
import { matchContacts, personCandidates } from '../../lib/personMatch';
import { eraseFleetContacts, eraseFleetLeads, eraseFleetProspects, fleetLeadIdsWithSale } from './fleetErasure';

type BlockableTable = typeof leadFleets | typeof companyContactPeople | typeof leadFleetProspects;

/** A cancellation's blocking (issue 54) of these rows of one of fleet's person tables: those not blocked yet; their ids. */
async function blockRows(db: DbOrTx, table: BlockableTable, ids: readonly number[], at: Date): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(table)
    .set({ blockedAt: at })
    .where(and(inArray(table.id, [...ids]), isNull(table.blockedAt)))
    .returning({ id: table.id });
  return rows.map((r) => r.id);
}

/**
 * fleet's steps of a person's ARCO request (privacy's personRecordSteps): the agency's fleet leads
 * (their contact), companies' contact people and fleet prospects that the duplicate matcher calls
 * the person's.
 */
export const fleetLeadPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT f.id, f.contact_name AS name, f.phone, f.email FROM lead_fleets f
          WHERE f.agency_id = ${agencyId} AND ${personCandidates({ name: sql`f.contact_name`, phone: sql`f.phone`, email: sql`f.email` }, keys)}
          ORDER BY f.id`,
      keys,
    ),
  block: async (db, ids, at) => (await blockRows(db, leadFleets, ids, at)).map((id) => ({ kind: 'fleet-lead' as const, id })),
  exportData: (db, ids) =>
    sectionsOf(db, ids, [
      {
        title: 'Lead de flotilla',
        query: (ids) => sql`SELECT f.id AS owner_id, f.contact_name AS "Contacto", f.email AS "Correo", f.phone AS "Teléfono", f.company_name AS "Empresa",
                                   f.phase AS "Fase", f.comments AS "Comentarios", f.created_at AS "Alta"
                            FROM lead_fleets f WHERE f.id = ANY(${ids}) ORDER BY f.id`,
      },
      {
        title: 'Actividades',
        query: (ids) => sql`SELECT a.lead_fleet_id AS owner_id, a.created_at AS "Fecha", a.comments AS "Comentarios"
                            FROM lead_fleet_activities a WHERE a.lead_fleet_id = ANY(${ids}) ORDER BY a.id`,
      },
    ]),
  erase: (db, ids) => eraseFleetLeads(db, ids),
  soldIds: fleetLeadIdsWithSale,
};

export const fleetContactPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT p.id, p.name, p.phone, p.email FROM company_contact_people p JOIN companies c ON c.id = p.company_id
          WHERE c.agency_id = ${agencyId} AND ${personCandidates({ name: sql`p.name`, phone: sql`p.phone`, email: sql`p.email` }, keys)}
          ORDER BY p.id`,
      keys,
    ),
  block: async (db, ids, at) => (await blockRows(db, companyContactPeople, ids, at)).map((id) => ({ kind: 'fleet-contact' as const, id })),
  exportData: (db, ids) =>
    sectionsOf(db, ids, [
      {
        title: 'Contacto de empresa',
        query: (ids) => sql`SELECT p.id AS owner_id, p.name AS "Nombre", p.phone AS "Teléfono", p.email AS "Correo", p.position AS "Puesto", c.name AS "Empresa"
                            FROM company_contact_people p JOIN companies c ON c.id = p.company_id WHERE p.id = ANY(${ids}) ORDER BY p.id`,
      },
    ]),
  erase: (db, ids) => eraseFleetContacts(db, ids),
};

export const fleetProspectPersonRecords: PersonRecordStep = {
  find: (db, agencyId, keys) =>
    matchContacts(
      db,
      sql`SELECT p.id, p.first_name || ' ' || p.last_name AS name, p.phone, p.email FROM lead_fleet_prospects p
          WHERE p.agency_id = ${agencyId} AND ${personCandidates({ name: sql`p.first_name || ' ' || p.last_name`, phone: sql`p.phone`, email: sql`p.email` }, keys)}
          ORDER BY p.id`,
      keys,
    ),
  block: async (db, ids, at) => (await blockRows(db, leadFleetProspects, ids, at)).map((id) => ({ kind: 'fleet-prospect' as const, id })),
  exportData: (db, ids) =>
    sectionsOf(db, ids, [
      {
        title: 'Prospecto de flotilla',
        query: (ids) => sql`SELECT p.id AS owner_id, p.first_name AS "Nombre", p.last_name AS "Apellidos", p.email AS "Correo", p.phone AS "Teléfono",
                                   p.company_name AS "Empresa", p.position AS "Puesto", p.quantity AS "Unidades", p.source AS "Origen", p.created_at AS "Alta"
                            FROM lead_fleet_prospects p WHERE p.id = ANY(${ids}) ORDER BY p.id`,
      },
    ]),
  erase: (db, ids) => eraseFleetProspects(db, ids),
};
