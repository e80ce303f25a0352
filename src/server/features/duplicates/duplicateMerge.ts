import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { MERGE_MSG, MERGE_UNDO_DAYS } from '../../../shared/domain/duplicateMessages';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { leadPhaseRecords, leads } from '../../db/schema';
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

/** Child tables whose rows simply change lead. */
const MOVED_TABLES = ['lead_activities', 'appointments', 'lead_phase_records', 'floor_visits', 'sales', 'sale_vins', 'notifications', 'user_reminders'] as const;

/**
 * What a merge changed, kept in lead_merges.snapshot so undoMerge can put everything back: both
 * lead rows as they were, the ids of every child row that moved, the rows it deleted.
 */
export interface MergeSnapshot {
  principal: Record<string, unknown>;
  secondary: Record<string, unknown>;
  moved: Record<(typeof MOVED_TABLES)[number], number[]>;
  /** The secondary's interests with their `current` flag before the merge cleared it. */
  interests: { id: number; current: boolean }[];
  emailsMoved: number[];
  emailsDeleted: Record<string, unknown>[];
  phonesMoved: number[];
  phonesDeleted: Record<string, unknown>[];
  rentingMoved: boolean;
  pairId: number;
  pairsDeleted: Record<string, unknown>[];
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const idArray = (values: number[]) => sql`ARRAY[${sql.join([sql`0`, ...values.map((v) => sql`${v}`)], sql`, `)}]::int[]`;

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

  const [before] = await queryRows<{ p: Record<string, unknown>; s: Record<string, unknown> }>(
    tx,
    sql`SELECT (SELECT to_jsonb(l) FROM leads l WHERE l.id = ${p}) AS p, (SELECT to_jsonb(l) FROM leads l WHERE l.id = ${s}) AS s`,
  );
  const moved = {} as MergeSnapshot['moved'];
  for (const table of MOVED_TABLES) {
    moved[table] = ids(await queryRows<{ id: number }>(tx, sql`UPDATE ${sql.identifier(table)} SET lead_id = ${p} WHERE lead_id = ${s} RETURNING id`));
  }
  const interests = await queryRows<{ id: number; current: boolean }>(tx, sql`SELECT id, current FROM lead_interests WHERE lead_id = ${s}`);
  await tx.execute(sql`UPDATE lead_interests SET lead_id = ${p}, current = false WHERE lead_id = ${s}`);
  const emailsMoved = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE lead_emails SET lead_id = ${p} WHERE lead_id = ${s}
        AND lower(trim(value)) NOT IN (SELECT lower(trim(value)) FROM lead_emails WHERE lead_id = ${p}) RETURNING id`,
  );
  const emailsDeleted = await queryRows<{ row: Record<string, unknown> }>(tx, sql`DELETE FROM lead_emails t WHERE lead_id = ${s} RETURNING to_jsonb(t) AS row`);
  const phonesMoved = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE lead_phones SET lead_id = ${p} WHERE lead_id = ${s}
        AND regexp_replace(value, '\\D', '', 'g') NOT IN (SELECT regexp_replace(value, '\\D', '', 'g') FROM lead_phones WHERE lead_id = ${p}) RETURNING id`,
  );
  const phonesDeleted = await queryRows<{ row: Record<string, unknown> }>(tx, sql`DELETE FROM lead_phones t WHERE lead_id = ${s} RETURNING to_jsonb(t) AS row`);
  // A renting record moves only when the principal has none (one per lead).
  const renting = await queryRows<{ leadId: number }>(
    tx,
    sql`UPDATE lead_rentings SET lead_id = ${p} WHERE lead_id = ${s} AND NOT EXISTS (SELECT 1 FROM lead_rentings WHERE lead_id = ${p}) RETURNING lead_id AS "leadId"`,
  );
  await tx.execute(sql`UPDATE duplicate_pairs SET status = 'MERGED' WHERE id = ${pair.id}`);
  const pairsDeleted = await queryRows<{ row: Record<string, unknown> }>(
    tx,
    sql`DELETE FROM duplicate_pairs t WHERE status = 'OPEN' AND id <> ${pair.id} AND (lead_id = ${s} OR matched_id = ${s}) RETURNING to_jsonb(t) AS row`,
  );
  await tx.update(leads).set({ userId: input.userId, updatedAt: new Date() }).where(eq(leads.id, p));
  await tx.update(leads).set({ mergedIntoId: p, updatedAt: new Date() }).where(eq(leads.id, s));
  const snapshot: MergeSnapshot = {
    principal: before!.p,
    secondary: before!.s,
    moved,
    interests,
    emailsMoved: ids(emailsMoved),
    emailsDeleted: emailsDeleted.map((r) => r.row),
    phonesMoved: ids(phonesMoved),
    phonesDeleted: phonesDeleted.map((r) => r.row),
    rentingMoved: renting.length > 0,
    pairId: pair.id,
    pairsDeleted: pairsDeleted.map((r) => r.row),
  };
  const [merge] = await tx
    .insert(leadMerges)
    .values({ agencyId, principalId: p, secondaryId: s, mergedBy: input.actorId ?? null, snapshot: snapshot as unknown as Record<string, unknown> })
    .returning({ id: leadMerges.id });
  // The merged lead's history says so; the undo is offered from there (GET /lead/duplicates/merges/:leadId).
  await tx.insert(leadPhaseRecords).values({
    leadId: p,
    userId: input.actorId ?? null,
    oldPhaseSlug: String(before!.p.phase),
    newPhaseSlug: String(before!.p.phase),
    comments: MERGE_MSG.mergedInto.replace('{lead}', String(s)),
  });
  return merge!.id;
}

