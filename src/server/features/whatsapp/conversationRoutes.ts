import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { WHATSAPP_MSG } from '../../../shared/domain/whatsappMessages';
import { whatsappRoutes as calls } from '../../../shared/contracts/whatsappServed';
import { agencies, users } from '../../db/tables/org';
import { files } from '../../db/tables/files';
import { authorize, type Caller } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { fileStoreFor } from '../../lib/fileStore';
import { badRequest, notFound } from '../../lib/httpError';
import type { DbOrTx } from '../../lib/queryRows';
import { serveContract } from '../../lib/serveContract';
import type { RouteDeps } from '../../lib/zodApp';
import { nextLeadAppointment } from '../appointments';
import { patchLead } from '../leads/doors/writes';
import { leadPatchSchema } from '../../../shared/schemas/leadPatch';
import { hasConsent } from '../privacy';
import { graphClient } from './graphClient';
import { inboxPage } from './inbox';
import { WHATSAPP_MEDIA_OWNER } from './media';
import { conversationAnswer, threadPage } from './messageAnswer';
import { setUnreadMarker } from './inbound';
import { sendMessage } from './outbound';
import { logUnmaskedView } from './unmaskedViewLog';
import { subjectOf, type Subject } from './subject';
import { whatsappConversations, whatsappMessages } from './tables';
import { prefilledParams, templateAnswer, templateRowsOfAgency } from './templates';

type ConversationRow = typeof whatsappConversations.$inferSelect;

/** The conversation `id` if the caller may see its lead (the lead's or the fleet lead's record rule), else 404. */
async function conversationForCaller(db: DbOrTx, caller: Caller, id: number): Promise<{ conversation: ConversationRow; subject: Subject }> {
  const [conversation] = await db.select().from(whatsappConversations).where(eq(whatsappConversations.id, id));
  if (!conversation || conversation.blockedAt !== null || !caller.agencyIds.includes(conversation.agencyId)) throw notFound(WHATSAPP_MSG.conversationNotFound);
  try {
    return { conversation, subject: await subjectOf(db, caller, { leadId: conversation.leadId, fleetLeadId: conversation.fleetLeadId }) };
  } catch {
    // Another area's lead, or one the caller does not work: the conversation is not revealed.
    throw notFound(WHATSAPP_MSG.conversationNotFound);
  }
}

/**
 * The lead's WhatsApp (issue 53): its conversation and thread, the send (Idempotency-Key honoured),
 * read and assign, the approved templates with the lead's values, the client's files, and the
 * 'Conversaciones' inbox. Every record path goes through the lead's own access rule.
 */
