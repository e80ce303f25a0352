import { closeLeadWithSale, leadContactColumns, leadContactDataChanged } from './leadWrites';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '../../../shared/messages';
import { can, type Permission } from '../../../shared/domain/permissions';
import { isWorkable, nextPhase, type LeadPhase } from '../../../shared/domain/phases';
import { withPhonePrefix } from '../../../shared/domain/phone';
import { LEAD_DETAIL_KEYS, leadDetailsOf, type DeactivatePayload } from '../../../shared/schemas/leadPayloads';
import { LEAD_PATCH_GROUPS, leadPatchGroupsOf, type LeadPatch } from '../../../shared/schemas/leadPatch';
import type { Db } from '../../db/client';
import { leadActivities, leadEmails, leadInterests, leadPhaseRecords, leadPhones, leads } from './tables';
import { leadActivityTypes } from '../../db/tables/catalog';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';
import { leadForCaller, notifyOwner, recordPhase, type Lead, type Tx } from './leadAccess';
import { isAssignableUser } from './leadCreate';

function demand(caller: Caller, permission: Permission): void {
  if (!can(caller.role, permission)) throw forbidden();
}

async function activityTypeId(tx: Tx, slug: string): Promise<number> {
  const [row] = await tx.select({ id: leadActivityTypes.id }).from(leadActivityTypes).where(eq(leadActivityTypes.slug, slug));
  if (row) return row.id;
  const [made] = await tx.insert(leadActivityTypes).values({ slug, description: slug }).onConflictDoNothing().returning({ id: leadActivityTypes.id });
  return made!.id;
}

/** Which permission each step of the funnel needs (spec §6: closing's report sale includes sales-admin). */
const ADVANCE_PERMISSION: Partial<Record<LeadPhase, Permission>> = {
  subasta: 'lead:contact',
  '1er-contacto': 'lead:firstContact',
  seguimiento: 'lead:reserve',
  'en-cierre': 'lead:reportSale',
};
/** Who may advance some lead (the route's declaration); which step, and so which permission, the lead's phase says. */
export const ADVANCE_PERMISSIONS: readonly Permission[] = [...new Set(Object.values(ADVANCE_PERMISSION))];

/**
 * PATCH /lead/nextPhase/{id}: one step along the funnel. 1er-contacto → seguimiento is 'confirm
 * data' (records the first response time if still empty); seguimiento → en-cierre is Apartar;
 * en-cierre → cerrado reports the sale (needs the invoice) and creates it PENDING_REPORTING.
 */
export async function advancePhase(db: Db, caller: Caller, id: number, comments?: string | null) {
  if (!can(caller.role, 'lead:view')) throw forbidden();
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, id, true);
    const from = lead.phase as LeadPhase;
    const to = nextPhase(from);
    const perm = ADVANCE_PERMISSION[from];
    if (!to || !perm) throw conflict(MSG.leadPhaseNotAllowed);
    demand(caller, perm);
    const now = new Date();
    const patch: Partial<Lead> = { phase: to, updatedAt: now, subStatus: to === '1er-contacto' ? 'ESPERA_CONTACTO' : 'ACTIVO' };
    if (from === 'subasta' && lead.userId === null) patch.userId = caller.id;
    if (from === '1er-contacto' && !lead.firstResponseTime) {
      patch.firstResponseTime = now;
      patch.firstResponseTimeInMinutes = Math.round((now.getTime() - lead.createdAt.getTime()) / 60_000);
      Object.assign(patch, await leadContactColumns(tx, lead, now));
    }
    let saleId: number | undefined;
    if (from === 'en-cierre') {
      if (!lead.invoice) throw badRequest(MSG.invoiceRequired);
      const [interest] = await tx
        .select()
        .from(leadInterests)
        .where(and(eq(leadInterests.leadId, id), eq(leadInterests.current, true)))
        .orderBy(desc(leadInterests.id))
        .limit(1);
      saleId = await closeLeadWithSale(tx, { lead, interest, actorId: caller.id, now });
    }
    const [updated] = await tx.update(leads).set(patch).where(eq(leads.id, id)).returning();
    await recordPhase(tx, { leadId: id, userId: caller.id, oldPhase: from, newPhase: to, comments });
    return { ...updated!, SaleId: saleId ?? null };
  });
}

/** The permissions of PATCH /lead/{id}'s groups (reassign, edit, invoice, demographics, sale data): the route needs one, each group its own. */
export const PATCH_PERMISSIONS: readonly Permission[] = LEAD_PATCH_GROUPS.map((g) => g.permission);

/**
 * Before PATCH /lead/{id}'s body is validated: the caller may see leads and is allowed every group the
 * body names (403 whatever a refused role sends); a body naming no group is 'Datos inválidos'.
 */
