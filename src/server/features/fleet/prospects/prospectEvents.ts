import { leadFleetProspectEvents } from '../tables';
import type { Tx } from '../../../lib/queryRows';
import type { ProspectEvent } from '../../../../shared/schemas/fleetProspect';

/** One line of a prospect's own history (the old product's Historial tab was empty). */
export async function recordProspectEvent(
  tx: Tx,
  prospectId: number,
  userId: number | null,
  action: ProspectEvent['action'],
  detail: string | null = null,
): Promise<void> {
  await tx.insert(leadFleetProspectEvents).values({ prospectId, userId, action, detail });
}
