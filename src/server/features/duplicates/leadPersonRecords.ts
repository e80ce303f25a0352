import { sql } from 'drizzle-orm';
import type { PersonRecordStep } from '../privacy';
import { leadPeopleOf } from '../leads';
import { blockLeads, eraseLeads, leadPersonData } from '../leads/doors/privacy';
import { intArray, type DbOrTx } from '../../lib/queryRows';
import { findDuplicateCandidates } from './duplicateDetection';

/** What a merge's snapshot becomes once one of its leads is erased: nothing personal, and no undo. */
export const ERASED_MERGE_SNAPSHOT = { erased: true } as const;

/**
 * duplicates' part of erasing retail leads: the merges' snapshots hold both leads' rows as they were
 * (names, phones, e-mails), so a merge of an erased lead keeps its row (who merged what, when) and loses
 * its snapshot, and with it the undo (undoMerge answers it expired). Idempotent.
 */
async function eraseMergeSnapshots(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const list = sql`ANY(${intArray(ids)})`;
  await db.execute(sql`UPDATE lead_merges SET snapshot = ${JSON.stringify(ERASED_MERGE_SNAPSHOT)}::jsonb
    WHERE (principal_id = ${list} OR secondary_id = ${list}) AND NOT (snapshot @> '{"erased": true}'::jsonb)`);
}

/**
 * duplicates' step of a person's ARCO request (privacy's personRecordSteps): the agency's retail leads
 * not merged away — blocked ones included, the agency still holds them — THE duplicate matcher finds for
 * the person's keys — every phone and e-mail a lead has, equal and similar names — with its reasons; their
 * data is leads' own (leadPersonData), and so are their blocking (blockLeads) and erasure (eraseLeads, which
 * also clears the duplicate keys), plus the merges' snapshots.
 */
export const leadPersonRecords: PersonRecordStep = {
  async find(db, agencyId, keys) {
    const matches = await findDuplicateCandidates(db, agencyId, keys, undefined, { withBlocked: true });
    const people = new Map((await leadPeopleOf(db, matches.map((m) => m.matchedId))).map((p) => [p.id, p]));
    return matches.flatMap((m) => {
      const p = people.get(m.matchedId);
      return p ? [{ ...p, reasons: m.reasons.map((r) => r.label) }] : [];
    });
  },
  exportData: leadPersonData,
  async erase(db, ids) {
    if (!ids.length) return;
    await eraseLeads(db, ids);
    await eraseMergeSnapshots(db, ids);
  },
  block: async (db, ids, at) => (await blockLeads(db, ids, at)).map((id) => ({ kind: 'lead' as const, id })),
};