export function demandPatchGroups(caller: Caller, body: unknown): void {
  if (!can(caller.role, 'lead:view')) throw forbidden();
  const groups = leadPatchGroupsOf(body);
  if (groups.length === 0) throw badRequest(MSG.invalidData);
  for (const g of groups) demand(caller, g.permission);
}

/**
 * PATCH /lead/{id}: the groups the body carries, validated by leadPatchSchema (shared/schemas/leadPatch.ts).
 * The groups' permissions are checked again here, for the callers that are not the route (a WhatsApp
 * conversation's assignment reassigns its lead).
 */
export async function patchLead(db: Db, caller: Caller, id: number, body: LeadPatch) {
  demandPatchGroups(caller, Object.fromEntries(body.named.map((k) => [k, true])));
  const { edit, demographics: demo, invoice, UserId, saleData } = body;
  const wantsReassign = UserId !== undefined;
  const wantsEdit = edit !== undefined;
  const wantsInvoice = invoice !== undefined;
  const wantsDemographics = demo !== undefined;
  const wantsSaleData = saleData !== undefined;
  const named = new Set(body.named);

  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, id, true);
    const now = new Date();
    const patch: Partial<Lead> = { updatedAt: now };
    if (wantsEdit && !isWorkable(lead.phase as LeadPhase)) throw conflict(MSG.leadPhaseNotAllowed);

    if (UserId !== undefined) {
      const userId = UserId;
      if (!(await isAssignableUser(tx, lead.agencyId, userId))) throw badRequest(MSG.selectAdviser);
      patch.userId = userId;
      if (lead.phase === 'subasta') {
        patch.phase = '1er-contacto';
        await recordPhase(tx, { leadId: id, userId: caller.id, oldPhase: 'subasta', newPhase: '1er-contacto', comments: 'Reasignado' });
      }
      if (userId !== lead.userId) await notifyOwner(tx, 'REASSIGN_LEAD', userId, lead, caller.id);
    }
    if (edit) {
      const email = edit.email.toLowerCase();
      const phone = withPhonePrefix(edit.phone);
      Object.assign(patch, { firstName: edit.firstName, lastName: edit.lastName, email, phone });
      // A detail the body names is stored (empty: null); one it leaves out keeps its value.
      const details = leadDetailsOf(edit);
      for (const key of LEAD_DETAIL_KEYS) if (named.has(key)) Object.assign(patch, { [key]: details[key] });
      const [knownEmail] = await tx.select({ id: leadEmails.id }).from(leadEmails).where(and(eq(leadEmails.leadId, id), sql`lower(${leadEmails.value}) = ${email}`));
      if (!knownEmail) await tx.insert(leadEmails).values({ leadId: id, value: email });
      const [knownPhone] = await tx.select({ id: leadPhones.id }).from(leadPhones).where(and(eq(leadPhones.leadId, id), eq(leadPhones.value, phone)));
      if (!knownPhone) await tx.insert(leadPhones).values({ leadId: id, value: phone });
    }
    if (invoice !== undefined) patch.invoice = invoice;
    if (demo) Object.assign(patch, { gender: demo.gender, sector: demo.sector, maritalStatus: demo.maritalStatus, age: demo.age });
    if (saleData) {
      // 'Confirmar datos': the history shows the old and new values of what changed.
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(saleData)) {
        const old = lead[k as keyof Lead];
        if (v !== undefined && v !== old) {
          before[k] = old ?? null;
          after[k] = v;
        }
      }
      Object.assign(patch, saleData);
      if (Object.keys(after).length) {
        await tx.insert(leadActivities).values({
          leadId: id,
          userId: caller.id,
          typeId: await activityTypeId(tx, 'confirmar-datos'),
          title: 'Confirmar datos',
          comments: Object.keys(after)
            .map((k) => `${k}: ${String(before[k] ?? '-')} → ${String(after[k])}`)
            .join('; '),
          status: '1',
          date: now,
          data: { old: before, new: after },
        });
      }
    }
    const [updated] = await tx.update(leads).set(patch).where(eq(leads.id, id)).returning();
    if (edit) await leadContactDataChanged(tx, id);
    const owner = updated!.userId;
    if ((wantsEdit || wantsDemographics || wantsSaleData || wantsInvoice) && owner && owner !== caller.id && !wantsReassign) {
      await notifyOwner(tx, 'UPDATED_LEAD', owner, updated!, caller.id);
    }
    return updated!;
  });
}

