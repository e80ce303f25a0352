import { and, eq, inArray } from 'drizzle-orm';
import { PROSPECT_MSG } from '../../../../shared/domain/prospectMessages';
import { leadFleetProspects } from '../tables';
import { notFound } from '../../../lib/httpError';
import type { DbOrTx } from '../../../lib/queryRows';
import type { Caller } from '../../../identity/auth';

export type ProspectRow = typeof leadFleetProspects.$inferSelect;

/**
 * Which prospects a caller may see and work: those of their agencies; a fleet-executive only those
 * assigned to them and the unassigned ones (web enquiries nobody has taken yet), as retail advisers
 * see subasta. Anything else is 'El prospecto no existe', so ids reveal nothing.
 */
export function prospectVisibleTo(caller: Caller, row: Pick<ProspectRow, 'agencyId' | 'userId'>): boolean {
  if (!caller.agencyIds.includes(row.agencyId)) return false;
  return caller.role !== 'fleet-executive' || row.userId === null || row.userId === caller.id;
}

export async function prospectForCaller(db: DbOrTx, caller: Caller, id: number, lock = false): Promise<ProspectRow> {
  const q = db
    .select()
    .from(leadFleetProspects)
    .where(and(eq(leadFleetProspects.id, id), inArray(leadFleetProspects.agencyId, caller.agencyIds.length ? caller.agencyIds : [0])));
  const [row] = lock ? await q.for('update') : await q;
  // A prospect blocked by a cancellation (issue 54) is as missing.
  if (!row || row.blockedAt !== null || !prospectVisibleTo(caller, row)) throw notFound(PROSPECT_MSG.notFound);
  return row;
}
