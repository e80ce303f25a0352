import type { NotificationType } from '../../../shared/domain/phases';
import type { DbOrTx } from '../../lib/queryRows';
import { notifications } from './tables';
import { NOTIFICATION_TITLES } from './notifyTexts';

export interface UserNotice {
  userId: number;
  leadId: number | null;
  type: NotificationType;
  description: string;
  /** What the notice is about, once: a second write with the same key adds nothing (a visit registered twice). */
  dedupeKey: string;
}

/**
 * Writes notices other features raise about their own records (the arrival loop's
 * APPOINTMENT_ARRIVED and APPOINTMENT_WAITING), titled here like every other notice, each once by
 * its key. Call inside the caller's transaction; answers how many were new.
 */
export async function notifyUsers(tx: DbOrTx, notices: readonly UserNotice[]): Promise<number> {
  if (!notices.length) return 0;
  const rows = await tx
    .insert(notifications)
    .values(notices.map((n) => ({ userId: n.userId, leadId: n.leadId, type: n.type, title: NOTIFICATION_TITLES[n.type], description: n.description, dedupeKey: n.dedupeKey })))
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return rows.length;
}