/** PATCH /lead/deactivate/{id}: freeze (a reason) or future sale (a date later than now). */
export async function deactivateLead(db: Db, caller: Caller, id: number, d: DeactivatePayload) {
  demand(caller, 'lead:discard');
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, id, true);
    if (!isWorkable(lead.phase as LeadPhase)) throw conflict(MSG.leadPhaseNotAllowed);
    const frozen = d.newPhase === 'congelado';
    const comments = frozen ? d.comments : d.comments || 'Futura venta';
    const [updated] = await tx
      .update(leads)
      .set({ phase: d.newPhase, subStatus: 'INACTIVO', reactivationDate: frozen ? null : d.reactivationDate, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    await recordPhase(tx, { leadId: id, userId: caller.id, oldPhase: lead.phase, newPhase: d.newPhase, comments });
    return updated!;
  });
}

/**
 * PATCH /lead/activate/{id} and /lead/revive/{id}: back to the funnel. A frozen or future-sale lead
 * returns to the phase it left (from its phase records); a closed lead comes back as a repurchase
 * in 1er-contacto. activate only unfreezes; revive also reopens closed leads.
 */
export async function returnToFunnel(db: Db, caller: Caller, id: number, allowClosed: boolean) {
  demand(caller, 'lead:returnToFunnel');
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, id, true);
    const from = lead.phase as LeadPhase;
    const out = from === 'congelado' || from === 'futura-venta' || (allowClosed && from === 'cerrado');
    if (!out) throw conflict(MSG.leadPhaseNotAllowed);
    let to: LeadPhase = '1er-contacto';
    if (from !== 'cerrado') {
      const [left] = await tx
        .select({ old: leadPhaseRecords.oldPhaseSlug })
        .from(leadPhaseRecords)
        .where(and(eq(leadPhaseRecords.leadId, id), eq(leadPhaseRecords.newPhaseSlug, from)))
        .orderBy(desc(leadPhaseRecords.createdAt), desc(leadPhaseRecords.id))
        .limit(1);
      if (left?.old && isWorkable(left.old as LeadPhase)) to = left.old as LeadPhase;
    }
    if (to === 'subasta' && lead.userId !== null) to = '1er-contacto';
    const [updated] = await tx
      .update(leads)
      .set({ phase: to, subStatus: 'ACTIVO', reactivationDate: null, recompra: lead.recompra || from === 'cerrado', updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    await recordPhase(tx, { leadId: id, userId: caller.id, oldPhase: from, newPhase: to, comments: 'Regresado a funnel' });
    return updated!;
  });
}

/** PATCH /lead/reassignAgency/{id}: to another of the caller's agencies, with an adviser of it or to its subasta. */
export async function reassignAgency(db: Db, caller: Caller, id: number, agencyId: number, userId: number | null | undefined) {
  demand(caller, 'lead:reassign');
  if (!caller.agencyIds.includes(agencyId)) throw forbidden(MSG.forbiddenAgency);
  if (userId && !(await isAssignableUser(db, agencyId, userId))) throw badRequest(MSG.selectAdviser);
  return db.transaction(async (tx) => {
    const lead = await leadForCaller(tx, caller, id, true);
    const workable = isWorkable(lead.phase as LeadPhase);
    const to: LeadPhase = !workable ? (lead.phase as LeadPhase) : userId ? (lead.phase === 'subasta' ? '1er-contacto' : (lead.phase as LeadPhase)) : 'subasta';
    const [updated] = await tx
      .update(leads)
      .set({ agencyId, userId: userId ?? null, phase: to, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    if (to !== lead.phase) await recordPhase(tx, { leadId: id, userId: caller.id, oldPhase: lead.phase, newPhase: to, comments: 'Reasignado de agencia' });
    if (userId) await notifyOwner(tx, 'REASSIGN_LEAD', userId, lead, caller.id);
    return updated!;
  });
}

/** PATCH /lead/first-response-time/{id}: the first contact's time, recorded once. */
export async function recordFirstResponse(db: Db, caller: Caller, id: number) {
  demand(caller, 'lead:contact');
  const lead = await leadForCaller(db, caller, id);
  const now = new Date();
  // The contact's steps (sla's clocks) only count when this is the first response: the same UPDATE writes them.
  const contact = lead.firstResponseTime ? {} : await leadContactColumns(db, lead, now);
  const [updated] = await db
    .update(leads)
    .set({ ...contact, firstResponseTime: now, firstResponseTimeInMinutes: Math.round((now.getTime() - lead.createdAt.getTime()) / 60_000) })
    .where(and(eq(leads.id, id), isNull(leads.firstResponseTime)))
    .returning();
  const row = updated ?? (await leadForCaller(db, caller, id));
  if (!row) throw notFound();
  return { id: row.id, firstResponseTime: row.firstResponseTime, firstResponseTimeInMinutes: row.firstResponseTimeInMinutes };
}
