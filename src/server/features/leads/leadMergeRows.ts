import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../lib/queryRows';
import { rowsChangeLead, type LeadMergeStep } from './leadMergeSteps';
import { leadPhaseRecords, leads } from './tables';

/**
 * The lead rows of a duplicate merge and its undo (issue 41): the duplicates feature orchestrates
 * them (duplicateMerge.ts) and calls these for the two leads themselves; leads' own child rows move
 * through leadsMergeStep, registered with the other features' steps (leadMergeSteps.ts).
 */

/** Both leads locked FOR UPDATE in id order (two merges cannot deadlock), within `agencyIds` when given. */
export function lockLeadsToMerge(tx: Tx, ids: readonly number[], agencyIds?: readonly number[]) {
  return tx
    .select({ id: leads.id, agencyId: leads.agencyId, mergedIntoId: leads.mergedIntoId })
    .from(leads)
    .where(agencyIds ? and(inArray(leads.id, [...ids]), inArray(leads.agencyId, [...agencyIds])) : inArray(leads.id, [...ids]))
    .orderBy(leads.id)
    .for('update');
}

/** Both lead rows as they are (every column, as JSON), for the merge's snapshot. */
export async function leadRowsBeforeMerge(tx: Tx, principalId: number, secondaryId: number): Promise<{ p: Record<string, unknown>; s: Record<string, unknown> }> {
  const [before] = await queryRows<{ p: Record<string, unknown>; s: Record<string, unknown> }>(
    tx,
    sql`SELECT (SELECT to_jsonb(l) FROM leads l WHERE l.id = ${principalId}) AS p, (SELECT to_jsonb(l) FROM leads l WHERE l.id = ${secondaryId}) AS s`,
  );
  return before!;
}

/** The merge's end on the lead rows: the principal gets its owner, the secondary points at it. */
export async function joinMergedLeads(tx: Tx, principalId: number, secondaryId: number, userId: number): Promise<void> {
  await tx.update(leads).set({ userId, updatedAt: new Date() }).where(eq(leads.id, principalId));
  await tx.update(leads).set({ mergedIntoId: principalId, updatedAt: new Date() }).where(eq(leads.id, secondaryId));
}

/** Columns of leads a restore writes back (all but the id), as SQL names. */
const LEAD_COLUMNS = Object.values(getTableColumns(leads))
  .map((c) => c.name)
  .filter((name) => name !== 'id');

/** A lead row back as a snapshot kept it (leadRowsBeforeMerge). */
export async function restoreLeadRow(tx: Tx, row: Record<string, unknown>): Promise<void> {
  await tx.execute(
    sql`UPDATE leads l SET ${sql.join(
      LEAD_COLUMNS.map((c) => sql`${sql.identifier(c)} = r.${sql.identifier(c)}`),
      sql`, `,
    )} FROM jsonb_populate_record(NULL::leads, ${JSON.stringify(row)}::jsonb) r WHERE l.id = r.id`,
  );
}

/** A history entry on a lead that keeps its phase (a merge, its undo). */
export async function recordLeadNote(tx: Tx, note: { leadId: number; userId: number | null; phase: string; comments: string }): Promise<void> {
  await tx.insert(leadPhaseRecords).values({ leadId: note.leadId, userId: note.userId, oldPhaseSlug: note.phase, newPhaseSlug: note.phase, comments: note.comments });
}

const idArray = (values: readonly number[]) => sql`ARRAY[${sql.join([sql`0`, ...values.map((v) => sql`${v}`)], sql`, `)}]::int[]`;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** What leads' step keeps (the snapshot's keys from before the steps existed). */
interface LeadsKept {
  /** The secondary's interests with their `current` flag before the merge cleared it. */
  interests: { id: number; current: boolean }[];
  emailsMoved: number[];
  emailsDeleted: Record<string, unknown>[];
  phonesMoved: number[];
  phonesDeleted: Record<string, unknown>[];
  rentingMoved: boolean;
}

const historyRows = rowsChangeLead('lead_activities', 'lead_phase_records');

/**
 * leads' merge step: activities and phase records change lead; interests move as non-current;
 * e-mails and phones move only when the principal lacks them (the others are deleted, kept for the
 * undo); a renting record moves only when the principal has none (one per lead).
 */
export const leadsMergeStep: LeadMergeStep = {
  async move(tx, s, p) {
    const history = await historyRows.move(tx, s, p);
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
    const renting = await queryRows<{ leadId: number }>(
      tx,
      sql`UPDATE lead_rentings SET lead_id = ${p} WHERE lead_id = ${s} AND NOT EXISTS (SELECT 1 FROM lead_rentings WHERE lead_id = ${p}) RETURNING lead_id AS "leadId"`,
    );
    const kept: LeadsKept = {
      interests,
      emailsMoved: ids(emailsMoved),
      emailsDeleted: emailsDeleted.map((r) => r.row),
      phonesMoved: ids(phonesMoved),
      phonesDeleted: phonesDeleted.map((r) => r.row),
      rentingMoved: renting.length > 0,
    };
    return { ...history, ...kept };
  },

  async undo(tx, s, p, snapshot) {
    await historyRows.undo(tx, s, p, snapshot);
    const snap = snapshot as unknown as LeadsKept;
    for (const interest of snap.interests) {
      await tx.execute(sql`UPDATE lead_interests SET lead_id = ${s}, current = ${interest.current} WHERE id = ${interest.id} AND lead_id = ${p}`);
    }
    if (snap.emailsMoved.length) await tx.execute(sql`UPDATE lead_emails SET lead_id = ${s} WHERE lead_id = ${p} AND id = ANY(${idArray(snap.emailsMoved)})`);
    if (snap.phonesMoved.length) await tx.execute(sql`UPDATE lead_phones SET lead_id = ${s} WHERE lead_id = ${p} AND id = ANY(${idArray(snap.phonesMoved)})`);
    for (const [table, rows] of [
      ['lead_emails', snap.emailsDeleted],
      ['lead_phones', snap.phonesDeleted],
    ] as const) {
      if (rows.length === 0) continue;
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM jsonb_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)
            ON CONFLICT DO NOTHING`,
      );
    }
    if (snap.rentingMoved) await tx.execute(sql`UPDATE lead_rentings SET lead_id = ${s} WHERE lead_id = ${p}`);
  },
};
