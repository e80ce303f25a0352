import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FLEET_MSG } from '../../../../shared/domain/fleetMessages';
import {
  canFreezeFleet,
  canReactivateFleet,
  FLEET_REACTIVATE_PHASE,
  nextFleetPhase,
  previousFleetPhase,
  type FleetPhase,
} from '../../../../shared/domain/fleetPhases';
import { MSG } from '../../../../shared/messages';
import { fleetLeadDetailsInput, type FleetLead, type fleetLeadContactInput, type fleetLeadCreateInput, type FleetMove } from '../../../../shared/schemas/fleetLead';
import type { Db } from '../../../db/client';
import { companies, companyContactPeople, leadFleetAgencies, leadFleetProducts, leadFleets } from '../tables';
import { badRequest, conflict, notFound } from '../../../lib/httpError';
import { queryRows, type Tx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';
import { assertAssignable, companyForCaller, fleetLeadForCaller, LEAD_EXECUTIVE_ROLES, ownsOnly } from '../fleetAccess';
import { recordFleetEvent } from '../fleetEvents';
import { loadFleetLead } from './fleetLeadQueries';
import { inList } from '../sqlJson';

type CreateValues = z.output<typeof fleetLeadCreateInput>;
type ContactValues = z.output<typeof fleetLeadContactInput>;
type DetailValues = z.output<typeof fleetLeadDetailsInput>;
/** The details' columns: each key of fleetLeadDetailsInput is its column's (the classification keeps its wire name). */
type DetailColumns = {
  [K in keyof DetailValues as K extends 'LeadFleetClasificationId' ? 'leadFleetClasificationId' : K]-?: Exclude<DetailValues[K], undefined> | null;
};
const DETAIL_KEYS = Object.keys(fleetLeadDetailsInput.shape) as (keyof DetailValues)[];

/** The lead's typed details as columns, every one present (an empty field stores null): create and edit write them alike. */
export function detailColumns(v: DetailValues): DetailColumns {
  const out: Record<string, unknown> = {};
  for (const key of DETAIL_KEYS) out[key === 'LeadFleetClasificationId' ? 'leadFleetClasificationId' : key] = v[key] ?? null;
  return out as DetailColumns;
}

/** The one insert of fleet leads (the wizard, a prospect's conversion, the file import): ids in the rows' order. */
export async function insertFleetLeads(tx: Tx, rows: (typeof leadFleets.$inferInsert)[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await tx.insert(leadFleets).values(rows).returning({ id: leadFleets.id });
  return inserted.map((r) => r.id);
}

async function assertExists(tx: Tx, table: string, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE id IN (${inList(unique)})`);
  if ((row?.n ?? 0) !== unique.length) throw badRequest(MSG.invalidData);
}

/** Each colour must be one of its model's (a colour of another model is refused). */
export async function assertProductColors(tx: Tx, items: { ProductId: number; ProductColorId: number }[]): Promise<void> {
  await assertExists(
    tx,
    'products',
    items.map((i) => i.ProductId),
  );
  for (const i of items) {
    const [row] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM product_colors WHERE id = ${i.ProductColorId} AND product_id = ${i.ProductId}`);
    if (!row?.n) throw badRequest(FLEET_MSG.colorNotOfProduct);
  }
}