/** Columns of leads a restore writes back (all but the id), as SQL names. */
const LEAD_COLUMNS = Object.values(getTableColumns(leads))
  .map((c) => c.name)
  .filter((name) => name !== 'id');

async function restoreLead(tx: Tx, row: Record<string, unknown>): Promise<void> {
  await tx.execute(
    sql`UPDATE leads l SET ${sql.join(
      LEAD_COLUMNS.map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`),
      sql`, `,
    )} FROM jsonb_populate_record(NULL::leads, ${JSON.stringify(row)}::jsonb) r WHERE l.id = r.id`,
  );
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
  const p = merge.principalId;
  const s = merge.secondaryId;
  const locked = await tx
    .select({ id: leads.id, mergedIntoId: leads.mergedIntoId })
    .from(leads)
    .where(inArray(leads.id, [p, s]))
    .orderBy(leads.id)
    .for('update');
  const principal = locked.find((l) => l.id === p);
  const secondary = locked.find((l) => l.id === s);
  // The principal was merged away itself later, or the secondary no longer points at it: undo the later merge first.
  if (!principal || !secondary || principal.mergedIntoId !== null || secondary.mergedIntoId !== p) throw conflict(MERGE_MSG.undoBlocked);
  const snap = merge.snapshot as unknown as MergeSnapshot;

  for (const table of MOVED_TABLES) {
    const moved = snap.moved[table] ?? [];
    if (moved.length) await tx.execute(sql`UPDATE ${sql.identifier(table)} SET lead_id = ${s} WHERE lead_id = ${p} AND id = ANY(${idArray(moved)})`);
  }
  for (const interest of snap.interests) {
    await tx.execute(sql`UPDATE lead_interests SET lead_id = ${s}, current = ${interest.current} WHERE id = ${interest.id} AND lead_id = ${p}`);
  }
  if (snap.emailsMoved.length) await tx.execute(sql`UPDATE lead_emails SET lead_id = ${s} WHERE lead_id = ${p} AND id = ANY(${idArray(snap.emailsMoved)})`);
  if (snap.phonesMoved.length) await tx.execute(sql`UPDATE lead_phones SET lead_id = ${s} WHERE lead_id = ${p} AND id = ANY(${idArray(snap.phonesMoved)})`);
  for (const [table, rows] of [
    ['lead_emails', snap.emailsDeleted],
    ['lead_phones', snap.phonesDeleted],
    ['duplicate_pairs', snap.pairsDeleted],
  ] as const) {
    if (rows.length === 0) continue;
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)
          ON CONFLICT DO NOTHING`,
    );
  }
  if (snap.rentingMoved) await tx.execute(sql`UPDATE lead_rentings SET lead_id = ${s} WHERE lead_id = ${p}`);
  await tx.execute(sql`UPDATE duplicate_pairs SET status = 'OPEN' WHERE id = ${snap.pairId} AND status = 'MERGED'`);
  await restoreLead(tx, snap.principal);
  await restoreLead(tx, snap.secondary);
  await tx.update(leadMerges).set({ undoneAt: now, undoneBy: input.actorId }).where(eq(leadMerges.id, merge.id));
  for (const [leadId, other] of [
    [p, s],
    [s, p],
  ] as const) {
    const phase = String((leadId === p ? snap.principal : snap.secondary).phase);
    await tx.insert(leadPhaseRecords).values({
      leadId,
      userId: input.actorId,
      oldPhaseSlug: phase,
      newPhaseSlug: phase,
      comments: MERGE_MSG.undone.replace('{lead}', String(other)),
    });
  }
  return { principalId: p, secondaryId: s };
}
