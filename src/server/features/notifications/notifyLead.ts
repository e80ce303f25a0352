import type { LeadNotice, NewLeadNoticeInsert } from '../leads/doors/pipelines';
import type { Db } from '../../db/client';
import { notifications } from './tables';
import { leadNoticeText, NOTIFICATION_TITLES } from './notifyTexts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// The notice's shape is the leads write pipeline's (features/leads/leadWrites.ts): this is its notifier.
export type { LeadNotice, LeadNoticeType } from '../leads/doors/pipelines';

/**
 * The one writer of the notifications lead writes raise (NEW_LEAD / REASSIGN_LEAD when a lead gets an
 * owner, UPDATED_LEAD when someone else edits it), typed, imported or reassigned in bulk alike, so
 * the bell and the native notification read the same words whichever path made the lead. Call inside
 * the write's transaction.
 */
export async function notifyLead(tx: Db | Tx, notices: LeadNotice | readonly LeadNotice[]): Promise<void> {
  const list: readonly LeadNotice[] = Array.isArray(notices) ? notices : [notices as LeadNotice];
  const rows = list
    .filter((n) => n.userId && n.userId !== n.actorId)
    .map((n) => ({
      userId: n.userId!,
      leadId: n.lead.id,
      type: n.type,
      title: NOTIFICATION_TITLES[n.type],
      description: leadNoticeText(n.type, `${n.lead.firstName} ${n.lead.lastName}`),
    }));
  if (rows.length) await tx.insert(notifications).values(rows);
}

/** notifyLead's one notice of a new lead as an INSERT of the creation's statement (leadCreate): the same row, the lead's id still SQL. */
export const newLeadNoticeInsert: NewLeadNoticeInsert = (db, n) =>
  n.userId && n.userId !== n.actorId
    ? db
        .insert(notifications)
        .values({
          userId: n.userId,
          leadId: n.lead.id,
          type: n.type,
          title: NOTIFICATION_TITLES[n.type],
          description: leadNoticeText(n.type, `${n.lead.firstName} ${n.lead.lastName}`),
        })
        .getSQL()
    : null;
