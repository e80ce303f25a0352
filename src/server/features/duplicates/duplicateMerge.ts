import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MERGE_MSG, MERGE_UNDO_DAYS } from '../../../shared/domain/duplicateMessages';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { joinMergedLeads, leadRowsBeforeMerge, lockLeadsToMerge, moveLeadRows, moveLeadRowsBack, recordLeadNote, restoreLeadRow, type LeadMergeKept } from '../leads/doors/pipelines';
import { leadMerges } from './tables';
import { conflict, notFound } from '../../lib/httpError';
import { queryRows, type Tx } from '../../lib/queryRows';

export interface MergeInput {
  principalId: number;
  secondaryId: number;
  /** The adviser who owns the merged lead. */
  userId: number;
  /** Agencies the caller may touch. */
  agencyIds: number[];
  /** Who merges (the history entry and lead_merges.merged_by). */
  actorId?: number;
}

/**
 * What a merge changed, kept in lead_merges.snapshot so undoMerge can put everything back: both
 * lead rows as they were, what each feature's merge step kept (leads' leadMergeSteps: the ids of
 * every child row that moved under `moved`, the e-mails and phones it deleted, …), and the pairs.
 */
export type MergeSnapshot = LeadMergeKept & {
  principal: Record<string, unknown>;
  secondary: Record<string, unknown>;
  pairId: number;
  pairsDeleted: Record<string, unknown>[];
};

/**
 * Merges `secondaryId` into `principalId` in the caller's transaction. Both leads are locked
 * FOR UPDATE (in id order, so two merges cannot deadlock); every child row of the secondary moves to
 * the principal (interests as non-current; e-mails and phones only when new); the secondary keeps its
 * own fields but gets mergedIntoId; their pair becomes MERGED and the secondary's other OPEN pairs go.
 * Only the owner of the principal changes. Everything it changes is kept in lead_merges (undoMerge).
 * Returns the lead_merges id.
 */
export async function mergeLeads(tx: Tx, input: MergeInput): Promise<number> {
  const { principalId: p, secondaryId: s } = input;
  if (p === s) throw conflict(SALES_MSG.sameLead);
  const locked = await lockLeadsToMerge(tx, [p, s], input.agencyIds);
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

  const before = await leadRowsBeforeMerge(tx, p, s);
  // Every feature's rows of the secondary go to the principal (leads' leadMergeSteps, in the order wired).
  const kept = await moveLeadRows(tx, s, p);
  await tx.execute(sql`UPDATE duplicate_pairs SET status = 'MERGED' WHERE id = ${pair.id}`);
  const pairsDeleted = await queryRows<{ row: Record<string, unknown> }>(
    tx,
    sql`DELETE FROM duplicate_pairs t WHERE status = 'OPEN' AND id <> ${pair.id} AND (lead_id = ${s} OR matched_id = ${s}) RETURNING to_jsonb(t) AS row`,
  );
  await joinMergedLeads(tx, p, s, input.userId);
  const snapshot: MergeSnapshot = {
    ...kept,
    principal: before.p,
    secondary: before.s,
    pairId: pair.id,
    pairsDeleted: pairsDeleted.map((r) => r.row),
  };
  const [merge] = await tx
    .insert(leadMerges)
    .values({ agencyId, principalId: p, secondaryId: s, mergedBy: input.actorId ?? null, snapshot: snapshot as unknown as Record<string, unknown> })
    .returning({ id: leadMerges.id });
  // The merged lead's history says so; the undo is offered from there (GET /lead/duplicates/merges/:leadId).
  await recordLeadNote(tx, { leadId: p, userId: input.actorId ?? null, phase: String(before.p.phase), comments: MERGE_MSG.mergedInto.replace('{lead}', String(s)) });
  return merge!.id;
}

/**
 * Undoes a merge within MERGE_UNDO_DAYS, in the caller's transaction: both leads get back the rows
 * they had before it (owner, fields, mergedIntoId), every child row that moved goes back to the
 * secondary (activities, appointments, phase records, floor visits, sales, VINs, notifications,
 * reminders, interests with their `current` flag, e-mails, phones, renting), the rows it deleted
 * come back, and the pair is OPEN again. Rows added to the principal after the merge stay with it.
 * A history entry on both leads says it was undone. Returns the secondary's id.
 */
export async function undoMerge(tx: Tx, input: { mergeId: number; agencyIds: number[]; actorId: number; now?: Date }): Promise<{ principalId: number; secondaryId: number }> {
  const now = input.now ?? new Date();
  const [merge] = await tx
    .select()
    .from(leadMerges)
    .where(and(eq(leadMerges.id, input.mergeId), inArray(leadMerges.agencyId, input.agencyIds)))
    .for('update');
  if (!merge) throw notFound();
  if (merge.undoneAt) throw conflict(MERGE_MSG.alreadyUndone);
  if (now.getTime() - merge.createdAt.getTime() > MERGE_UNDO_DAYS * 86_400_000) throw conflict(MERGE_MSG.undoExpired);
  // A lead of the merge was erased (issue 54's retention): its snapshot is gone, and so is the undo.
  if ('erased' in merge.snapshot) throw conflict(MERGE_MSG.undoExpired);
  const p = merge.principalId;
  const s = merge.secondaryId;
  const locked = await lockLeadsToMerge(tx, [p, s]);
  const principal = locked.find((l) => l.id === p);
  const secondary = locked.find((l) => l.id === s);
  // The principal was merged away itself later, or the secondary no longer points at it: undo the later merge first.
  if (!principal || !secondary || principal.mergedIntoId !== null || secondary.mergedIntoId !== p) throw conflict(MERGE_MSG.undoBlocked);
  const snap = merge.snapshot as unknown as MergeSnapshot;

  await moveLeadRowsBack(tx, s, p, snap);
  if (snap.pairsDeleted.length) {
    await tx.execute(
      sql`INSERT INTO duplicate_pairs SELECT * FROM jsonb_populate_recordset(NULL::duplicate_pairs, ${JSON.stringify(snap.pairsDeleted)}::jsonb)
          ON CONFLICT DO NOTHING`,
    );
  }
  await tx.execute(sql`UPDATE duplicate_pairs SET status = 'OPEN' WHERE id = ${snap.pairId} AND status = 'MERGED'`);
  await restoreLeadRow(tx, snap.principal);
  await restoreLeadRow(tx, snap.secondary);
  await tx.update(leadMerges).set({ undoneAt: now, undoneBy: input.actorId }).where(eq(leadMerges.id, merge.id));
  for (const [leadId, other] of [
    [p, s],
    [s, p],
  ] as const) {
    const phase = String((leadId === p ? snap.principal : snap.secondary).phase);
    await recordLeadNote(tx, { leadId, userId: input.actorId, phase, comments: MERGE_MSG.undone.replace('{lead}', String(other)) });
  }
  return { principalId: p, secondaryId: s };
}

/** Whether the lead (`leadId`, an SQL expression) had another merged into it: an import's lead was worked on. */
export const leadIsMergePrincipal = (leadId: SQL): SQL => sql`EXISTS (SELECT 1 FROM lead_merges m WHERE m.principal_id = ${leadId})`;
