import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { WhatsappMessageKind, WhatsappMessageStatus } from '../../../shared/schemas/whatsappResponses';
import { users } from '../../db/tables/org';
import type { DbOrTx } from '../../lib/queryRows';
import { whatsappConversations, whatsappMessages } from './tables';
import { WHATSAPP_WINDOW_MS } from '../../../shared/domain/whatsappMessages';
import type { Subject } from './subject';

type MessageRow = typeof whatsappMessages.$inferSelect;
type ConversationRow = typeof whatsappConversations.$inferSelect;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const txt = (v: unknown) => (typeof v === 'string' ? v : null);

/** A stored message as the thread shows it (whatsappResponses.whatsappMessage). */
export function messageAnswer(m: MessageRow, sentByName: string | null) {
  const b = m.body;
  const location = m.kind === 'location' && num(b.latitude) !== null && num(b.longitude) !== null ? { latitude: num(b.latitude)!, longitude: num(b.longitude)!, name: txt(b.name) } : null;
  return {
    id: m.id,
    direction: m.direction as 'in' | 'out',
    kind: m.kind as WhatsappMessageKind,
    text: txt(b.text) ?? txt(b.caption) ?? txt(b.mediaError),
    media: m.mediaFileId
      ? { url: `/api/whatsapp/media/${m.id}`, mimeType: txt(b.mimeType) ?? 'application/octet-stream', fileName: txt(b.fileName), size: num(b.size) }
      : null,
    location,
    templateName: txt(b.templateName),
    status: m.status as WhatsappMessageStatus,
    errorCode: m.errorCode,
    errorMessage: m.errorMessage,
    sentByUserId: m.sentByUserId,
    sentByName,
    createdAt: m.createdAt,
  };
}

/** One page of a thread, newest first, by id (whatsapp_messages_thread_idx): `before` the oldest id the client holds. */
export async function threadPage(db: DbOrTx, conversationId: number, before: number | undefined, limit: number) {
  const rows = await db
    .select({ m: whatsappMessages, sentByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(whatsappMessages)
    .leftJoin(users, eq(users.id, whatsappMessages.sentByUserId))
    .where(and(eq(whatsappMessages.conversationId, conversationId), before ? lt(whatsappMessages.id, before) : undefined))
    .orderBy(desc(whatsappMessages.id))
    .limit(limit + 1);
  return { data: rows.slice(0, limit).map((r) => messageAnswer(r.m, r.sentByName)), hasMore: rows.length > limit };
}

/** A conversation as the panel reads it; the number a dash where the contact mask applies. */
export function conversationAnswer(c: ConversationRow, subject: Subject) {
  return {
    id: c.id,
    leadId: c.leadId,
    fleetLeadId: c.fleetLeadId,
    agencyId: c.agencyId,
    contactName: subject.name || c.profileName || `+${c.waId}`,
    phone: subject.masked ? '-' : `+${c.waId}`,
    windowOpenUntil: c.lastInboundAt ? new Date(c.lastInboundAt.getTime() + WHATSAPP_WINDOW_MS) : null,
    optedOut: c.optedOut,
    marketingConsent: c.marketingConsent,
    unread: c.unread,
    assignedUserId: c.assignedUserId,
    lastMessageAt: c.lastMessageAt,
  };
}
