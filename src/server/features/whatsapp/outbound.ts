import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WHATSAPP_MSG, WHATSAPP_WINDOW_MS, whatsappErrorReason } from '../../../shared/domain/whatsappMessages';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/tables/org';
import type { Caller } from '../../identity/auth';
import { badRequest, conflict } from '../../lib/httpError';
import type { Tx } from '../../lib/queryRows';
import { addLeadHistory, recordLeadContactBy } from '../leads/doors/writes';
import { hasConsent } from '../privacy';
import { channelOfAgency, openChannel } from './channel';
import { GraphError, type GraphClient } from './graphClient';
import { messageAnswer } from './messageAnswer';
import { refuseBlockedSubject, subjectOf, waIdOfPhone, type Subject } from './subject';
import { whatsappConversations, whatsappMessages } from './tables';
import { approvedTemplate, renderTemplate } from './templates';

/** Sends refused for a passing reason are tried this many times in all, 30 s, 1, 2, 4 min apart… */
export const SEND_ATTEMPTS = 6;
const backoffMs = (attempt: number) => 30_000 * 2 ** Math.max(0, attempt - 1);

type ConversationRow = typeof whatsappConversations.$inferSelect;

/** The subject's conversation, locked; made on the first message sent to the lead's phone. */
export async function lockConversationOf(tx: Tx, subject: Subject, create: boolean): Promise<ConversationRow | undefined> {
  const where = subject.leadId ? eq(whatsappConversations.leadId, subject.leadId) : eq(whatsappConversations.fleetLeadId, subject.fleetLeadId!);
  const [found] = await tx.select().from(whatsappConversations).where(where).for('update');
  if (found || !create) return found;
  const address = waIdOfPhone(subject.phone);
  if (!address) throw badRequest(WHATSAPP_MSG.leadWithoutPhone);
  const [made] = await tx
    .insert(whatsappConversations)
    .values({ agencyId: subject.agencyId, leadId: subject.leadId, fleetLeadId: subject.fleetLeadId, waId: address.waId, phoneKey: address.phoneKey, profileName: null })
    .returning();
  return made!;
}

export interface SendInput {
  leadId?: number;
  fleetLeadId?: number;
  text?: string;
  template?: { name: string; language: string; params: string[] };
}

/** What the Graph API is sent for a stored outbound message. */
function graphPayload(to: string, body: Record<string, unknown>): Record<string, unknown> {
  if (body.templateName) {
    const params = (body.params as string[] | undefined) ?? [];
    return {
      to,
      type: 'template',
      template: {
        name: body.templateName,
        language: { code: body.language },
        components: params.length ? [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }] : [],
      },
    };
  }
  return { to, type: 'text', text: { body: body.text, preview_url: false } };
}

/**
 * POST /whatsapp/messages: checks locally what Meta would refuse (the 24-hour window for free text,
 * an opted-out client, a template not approved or with other parameters, marketing without consent),
 * stores the message as pending, then calls the Graph API. Accepted: 'sent' with Meta's wamid, the
 * conversation answered, the Historial entry and, for a retail lead, its contact for the SLA.
 * Refused for a passing reason (429, 5xx, network): stays pending for the job's back-off. Refused
 * for good: 'failed' with Meta's reason in Spanish ('Requiere atención').
 */