export async function refreshTotalQuantity(tx: Tx, leadId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE lead_fleets SET total_quantity = coalesce((SELECT sum(quantity) FROM lead_fleet_products WHERE lead_fleet_id = ${leadId}), 0), updated_at = now() WHERE id = ${leadId}`,
  );
}

/** POST /lead-fleet: the three wizard steps in one transaction. */
export async function createFleetLead(db: Db, caller: Caller, v: CreateValues): Promise<FleetLead> {
  return db.transaction(async (tx) => {
    const company = await companyForCaller(tx, caller, v.CompanyId, true);
    if (!company.active) throw conflict(FLEET_MSG.inactiveCompany);
    let userId: number;
    if (ownsOnly(caller)) userId = caller.id;
    else {
      if (v.UserId === undefined) throw badRequest(FLEET_MSG.allFieldsRequired);
      await assertAssignable(tx, caller, company.agencyId, v.UserId, LEAD_EXECUTIVE_ROLES, true);
      userId = v.UserId;
    }
    await assertExists(tx, 'lead_fleet_origins', [v.LeadFleetOriginId]);
    await assertExists(tx, 'lead_fleet_clasifications', [v.LeadFleetClasificationId]);
    await assertProductColors(tx, v.products);
    await assertExists(
      tx,
      'agencies',
      v.agencies.map((a) => a.AgencyId),
    );

    // The contact picked from the autocomplete is reused (and updated); a typed one becomes a CONTACTO of the company.
    const person = v.companyContactPerson;
    let contactId: number;
    const [picked] = person.id
      ? await tx
          .select({ id: companyContactPeople.id })
          .from(companyContactPeople)
          .where(and(eq(companyContactPeople.id, person.id), eq(companyContactPeople.companyId, company.id)))
      : [];
    if (picked) {
      await tx.update(companyContactPeople).set({ name: person.name, phone: person.phone, email: person.email }).where(eq(companyContactPeople.id, picked.id));
      contactId = picked.id;
    } else {
      const [created] = await tx
        .insert(companyContactPeople)
        .values({ companyId: company.id, type: 'CONTACTO', name: person.name, phone: person.phone, email: person.email })
        .returning({ id: companyContactPeople.id });
      contactId = created!.id;
    }

    const [leadId] = await insertFleetLeads(tx, [
      {
        ...detailColumns(v),
        agencyId: company.agencyId,
        companyId: company.id,
        companyContactPersonId: contactId,
        contactName: person.name,
        email: person.email,
        phone: person.phone,
        companyName: company.name,
        userId,
        leadFleetOriginId: v.LeadFleetOriginId,
        totalQuantity: v.products.reduce((s, p) => s + p.quantity, 0),
      },
    ]);
    if (leadId === undefined) throw notFound();
    await tx.insert(leadFleetProducts).values(v.products.map((p) => ({ leadFleetId: leadId, productId: p.ProductId, productColorId: p.ProductColorId, quantity: p.quantity })));
    if (v.agencies.length) {
      await tx.insert(leadFleetAgencies).values(
        v.agencies.map((a) => ({
          leadFleetId: leadId,
          agencyId: a.AgencyId,
          contactName: a.contactPerson.name,
          contactPhone: a.contactPerson.phone,
          contactEmail: a.contactPerson.email,
        })),
      );
    }
    await recordFleetEvent(tx, leadId, caller.id, 'CREATED', { newPhase: '1ER_CONTACTO' });
    return loadFleetLead(tx, leadId);
  });
}

/** Where a move leads from `phase`, or the §4 failure. */
export function moveTarget(phase: FleetPhase, move: FleetMove): FleetPhase {
  switch (move) {
    case 'next': {
      const to = nextFleetPhase(phase);
      if (!to) throw conflict(FLEET_MSG.cannotAdvance);
      return to;
    }
    case 'previous': {
      const to = previousFleetPhase(phase);
      if (!to) throw conflict(FLEET_MSG.cannotGoBack);
      return to;
    }
    case 'freeze':
      if (!canFreezeFleet(phase)) throw conflict(FLEET_MSG.cannotFreeze);
      return 'CONGELADO';
    case 'reactivate':
      if (!canReactivateFleet(phase)) throw conflict(FLEET_MSG.cannotReactivate);
      return FLEET_REACTIVATE_PHASE;
  }
}

/** A target phase as the spec's PATCH sends it, read as the move it stands for. */
export function moveOf(phase: FleetPhase, target: FleetPhase): FleetMove {
  if (target === 'CONGELADO') return 'freeze';
  if (phase === 'CONGELADO') return target === FLEET_REACTIVATE_PHASE ? 'reactivate' : 'next';
  if (target === previousFleetPhase(phase)) return 'previous';
  return 'next';
}

const MOVE_EVENT = { next: 'PHASE_NEXT', previous: 'PHASE_PREVIOUS', freeze: 'FROZEN', reactivate: 'REACTIVATED' } as const;

export async function moveFleetLead(db: Db, caller: Caller, id: number, move: FleetMove, target?: FleetPhase): Promise<FleetLead> {
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, id, true);
    const from = lead.phase as FleetPhase;
    const to = moveTarget(from, move);
    // A target phase that is not where the move leads is the §4 failure too (e.g. skipping a phase).
    if (target !== undefined && target !== to) throw conflict(move === 'previous' ? FLEET_MSG.cannotGoBack : FLEET_MSG.cannotAdvance);
    await tx
      .update(leadFleets)
      .set({
        phase: to,
        status: to === 'CONGELADO' ? 'INACTIVO' : move === 'reactivate' ? 'ACTIVO' : lead.status,
        lastActivityDate: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(leadFleets.id, id));
    await recordFleetEvent(tx, id, caller.id, MOVE_EVENT[move], { oldPhase: from, newPhase: to });
    return loadFleetLead(tx, id);
  });
}

/** Edit lead, step 1: the lead's contact (and its contact-person record) and classification. */
export async function editFleetLeadContact(db: Db, caller: Caller, id: number, v: ContactValues): Promise<FleetLead> {
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, id, true);
    await assertExists(tx, 'lead_fleet_clasifications', [v.LeadFleetClasificationId]);
    await tx
      .update(leadFleets)
      .set({ ...detailColumns(v), contactName: v.name, phone: v.phone, email: v.email, updatedAt: new Date() })
      .where(eq(leadFleets.id, id));
    if (lead.companyContactPersonId) {
      await tx.update(companyContactPeople).set({ name: v.name, phone: v.phone, email: v.email }).where(eq(companyContactPeople.id, lead.companyContactPersonId));
    }
    await recordFleetEvent(tx, id, caller.id, 'EDITED', { detail: `${v.name} · ${v.email} · ${v.phone}` });
    return loadFleetLead(tx, id);
  });
}

export async function reassignFleetLead(db: Db, caller: Caller, id: number, userId: number): Promise<FleetLead> {
  return db.transaction(async (tx) => {
    const lead = await fleetLeadForCaller(tx, caller, id, true);
    await assertAssignable(tx, caller, lead.agencyId, userId, LEAD_EXECUTIVE_ROLES, true);
    await tx.update(leadFleets).set({ userId, updatedAt: new Date() }).where(eq(leadFleets.id, id));
    const [to] = await queryRows<{ name: string }>(tx, sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${userId}`);
    await recordFleetEvent(tx, id, caller.id, 'REASSIGNED', { detail: to?.name ?? null });
    return loadFleetLead(tx, id);
  });
}

/** Deletes the lead and everything that hangs from it (products, dealers, activities, comments, events) at once. */
export async function deleteFleetLead(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await fleetLeadForCaller(tx, caller, id, true);
    const deleted = await tx.delete(leadFleets).where(eq(leadFleets.id, id)).returning({ id: leadFleets.id });
    if (!deleted.length) throw notFound();
  });
}

/** Companies' names are copied onto their leads for sorting and search; keep them in step. */
export async function syncCompanyName(tx: Tx, companyId: number): Promise<void> {
  const [c] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (c) await tx.update(leadFleets).set({ companyName: c.name }).where(inArray(leadFleets.companyId, [companyId]));
}
