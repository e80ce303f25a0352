import { duplicateKeys } from '../../../shared/domain/duplicateMatch';
import { duplicatesOfNewLeadInserts, findDuplicateCandidates } from './duplicateDetection';
import { backfillDuplicateKeys } from './duplicateKeys';
import { leadKeyColumns } from '../leads/doors/contactKeys';
import { type NewLeadStep } from '../leads/doors/pipelines';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../lib/queryRows';

/**
 * duplicates' step of lead creation (leads' write pipeline): the candidates are looked up before the
 * creation (from its insert on, it holds the agency's counters row), the keys go in with the
 * insert, the pairs and the name's words are written in the lead's one statement.
 */
export const duplicatesOnNewLead: NewLeadStep = async (db, draft) => {
  const keys = duplicateKeys({ name: `${draft.firstName} ${draft.lastName}`, emails: [...draft.emails], phones: [...draft.phones] });
  const candidates = await findDuplicateCandidates(db, draft.agencyId, keys);
  return {
    columns: leadKeyColumns({ email: draft.emails[0], phone: draft.phones[0] }, keys),
    writes: (leadId) => duplicatesOfNewLeadInserts(draft.agencyId, leadId, keys, candidates),
  };
};

/** Leads written in bulk without their keys (the demo seed): all of them, in the same transaction. */
export async function backfillAllDuplicateKeys(tx: DbOrTx): Promise<void> {
  while ((await backfillDuplicateKeys(tx, 2000)) > 0);
}

/** Leads written before the duplicate keys existed (issue 30 migration) get them a batch at a time, on the notification job's tick. */
export async function backfillDuplicateKeysOnTick(db: Db): Promise<void> {
  for (let i = 0; i < 20 && (await db.transaction((tx) => backfillDuplicateKeys(tx, 1000))) > 0; i++);
}
