import { leadFleetEvents } from './tables';
import type { Tx } from '../../lib/queryRows';
import type { FleetPhase } from '../../../shared/domain/fleetPhases';

/** What the Historial lists besides activities. */
export type FleetEventAction =
  | 'CREATED'
  | 'PHASE_NEXT'
  | 'PHASE_PREVIOUS'
  | 'FROZEN'
  | 'REACTIVATED'
  | 'EDITED'
  | 'REASSIGNED'
  | 'PRODUCT_ADDED'
  | 'PRODUCT_EDITED'
  | 'PRODUCT_DELETED'
  | 'ACTIVITY_OPENED'
  | 'ACTIVITY_CLOSED';

export async function recordFleetEvent(
  tx: Tx,
  leadId: number,
  userId: number | null,
  action: FleetEventAction,
  extra: { oldPhase?: FleetPhase | null; newPhase?: FleetPhase | null; detail?: string | null } = {},
): Promise<void> {
  await tx.insert(leadFleetEvents).values({
    leadFleetId: leadId,
    userId,
    action,
    oldPhase: extra.oldPhase ?? null,
    newPhase: extra.newPhase ?? null,
    detail: extra.detail ?? null,
  });
}
