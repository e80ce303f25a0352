import { and, eq, inArray, ne } from 'drizzle-orm';
import { WORKABLE_PHASES, type LeadPhase } from '../../../shared/domain/phases';
import type { Tx } from '../../lib/queryRows';
import { leadPhaseRecords, leads } from './tables';

/** A lead a user held when they leave (admin's 'Baja de Usuario'). */
export interface OpenLead {
  id: number;
  agencyId: number;
  phase: string;
  firstName: string;
  lastName: string;
}

/** The user's open leads (every phase but cerrado), locked for the handover that follows. */
export async function lockOpenLeadsOf(tx: Tx, userId: number): Promise<OpenLead[]> {
  return tx
    .select({ id: leads.id, agencyId: leads.agencyId, phase: leads.phase, firstName: leads.firstName, lastName: leads.lastName })
    .from(leads)
    .where(and(eq(leads.userId, userId), ne(leads.phase, 'cerrado')))
    .for('update');
}

/**
 * The leads lose their owner: funnel leads re-enter the auction (with a phase record by `actorId`
 * saying `comment`); frozen and future-sale leads keep their phase, without owner.
 */
export async function releaseLeads(tx: Tx, group: readonly OpenLead[], actorId: number, comment: string, now: Date): Promise<void> {
  const ids = group.map((l) => l.id);
  const toAuction = group.filter((l) => (WORKABLE_PHASES as readonly string[]).includes(l.phase) && l.phase !== 'subasta');
  await tx.update(leads).set({ userId: null, updatedAt: now }).where(inArray(leads.id, ids));
  if (toAuction.length) {
    await tx
      .update(leads)
      .set({ phase: 'subasta' satisfies LeadPhase, subStatus: 'ESPERA_CONTACTO' })
      .where(inArray(leads.id, toAuction.map((l) => l.id)));
    await tx.insert(leadPhaseRecords).values(
      toAuction.map((l) => ({ leadId: l.id, userId: actorId, oldPhaseSlug: l.phase, newPhaseSlug: 'subasta', comments: comment })),
    );
  }
}

/** The leads go to `owner` (the caller notifies). */
export async function handLeadsTo(tx: Tx, ids: readonly number[], owner: number, now: Date): Promise<void> {
  await tx.update(leads).set({ userId: owner, updatedAt: now }).where(inArray(leads.id, [...ids]));
}
