import type { NotificationType } from '../../../shared/domain/phases';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { NOTIFICATION_TITLES } from './notifyTexts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface LeadNotice {
  /** Who is told; nobody when the lead has no owner or the actor is the owner. */
  userId: number | null | undefined;
  actorId?: number;
  leadId: number;
  type: Extract<NotificationType, 'NEW_LEAD' | 'REASSIGN_LEAD' | 'UPDATED_LEAD'>;
  /** e.g. the lead's name: 'Juan Pérez' */
  description: string;
}

/**
 * Event notifications raised by lead writes (NEW_LEAD / REASSIGN_LEAD when a lead gets an owner,
 * UPDATED_LEAD when someone else edits it). Call inside the write's transaction.
 */
export async function notifyLead(tx: Db | Tx, notice: LeadNotice): Promise<void> {
  if (!notice.userId || notice.userId === notice.actorId) return;
  await tx.insert(notifications).values({
    userId: notice.userId,
    leadId: notice.leadId,
    type: notice.type,
    title: NOTIFICATION_TITLES[notice.type],
    description: notice.description,
  });
}
