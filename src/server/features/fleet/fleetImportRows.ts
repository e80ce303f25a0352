import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/queryRows';
import { queryRows } from '../../lib/queryRows';
import { insertFleetLeads } from './leads/fleetLeadWrite';
import { companies, companyContactPeople, leadFleetEvents, leadFleetProducts, leadFleetProspectEvents, leadFleetProspects, leadFleets } from './tables';

/**
 * fleet's rows of a file import (issue 41): the leadsIo feature reads the file, checks each row and
 * records the batch; what it reads and writes of companies, contacts, fleet leads and prospects is
 * here, over fleet's own tables. Writes take one chunk of rows (the import chunks them and reports
 * progress between chunks) in the import's transaction; the batch's ids come as SQL subqueries of
 * leadsIo's batch records.
 */

/** The agency's companies (id and name), for matching a file's 'Razón social'. */
export function agencyCompanyNames(db: DbOrTx, agencyId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.agencyId, agencyId));
}

/** The agency's fleet leads' contacts, for the import's "same person" rule. */
export function agencyFleetLeadContacts(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: leadFleets.id, companyName: leadFleets.companyName, contactName: leadFleets.contactName, email: leadFleets.email, phone: leadFleets.phone })
    .from(leadFleets)
    .where(eq(leadFleets.agencyId, agencyId));
}

/** The agency's active prospects' names and contacts, for the import's duplicate rule. */
export function activeProspectContacts(db: DbOrTx, agencyId: number) {
  return db
    .select({ id: leadFleetProspects.id, firstName: leadFleetProspects.firstName, lastName: leadFleetProspects.lastName, email: leadFleetProspects.email, phone: leadFleetProspects.phone })
    .from(leadFleetProspects)
    .where(and(eq(leadFleetProspects.agencyId, agencyId), eq(leadFleetProspects.active, true)));
}

/** New companies of the agency (name, address as description); their ids in order. */
export function insertCompanies(tx: Tx, agencyId: number, rows: readonly { name: string; description?: string | null }[]): Promise<{ id: number }[]> {
  return tx
    .insert(companies)
    .values(rows.map((c) => ({ agencyId, name: c.name, description: c.description ?? null })))
    .returning({ id: companies.id });
}

/** Contact people of companies; their ids in order. */
export function insertCompanyContacts(tx: Tx, rows: readonly (typeof companyContactPeople.$inferInsert)[]): Promise<{ id: number }[]> {
  return tx.insert(companyContactPeople).values([...rows]).returning({ id: companyContactPeople.id });
}

/** A fleet lead of the file: its company, contact, model and units, and its own columns. */
export interface ImportedFleetLead {
  companyId: number;
  companyName: string;
  contactName: string;
  email: string | null;
  phone: string | null;
  productId: number | null;
  quantity: number;
  /** The lead's own columns as the file gave them, by column key (each `read` field of IMPORT_FIELDS.fleetLeads), stored as they are. */
  details: Record<string, string | number | null>;
}

/**
 * Fleet leads of a file: each contact as a CONTACTO person of its company, the lead (the importing
 * leader is its executive), its model with its units, and its CREATED event. Returns the leads' and
 * the contacts' ids in order.
 */
export async function insertImportedFleetLeads(tx: Tx, agencyId: number, userId: number, rows: readonly ImportedFleetLead[]): Promise<{ ids: number[]; contactIds: number[] }> {
  const people = await insertCompanyContacts(
    tx,
    rows.map((r) => ({ companyId: r.companyId, type: 'CONTACTO', name: r.contactName, phone: r.phone, email: r.email })),
  );
  const ids = await insertFleetLeads(
    tx,
    rows.map((r, j) => ({
      ...r.details,
      agencyId,
      companyId: r.companyId,
      companyContactPersonId: people[j]!.id,
      contactName: r.contactName,
      email: r.email,
      phone: r.phone,
      companyName: r.companyName,
      userId,
      totalQuantity: r.productId ? r.quantity : 0,
    })),
  );
  const products = ids.flatMap((id, j) => (rows[j]!.productId ? [{ leadFleetId: id, productId: rows[j]!.productId!, quantity: rows[j]!.quantity }] : []));
  if (products.length) await tx.insert(leadFleetProducts).values(products);
  await tx.insert(leadFleetEvents).values(ids.map((id) => ({ leadFleetId: id, userId, action: 'CREATED', newPhase: '1ER_CONTACTO', detail: 'Importación de archivo' })));
  return { ids, contactIds: people.map((p) => p.id) };
}

