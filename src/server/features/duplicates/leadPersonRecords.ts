import type { PersonRecordStep } from '../privacy';
import { blockLeads, leadPeopleOf, leadPersonData } from '../leads';
import { findDuplicateCandidates } from './duplicateDetection';

/**
 * duplicates' step of a person's ARCO request (privacy's personRecordSteps): the agency's retail leads
 * not merged away — blocked ones included, the agency still holds them — THE duplicate matcher finds for the person's keys — every phone and e-mail a lead has, equal
 * and similar names — with its reasons; their data is leads' own (leadPersonData).
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
  block: async (db, ids, at) => (await blockLeads(db, ids, at)).map((id) => ({ kind: 'lead' as const, id })),
};
