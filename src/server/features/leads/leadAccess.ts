import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isAdviser } from '../../../shared/domain/roles';
import type { LeadPhase } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { leadPhaseRecords, leads } from './tables';
import { notifyLeadOwners, type LeadNoticeType } from './leadWrites';
import { conflict, notFound } from '../../lib/httpError';
import type { Caller } from '../../identity/auth';

export type { Tx } from '../../lib/queryRows';
import type { DbOrTx, Tx } from '../../lib/queryRows';
import { leadScope, liveLead } from './leadScope';
export type Lead = typeof leads.$inferSelect;

/** Advisers work their own leads and the unowned ones in subasta; every other role the whole agency. */
export function advisersMayWork(caller: Caller, lead: Pick<Lead, 'userId' | 'phase'>): boolean {
  if (!isAdviser(caller.role)) return true;
  return lead.userId === caller.id || (lead.phase === 'subasta' && lead.userId === null);
}

/**
 * The lead if the caller may see it: of one of their agencies and, for advisers, theirs or unowned
 * in subasta. Anything else is 404, so ids of other agencies reveal nothing. Pass a transaction to
 * lock the row for the write that follows.
 */
export async function leadForCaller(db: Db | Tx, caller: Caller, id: number, lock = false): Promise<Lead> {
  const q = db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), inArray(leads.agencyId, caller.agencyIds.length ? caller.agencyIds : [0])));
  const [lead] = lock ? await q.for('update') : await q;
  // A lead blocked by a cancellation (issue 54) answers as a missing one, to every role and every path.
  if (!lead || lead.blockedAt !== null || !advisersMayWork(caller, lead)) throw notFound();
  // A write that waited on a merge is told so instead of landing on a lead nobody sees any more.
  if (lock && lead.mergedIntoId !== null) throw conflict(SALES_MSG.leadMerged);
  return lead;
}

/** A phase record as one INSERT of a larger statement (a new lead's, its id still SQL). */
export function phaseRecordInsert(
  db: DbOrTx,
  row: { leadId: SQL; userId: number | null; oldPhase: string | null; newPhase: LeadPhase; comments?: string | null },
): SQL {
  return db
    .insert(leadPhaseRecords)
    .values({ leadId: row.leadId, userId: row.userId, oldPhaseSlug: row.oldPhase, newPhaseSlug: row.newPhase, comments: row.comments ?? null })
    .getSQL();
}

export async function recordPhase(
  tx: Tx,
  row: { leadId: number; userId: number | null; oldPhase: string | null; newPhase: LeadPhase; comments?: string | null },
): Promise<void> {
  await tx.insert(leadPhaseRecords).values({
    leadId: row.leadId,
    userId: row.userId,
    oldPhaseSlug: row.oldPhase,
    newPhaseSlug: row.newPhase,
    comments: row.comments ?? null,
  });
}

/**
 * Tells `userId` about `lead` (notifications/notifyLead: one text for every path that writes leads),
 * unless `actorId` is that user: nobody is notified of their own action (an adviser taking a
 * subasta lead, a coordinator reassigning to themself). Required so no write path forgets it.
 */
export async function notifyOwner(tx: Tx, type: LeadNoticeType, userId: number, lead: Pick<Lead, 'id' | 'firstName' | 'lastName'>, actorId: number): Promise<void> {
  await notifyLeadOwners(tx, { type, userId, lead, actorId });
}

/** The lead `id` if it is a live (not merged) lead of `agencyId`, locked for the write that follows (sales' external report). */
export async function lockLiveLeadOfAgency(tx: Tx, id: number, agencyId: number): Promise<{ id: number } | undefined> {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, id), leadScope('leads', agencyId)))
    .for('update');
  return lead;
}

/** The lead's columns the SLA clocks keep (sla writes them through setLeadSlaColumns). */
export type LeadSlaColumns = Partial<Pick<typeof leads.$inferInsert, 'firstContactDeadline' | 'firstContactMinutes' | 'slaKind' | 'slaWarningAt' | 'slaDeadline' | 'slaStage'>>;

/** Writes the SLA clock's columns of one lead, in the caller's transaction (sla's clocks). */
export async function setLeadSlaColumns(tx: Db | Tx, leadId: number, columns: LeadSlaColumns): Promise<void> {
  await tx.update(leads).set(columns).where(eq(leads.id, leadId));
}

/** A live (not merged) lead's agency and owner, or undefined (floor visits register a visit to it). */
export async function liveLeadOwner(db: Db | Tx, id: number): Promise<{ id: number; agencyId: number; userId: number | null } | undefined> {
  const [lead] = await db
    .select({ id: leads.id, agencyId: leads.agencyId, userId: leads.userId })
    .from(leads)
    .where(and(eq(leads.id, id), liveLead('leads')));
  return lead;
}

/** The primary e-mail and phone of these leads (leadsIo's list export adds them to the list's rows, masked after). */
export async function leadContactsOf(db: Db, ids: readonly number[]): Promise<{ id: number; email: string | null; phone: string | null }[]> {
  if (!ids.length) return [];
  return db.select({ id: leads.id, email: leads.email, phone: leads.phone }).from(leads).where(inArray(leads.id, [...ids]));
}

/** Name, primary phone and e-mail of these leads, as a person's record shows them (privacy's ARCO requests). */
export async function leadPeopleOf(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; name: string; email: string | null; phone: string | null }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: leads.id, name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`, email: leads.email, phone: leads.phone })
    .from(leads)
    .where(inArray(leads.id, [...ids]));
}

/**
 * The ids of the leads (any agency) with this e-mail or this phone, as a subquery for another
 * feature's query (sales' repurchases in the lead detail: `inArray(sales.leadId, …)`), so it reads
 * leads' table through leads. Null when there is neither.
 */
export function leadIdsWithContact(db: Db, contact: { email: string | null; phone: string | null }) {
  if (!contact.email && !contact.phone) return null;
  return db
    .select({ id: leads.id })
    .from(leads)
    // A blocked lead's sales are not shown as the person's repurchases (issue 54: blocked data is not used).
    .where(and(isNull(leads.blockedAt), or(contact.email ? eq(leads.email, contact.email) : undefined, contact.phone ? eq(leads.phone, contact.phone) : undefined)));
}
