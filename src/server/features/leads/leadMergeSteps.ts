import { sql } from 'drizzle-orm';
import { appSlot, appState } from '../../lib/appScope';
import { queryRows, type Tx } from '../../lib/queryRows';

/**
 * The lead merge's steps (issue 41). Merging a duplicate moves every row the secondary lead has, in
 * whichever feature keeps it (leads: activities, phase records, interests, e-mails, phones, renting;
 * appointments: appointments and reminders; floorVisits; sales: sales and VINs; notifications), to
 * the principal; undoing it moves them back. The duplicates feature orchestrates both and owns only
 * the pairs and lead_merges; each owning feature registers the step over its own tables, once at
 * start (src/server/featureWiring.ts), so duplicates reads none of them. The steps run in the
 * merge's (and the undo's) transaction, in the order registered.
 *
 * What a step returns is kept in the merge's snapshot (lead_merges.snapshot) and given back to its
 * undo: top-level keys are the step's own, except `moved` (table → ids of the rows that changed lead),
 * which the steps share. The keys are those the snapshot had before the steps existed, so a merge
 * made before them is undone the same way.
 */

/** A step's part of the snapshot: plain JSON. */
export type LeadMergeKept = Record<string, unknown> & { moved?: Record<string, number[]> };

export interface LeadMergeStep {
  /** Moves the rows of `from` (the secondary) to `into` (the principal); returns what its undo needs. */
  move(tx: Tx, from: number, into: number): Promise<LeadMergeKept>;
  /** Moves back what `move` moved (rows added to `into` since stay), given the merge's whole snapshot. */
  undo(tx: Tx, from: number, into: number, kept: LeadMergeKept): Promise<void>;
}

// Per app (lib/appScope.ts).
const stepsSlot = appSlot<{ name: string; step: LeadMergeStep }[]>('lead merge steps', () => []);

/** Where the features owning a lead's rows register their step (once, at start: src/server/featureWiring.ts). */
export const leadMergeSteps = {
  register(name: string, step: LeadMergeStep): void {
    const steps = appState(stepsSlot);
    if (steps.some((s) => s.name === name)) throw new Error(`lead merge: step ${name} registered twice`);
    steps.push({ name, step });
  },
};

function requireSteps(): { name: string; step: LeadMergeStep }[] {
  const steps = appState(stepsSlot);
  if (steps.length === 0) throw new Error('lead merge: no steps registered (call wireFeatures() at start)');
  return steps;
}

/** Every registered step's move, in order; returns their parts of the snapshot, `moved` merged. */
export async function moveLeadRows(tx: Tx, from: number, into: number): Promise<LeadMergeKept> {
  const kept: LeadMergeKept = { moved: {} };
  for (const { step } of requireSteps()) {
    const { moved, ...own } = await step.move(tx, from, into);
    Object.assign(kept, own);
    Object.assign(kept.moved!, moved);
  }
  return kept;
}

/** Every registered step's undo, in order, with the merge's snapshot. */
export async function moveLeadRowsBack(tx: Tx, from: number, into: number, kept: LeadMergeKept): Promise<void> {
  for (const { step } of requireSteps()) await step.undo(tx, from, into, kept);
}

const idArray = (values: readonly number[]) => sql`ARRAY[${sql.join([sql`0`, ...values.map((v) => sql`${v}`)], sql`, `)}]::int[]`;

/**
 * The step of tables whose rows simply change lead (a `lead_id` and an `id` column): the ids that
 * moved are kept under `moved[table]`. The owning feature names its own tables.
 */
export function rowsChangeLead(...tables: string[]): LeadMergeStep {
  return {
    async move(tx, from, into) {
      const moved: Record<string, number[]> = {};
      for (const table of tables) {
        const rows = await queryRows<{ id: number }>(tx, sql`UPDATE ${sql.identifier(table)} SET lead_id = ${into} WHERE lead_id = ${from} RETURNING id`);
        moved[table] = rows.map((r) => r.id);
      }
      return { moved };
    },
    async undo(tx, from, into, kept) {
      for (const table of tables) {
        const ids = kept.moved?.[table] ?? [];
        if (ids.length) await tx.execute(sql`UPDATE ${sql.identifier(table)} SET lead_id = ${from} WHERE lead_id = ${into} AND id = ANY(${idArray(ids)})`);
      }
    },
  };
}