export async function sendMessage(db: Db, config: ServerConfig, graph: GraphClient, caller: Caller, input: SendInput, log?: FastifyBaseLogger) {
  const now = new Date();
  const messageId = await db.transaction(async (tx) => {
    await refuseBlockedSubject(tx, input);
    const subject = await subjectOf(tx, caller, input, true);
    const channelRow = await channelOfAgency(tx, subject.agencyId);
    if (!channelRow) throw conflict(WHATSAPP_MSG.notConfigured);
    const conversation = (await lockConversationOf(tx, subject, true))!;
    if (conversation.optedOut) throw conflict(WHATSAPP_MSG.optedOut);
    let body: Record<string, unknown>;
    let kind: 'text' | 'template';
    if (input.template) {
      const template = await approvedTemplate(tx, subject.agencyId, input.template.name, input.template.language);
      if (!template) throw badRequest(WHATSAPP_MSG.templateUnknown);
      // Marketing needs the person's express consent, recorded by the privacy feature on the retail lead (issue 54).
      if (template.category === 'MARKETING' && !(conversation.marketingConsent || (subject.leadId ? await hasConsent(tx, subject.leadId, 'marketing') : false))) {
        throw conflict(WHATSAPP_MSG.marketingWithoutConsent);
      }
      if (input.template.params.length !== template.paramCount) throw badRequest(WHATSAPP_MSG.templateParams);
      kind = 'template';
      body = { templateName: template.name, language: template.language, params: input.template.params, text: renderTemplate(template.body, input.template.params) };
    } else {
      const open = conversation.lastInboundAt && conversation.lastInboundAt.getTime() + WHATSAPP_WINDOW_MS > now.getTime();
      if (!open) throw conflict(WHATSAPP_MSG.windowClosed);
      kind = 'text';
      body = { text: input.text };
    }
    const [message] = await tx
      .insert(whatsappMessages)
      .values({ conversationId: conversation.id, agencyId: subject.agencyId, direction: 'out', kind, body, status: 'pending', sentByUserId: caller.id, createdAt: now })
      .returning({ id: whatsappMessages.id });
    return message!.id;
  });
  await deliverMessage(db, config, graph, messageId, log);
  const [row] = await db
    .select({ m: whatsappMessages, sentByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(whatsappMessages)
    .leftJoin(users, eq(users.id, whatsappMessages.sentByUserId))
    .where(eq(whatsappMessages.id, messageId));
  return messageAnswer(row!.m, row!.sentByName);
}

/** After Meta accepted a message: the conversation is answered, the Historial says so, the lead was contacted (SLA). */
async function recordAccepted(tx: Tx, message: typeof whatsappMessages.$inferSelect, wamid: string, now: Date): Promise<void> {
  await tx.update(whatsappMessages).set({ status: 'sent', wamid, nextAttemptAt: null, errorCode: null, errorMessage: null }).where(eq(whatsappMessages.id, message.id));
  const text = typeof message.body.text === 'string' ? message.body.text : '';
  const [conversation] = await tx
    .update(whatsappConversations)
    .set({ unansweredSince: null, lastMessageAt: now, lastMessageText: text.slice(0, 300), lastDirection: 'out' })
    .where(eq(whatsappConversations.id, message.conversationId))
    .returning();
  if (conversation?.leadId) {
    const title = message.kind === 'template' ? WHATSAPP_MSG.historyTemplate(String(message.body.templateName)) : 'WhatsApp enviado';
    await addLeadHistory(tx, [{ leadId: conversation.leadId, userId: message.sentByUserId, slug: 'whatsapp', description: 'WhatsApp', title, comments: text, date: now }]);
    await recordLeadContactBy(tx, conversation.leadId, now);
  }
}

/**
 * Calls the Graph API for a pending message (the send, or the job's retry). Network and Graph work
 * happen outside any transaction; the outcome is written after, on the row still pending (a retry
 * that raced another writes nothing twice: the status guard).
 */
export async function deliverMessage(db: Db, config: ServerConfig, graph: GraphClient, messageId: number, log?: FastifyBaseLogger): Promise<void> {
  const [message] = await db.select().from(whatsappMessages).where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, 'pending')));
  if (!message) return;
  const [conversation] = await db.select().from(whatsappConversations).where(eq(whatsappConversations.id, message.conversationId));
  const channelRow = await channelOfAgency(db, message.agencyId);
  const now = new Date();
  if (!conversation || !channelRow) {
    await db.update(whatsappMessages).set({ status: 'failed', errorMessage: WHATSAPP_MSG.notConfigured, nextAttemptAt: null }).where(eq(whatsappMessages.id, messageId));
    return;
  }
  const channel = openChannel(config, channelRow);
  try {
    const wamid = await graph.sendMessage(channel, channel.phoneNumberId, graphPayload(conversation.waId, message.body));
    await db.transaction(async (tx) => {
      const [still] = await tx.select().from(whatsappMessages).where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, 'pending'))).for('update');
      if (still) await recordAccepted(tx, still, wamid, now);
    });
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    const attempts = message.attempts + 1;
    if (error.retryable && attempts < SEND_ATTEMPTS) {
      log?.warn({ messageId, status: error.status, code: error.code }, 'whatsapp send: will retry');
      await db
        .update(whatsappMessages)
        .set({ attempts, nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)), errorCode: error.code })
        .where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, 'pending')));
      return;
    }
    log?.warn({ messageId, status: error.status, code: error.code }, 'whatsapp send: refused');
    await db
      .update(whatsappMessages)
      .set({ attempts, status: 'failed', nextAttemptAt: null, errorCode: error.code, errorMessage: whatsappErrorReason(error.code, error.status === 0 ? WHATSAPP_MSG.unreachable : error.title) })
      .where(and(eq(whatsappMessages.id, messageId), eq(whatsappMessages.status, 'pending')));
  }
}