export async function whatsappConversationRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const graph = graphClient(() => config.whatsappGraphUrl);

  serveContract(app, calls.conversation, {}, async (request) => {
    const caller = authorize(request, 'whatsapp:converse');
    const subject = await subjectOf(db, caller, request.query);
    const where = subject.leadId ? eq(whatsappConversations.leadId, subject.leadId) : eq(whatsappConversations.fleetLeadId, subject.fleetLeadId!);
    const [conversation] = await db.select().from(whatsappConversations).where(where);
    if (!conversation) return { data: null };
    // The composer offers marketing templates only to a person who consented (privacy feature, issue 54).
    const consented = conversation.marketingConsent || (subject.leadId ? await hasConsent(db, subject.leadId, 'marketing') : false);
    // The thread opens with the client's number: an unmasked view, in the privacy access log.
    if (!subject.masked)
      logUnmaskedView(request, `conversation:${conversation.id}`, {
        target: subject.leadId ? WHATSAPP_MSG.accessThread : WHATSAPP_MSG.accessFleetThread(subject.fleetLeadId!),
        leadId: subject.leadId,
      });
    return { data: conversationAnswer({ ...conversation, marketingConsent: consented }, subject) };
  });

  serveContract(
    app,
    calls.messages,
    {},
    async (request) => {
      const caller = authorize(request, 'whatsapp:converse');
      const { conversation } = await conversationForCaller(db, caller, request.params.id);
      return threadPage(db, conversation.id, request.query.before, request.query.limit);
    },
  );

  serveContract(
    app,
    calls.send,
    { config: { idempotent: true }, bodyLimit: BODY_LIMIT.form },
    async (request, reply) => {
      const caller = authorize(request, 'whatsapp:converse');
      const message = await sendMessage(db, config, graph, caller, request.body, request.log);
      return reply.status(201).send({ data: message });
    },
  );

  serveContract(app, calls.read, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = authorize(request, 'whatsapp:converse');
    const { conversation } = await conversationForCaller(db, caller, request.params.id);
    await db.transaction(async (tx) => {
      await tx.update(whatsappConversations).set({ unread: 0 }).where(eq(whatsappConversations.id, conversation.id));
      await setUnreadMarker(tx, conversation, false);
    });
    return { data: { unread: 0 as const } };
  });

  serveContract(
    app,
    calls.assign,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      const caller = authorize(request, 'whatsapp:assign');
      const { conversation, subject } = await conversationForCaller(db, caller, request.params.id);
      const userId = request.body.userId;
      if (conversation.leadId) {
        // A retail conversation follows its lead: the lead is reassigned as PATCH /lead/{id} does
        // (lead:reassign, an assignable user of the agency, subasta → 1er contacto, the owner's notice).
        await patchLead(db, caller, conversation.leadId, leadPatchSchema.parse({ UserId: userId }));
      } else {
        // A fleet lead keeps its executive (fleet's reassignment is its own screen): the conversation alone is assigned.
        const [member] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.active, true), sql`EXISTS (SELECT 1 FROM user_agencies ua WHERE ua.user_id = ${userId} AND ua.agency_id = ${conversation.agencyId})`));
        if (!member) throw badRequest(WHATSAPP_MSG.assignNotAllowed);
      }
      const [updated] = await db.update(whatsappConversations).set({ assignedUserId: userId }).where(eq(whatsappConversations.id, conversation.id)).returning();
      return { data: conversationAnswer(updated!, { ...subject, masked: subject.masked && !conversation.leadId }) };
    },
  );

  serveContract(app, calls.templates, {}, async (request) => {
    const caller = authorize(request, 'whatsapp:converse');
    const subject = await subjectOf(db, caller, request.query);
    const [facts] = await db
      .select({
        agencyName: agencies.name,
        adviserName: sql<string | null>`(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = ${subject.ownerId ?? 0})`,
      })
      .from(agencies)
      .where(eq(agencies.id, subject.agencyId));
    const rows = await templateRowsOfAgency(db, subject.agencyId, true);
    // Appointments are the retail lead's; a fleet lead's {{4}} stays for the executive to write.
    const appointment = subject.leadId !== null ? await nextLeadAppointment(db, subject.leadId) : null;
    return {
      data: rows.map((t) =>
        templateAnswer(t, prefilledParams(t.paramCount, { clientName: subject.firstName, adviserName: facts?.adviserName ?? null, agencyName: facts?.agencyName ?? '', appointment })),
      ),
    };
  });

  serveContract(app, calls.inbox, {}, async (request) => {
    const caller = authorize(request, 'whatsapp:inbox');
    const page = await inboxPage(db, caller, request.query);
    // Numbers shown unmasked on the page: one record of the page's view in the privacy access log.
    const shown = page.data.filter((r) => r.phone !== '-').length;
    if (shown) logUnmaskedView(request, `inbox:${JSON.stringify(request.query)}`, { target: WHATSAPP_MSG.accessInbox, rows: shown });
    return page;
  });

  serveContract(app, calls.media, {}, async (request, reply) => {
    const caller = authorize(request, 'whatsapp:converse');
    const [message] = await db
      .select({ conversationId: whatsappMessages.conversationId, fileId: whatsappMessages.mediaFileId })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, request.params.messageId));
    if (!message) throw notFound(WHATSAPP_MSG.messageNotFound);
    await conversationForCaller(db, caller, message.conversationId);
    const [file] = message.fileId
      ? await db
          .select()
          .from(files)
          .where(and(eq(files.id, message.fileId), eq(files.ownerType, WHATSAPP_MEDIA_OWNER)))
      : [];
    const bytes = file ? await fileStoreFor(config).get(file.path) : undefined;
    if (!file || !bytes) throw notFound(WHATSAPP_MSG.mediaNotFound);
    // The type was judged by the bytes when stored (mediaType.ts); nosniff and a sandbox keep a browser from running anything.
    return reply
      .type(file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', file.mime.startsWith('image/') || file.mime.startsWith('audio/') || file.mime.startsWith('video/') ? 'inline' : 'attachment')
      .send(bytes);
  });
}