/** Prospects of a file (unassigned, source 'import') with their 'created' event; their ids in order. */
export async function insertImportedProspects(
  tx: Tx,
  agencyId: number,
  userId: number,
  rows: readonly Omit<typeof leadFleetProspects.$inferInsert, 'agencyId' | 'source'>[],
): Promise<{ id: number }[]> {
  const inserted = await tx
    .insert(leadFleetProspects)
    .values(rows.map((r) => ({ agencyId, ...r, source: 'import' })))
    .returning({ id: leadFleetProspects.id });
  await tx.insert(leadFleetProspectEvents).values(inserted.map((p) => ({ prospectId: p.id, userId, action: 'created', detail: 'Importación de archivo' })));
  return inserted;
}

const count = async (tx: DbOrTx, query: SQL) => (await queryRows<{ n: number }>(tx, query))[0]?.n ?? 0;

/** Imported companies someone worked on (deactivated, assigned, given a fleet lead) plus imported contacts a fleet lead names. */
export async function companiesWorkedOn(tx: DbOrTx, companyIds: SQL, contactIds: SQL): Promise<number> {
  const companiesTouched = await count(
    tx,
    sql`SELECT count(*)::int AS n FROM companies c WHERE c.id IN ${companyIds}
        AND (c.active = false OR c.user_id IS NOT NULL OR EXISTS (SELECT 1 FROM lead_fleets f WHERE f.company_id = c.id)
             OR EXISTS (SELECT 1 FROM lead_fleet_prospects p JOIN lead_fleets f2 ON f2.id = p.lead_fleet_id WHERE f2.company_id = c.id))`,
  );
  const contacts = await count(
    tx,
    sql`SELECT count(*)::int AS n FROM company_contact_people p WHERE p.id IN ${contactIds}
        AND EXISTS (SELECT 1 FROM lead_fleets f WHERE f.company_contact_person_id = p.id)`,
  );
  return companiesTouched + contacts;
}

/** Imported fleet leads someone worked on (moved on, an activity, an event besides CREATED) plus imported companies given another fleet lead. */
export async function fleetLeadsWorkedOn(tx: DbOrTx, leadFleetIds: SQL, companyIds: SQL): Promise<number> {
  const leadsTouched = await count(
    tx,
    sql`SELECT count(*)::int AS n FROM lead_fleets f WHERE f.id IN ${leadFleetIds}
        AND (f.phase <> '1ER_CONTACTO' OR f.status <> 'ACTIVO'
             OR EXISTS (SELECT 1 FROM lead_fleet_activities a WHERE a.lead_fleet_id = f.id)
             OR EXISTS (SELECT 1 FROM lead_fleet_events e WHERE e.lead_fleet_id = f.id AND e.action <> 'CREATED'))`,
  );
  const others = await count(
    tx,
    sql`SELECT count(*)::int AS n FROM companies c WHERE c.id IN ${companyIds}
        AND EXISTS (SELECT 1 FROM lead_fleets f WHERE f.company_id = c.id AND f.id NOT IN ${leadFleetIds})`,
  );
  return leadsTouched + others;
}

/** Imported prospects someone worked on (deactivated, converted, assigned, an event besides 'created'). */
export function prospectsWorkedOn(tx: DbOrTx, prospectIds: SQL): Promise<number> {
  return count(
    tx,
    sql`SELECT count(*)::int AS n FROM lead_fleet_prospects p WHERE p.id IN ${prospectIds}
        AND (p.active = false OR p.converted_to_lead_at IS NOT NULL OR p.user_id IS NOT NULL
             OR EXISTS (SELECT 1 FROM lead_fleet_prospect_events e WHERE e.prospect_id = p.id AND e.action <> 'created'))`,
  );
}

/** An import's undo: its fleet leads, then contacts, then companies, then prospects (each an SQL subquery of ids, when the import wrote some). */
export async function deleteImportedFleetRows(tx: Tx, ids: { leadFleets?: SQL; contacts?: SQL; companies?: SQL; prospects?: SQL }): Promise<void> {
  if (ids.leadFleets) await tx.execute(sql`DELETE FROM lead_fleets WHERE id IN ${ids.leadFleets}`);
  if (ids.contacts) await tx.execute(sql`DELETE FROM company_contact_people WHERE id IN ${ids.contacts}`);
  if (ids.companies) await tx.execute(sql`DELETE FROM companies WHERE id IN ${ids.companies}`);
  if (ids.prospects) await tx.execute(sql`DELETE FROM lead_fleet_prospects WHERE id IN ${ids.prospects}`);
}
