import { and, eq, inArray, sql } from 'drizzle-orm';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { leads } from '../../db/schema';
import { conflict, notFound } from '../../lib/httpError';
import { queryRows, type DbOrTx, type Tx } from '../../lib/queryRows';

export interface MergeInput {
  principalId: number;
  secondaryId: number;
  /** The adviser who owns the merged lead. */
  userId: number;
  /** Agencies the caller may touch. */
  agencyIds: number[];
}

/**
 * Locks a lead for a write and refuses one that was merged away, so an edit that waited on a merge
 * is told (409) instead of being written to a lead nobody sees. The lead create/edit path should use it.
 */
export async function lockLiveLead(tx: DbOrTx, leadId: number, agencyIds: number[]): Promise<{ id: number; agencyId: number }> {
  const [lead] = await tx
    .select({ id: leads.id, agencyId: leads.agencyId, mergedIntoId: leads.mergedIntoId })
    .from(leads)
    .where(and(eq(leads.id, leadId), inArray(leads.agencyId, agencyIds)))
    .for('update');
  if (!lead) throw notFound();
  if (lead.mergedIntoId !== null) throw conflict(SALES_MSG.leadMerged);
  return { id: lead.id, agencyId: lead.agencyId };
}

/** Child tables whose rows simply change lead. */
const MOVED_TABLES = ['lead_activities', 'appointments', 'lead_phase_records', 'floor_visits', 'sales', 'sale_vins', 'notifications', 'user_reminders'] as const;

/**
 * Merges `secondaryId` into `principalId` in the caller's transaction. Both leads are locked
 * FOR UPDATE (in id order, so two merges cannot deadlock); every child row of the secondary moves to
 * the principal (interests as non-current; e-mails and phones only when new); the secondary keeps its
 * own fields but gets mergedIntoId; their pair becomes MERGED and the secondary's other OPEN pairs go.
 * Only the owner of the principal changes.
 */
export async function mergeLeads(tx: Tx, input: MergeInput): Promise<void> {
  const { principalId: p, secondaryId: s } = input;
  if (p === s) throw conflict(SALES_MSG.sameLead);
  const locked = await tx
    .select({ id: leads.id, agencyId: leads.agencyId, mergedIntoId: leads.mergedIntoId })
    .from(leads)
    .where(and(inArray(leads.id, [p, s]), inArray(leads.agencyId, input.agencyIds)))
    .orderBy(leads.id)
    .for('update');
  if (locked.length !== 2) throw notFound();
  if (locked.some((l) => l.mergedIntoId !== null)) throw conflict(SALES_MSG.leadMerged);
  const agencyId = locked[0]!.agencyId;
  if (locked[1]!.agencyId !== agencyId) throw notFound();
  const [pair] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM duplicate_pairs WHERE lead_id = ${Math.min(p, s)} AND matched_id = ${Math.max(p, s)} AND status = 'OPEN' FOR UPDATE`,
  );
  if (!pair) throw conflict(SALES_MSG.notADuplicatePair);
  const [owner] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT u.id FROM users u JOIN user_agencies ua ON ua.user_id = u.id AND ua.agency_id = ${agencyId}
        WHERE u.id = ${input.userId} AND u.active`,
  );
  if (!owner) throw conflict(SALES_MSG.adviserNotInAgency);

  for (const table of MOVED_TABLES) {
    await tx.execute(sql`UPDATE ${sql.identifier(table)} SET lead_id = ${p} WHERE lead_id = ${s}`);
  }
  await tx.execute(sql`UPDATE lead_interests SET lead_id = ${p}, current = false WHERE lead_id = ${s}`);
  await tx.execute(
    sql`UPDATE lead_emails SET lead_id = ${p} WHERE lead_id = ${s}
        AND lower(trim(value)) NOT IN (SELECT lower(trim(value)) FROM lead_emails WHERE lead_id = ${p})`,
  );
  await tx.execute(sql`DELETE FROM lead_emails WHERE lead_id = ${s}`);
  await tx.execute(
    sql`UPDATE lead_phones SET lead_id = ${p} WHERE lead_id = ${s}
        AND regexp_replace(value, '\\D', '', 'g') NOT IN (SELECT regexp_replace(value, '\\D', '', 'g') FROM lead_phones WHERE lead_id = ${p})`,
  );
  await tx.execute(sql`DELETE FROM lead_phones WHERE lead_id = ${s}`);
  // A renting record moves only when the principal has none (one per lead).
  await tx.execute(
    sql`UPDATE lead_rentings SET lead_id = ${p} WHERE lead_id = ${s} AND NOT EXISTS (SELECT 1 FROM lead_rentings WHERE lead_id = ${p})`,
  );
  await tx.execute(sql`UPDATE duplicate_pairs SET status = 'MERGED' WHERE id = ${pair.id}`);
  await tx.execute(
    sql`DELETE FROM duplicate_pairs WHERE status = 'OPEN' AND id <> ${pair.id} AND (lead_id = ${s} OR matched_id = ${s})`,
  );
  await tx.update(leads).set({ userId: input.userId, updatedAt: new Date() }).where(eq(leads.id, p));
  await tx.update(leads).set({ mergedIntoId: p, updatedAt: new Date() }).where(eq(leads.id, s));
}
