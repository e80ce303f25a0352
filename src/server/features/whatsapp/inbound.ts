import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { normalizePhoneMx } from '../../../shared/domain/normalizePhoneMx';
import { comparableText } from '../../../shared/domain/comparableText';
import { WHATSAPP_MSG, WHATSAPP_NOTIFICATION_TYPE, WHATSAPP_OPT_IN_WORDS, WHATSAPP_OPT_OUT_WORDS, whatsappErrorReason } from '../../../shared/domain/whatsappMessages';
import type { WhatsappMessageKind } from '../../../shared/schemas/whatsappResponses';
import { leadOrigins } from '../../db/tables/catalog';
import type { Db } from '../../db/client';
import { queryRows, type DbOrTx, type Tx } from '../../lib/queryRows';
import { liveLeadOwner } from '../leads';
import { isLiveLead, leadsSharingContactKeys } from '../leads/doors/contactKeys';
import { addLeadHistory, setLeadWhatsappUnread } from '../leads/doors/writes';
import { fleetLeadOwner, setFleetLeadWhatsappUnread } from '../fleet';
import { writeIntakeLeads } from '../leadsIo';
import { notifyUsersOnce } from '../notifications';
import { opposeMarketing } from '../privacy';
import { whatsappConversations, whatsappDeliveries, whatsappMessages } from './tables';

/** What a delivery's change carries (Meta's webhook 'messages' field); only what we read is typed. */
interface InboundMessage {
  id?: unknown;
  from?: unknown;
  timestamp?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  image?: MediaPart;
  document?: MediaPart & { filename?: unknown };
  audio?: MediaPart;
  video?: MediaPart;
  sticker?: MediaPart;
  location?: { latitude?: unknown; longitude?: unknown; name?: unknown; address?: unknown };
  contacts?: { name?: { formatted_name?: unknown }; phones?: { phone?: unknown }[] }[];
  button?: { text?: unknown; payload?: unknown };
  interactive?: { type?: unknown; button_reply?: { id?: unknown; title?: unknown }; list_reply?: { id?: unknown; title?: unknown } };
}
interface MediaPart {
  id?: unknown;
  mime_type?: unknown;
  caption?: unknown;
}
interface StatusUpdate {
  id?: unknown;
  status?: unknown;
  errors?: { code?: unknown; title?: unknown }[];
}
interface ChangeValue {
  metadata?: { phone_number_id?: unknown };
  contacts?: { wa_id?: unknown; profile?: { name?: unknown } }[];
  messages?: InboundMessage[];
  statuses?: StatusUpdate[];
}

const str = (v: unknown, max = 4096): string | null => (typeof v === 'string' && v.length ? v.slice(0, max) : null);
const MEDIA_KINDS = ['image', 'document', 'audio', 'video', 'sticker'] as const;
const KINDS = new Set<string>(['text', ...MEDIA_KINDS, 'location', 'contacts', 'button', 'interactive']);

/** A message's kind and its stored payload: the text (or caption, or the button's title), the file's Meta id, the place. */
export function inboundPayload(m: InboundMessage): { kind: WhatsappMessageKind; body: Record<string, unknown>; text: string | null } {
  const type = typeof m.type === 'string' && KINDS.has(m.type) ? (m.type as WhatsappMessageKind) : 'unsupported';
  switch (type) {
    case 'text': {
      const text = str(m.text?.body);
      return { kind: 'text', body: { text }, text };
    }
    case 'image':
    case 'document':
    case 'audio':
    case 'video':
    case 'sticker': {
      const part = m[type] ?? {};
      const caption = str(part.caption, 1024);
      const fileName = type === 'document' ? str((part as { filename?: unknown }).filename, 240) : null;
      return { kind: type, body: { mediaId: str(part.id, 200), mimeType: str(part.mime_type, 200), caption, fileName }, text: caption };
    }
    case 'location': {
      const lat = Number(m.location?.latitude);
      const lng = Number(m.location?.longitude);
      const name = str(m.location?.name, 500) ?? str(m.location?.address, 500);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return { kind: 'unsupported', body: {}, text: null };
      return { kind: 'location', body: { latitude: lat, longitude: lng, name }, text: name ? `📍 ${name}` : '📍 Ubicación' };
    }
    case 'contacts': {
      const cards = (Array.isArray(m.contacts) ? m.contacts : []).slice(0, 10).map((c) => ({
        name: str(c?.name?.formatted_name, 200),
        phones: (Array.isArray(c?.phones) ? c.phones : []).slice(0, 5).map((p) => str(p?.phone, 40)).filter(Boolean),
      }));
      const text = cards.map((c) => [c.name, ...c.phones].filter(Boolean).join(' ')).join('; ') || null;
      return { kind: 'contacts', body: { contacts: cards, text }, text };
    }
    case 'button': {
      const text = str(m.button?.text, 1024);
      return { kind: 'button', body: { text, payload: str(m.button?.payload, 1024) }, text };
    }
    case 'interactive': {
      const reply = m.interactive?.button_reply ?? m.interactive?.list_reply;
      const text = str(reply?.title, 1024);
      return { kind: 'interactive', body: { text, replyId: str(reply?.id, 256) }, text };
    }
    default:
      return { kind: 'unsupported', body: { type: str(m.type, 40) }, text: null };
  }
}

/** 'BAJA', 'baja.', ' Stop ' → out; 'ALTA' → in; anything else: null (any other inbound message also lifts an opt-out). */
export function optWord(text: string | null): 'out' | 'in' | null {
  if (!text) return null;
  const word = comparableText(text).replace(/[^a-z]/g, '').toUpperCase();
  if ((WHATSAPP_OPT_OUT_WORDS as readonly string[]).includes(word)) return 'out';
  if ((WHATSAPP_OPT_IN_WORDS as readonly string[]).includes(word)) return 'in';
  return null;
}

/** The number's duplicate key: normalizePhoneMx of '+<wa_id>', or the wa_id's digits for a number it does not read. */
export function phoneKeyOf(waId: string): string {
  return normalizePhoneMx(`+${waId}`) ?? waId.replace(/\D/g, '');
}

async function whatsappOriginId(tx: Tx): Promise<number> {
  await tx.insert(leadOrigins).values({ slug: 'whatsapp', description: WHATSAPP_MSG.origin }).onConflictDoNothing();
  const [row] = await tx.select({ id: leadOrigins.id }).from(leadOrigins).where(eq(leadOrigins.slug, 'whatsapp'));
  return row!.id;
}

/** 'Ana María López' → first 'Ana María', last 'López'; one word → last name '-' (the lead form's rule needs both). */
function splitName(name: string | null, waId: string): { firstName: string; lastName: string } {
  const words = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 200).split(' ').filter(Boolean);
  if (words.length === 0) return { firstName: 'WhatsApp', lastName: `+${waId}`.slice(0, 200) };
  if (words.length === 1) return { firstName: words[0]!, lastName: '-' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

type Conversation = typeof whatsappConversations.$inferSelect;

/**
 * The conversation an inbound message of `waId` belongs to, made if needed: the agency's newest
 * conversation with that number, not blocked, whose lead is live (blocked leads are not live); else the agency's live lead with that phone (the
 * duplicate keys: any Mexican spelling, '+52 1' included), newest first; else a new retail lead with
 * origin 'WhatsApp' through the intake (assignment rule, SLA clock, duplicate pairs), named by the
 * client's profile. Locked for the write that follows.
 */
async function conversationFor(tx: Tx, agencyId: number, waId: string, profileName: string | null): Promise<{ conversation: Conversation; createdLead: boolean }> {
  const phoneKey = phoneKeyOf(waId);
  // One client's deliveries processed at once (two per process, several replicas) wait for each other
  // here: the second sees the conversation (and the lead) the first made, instead of making its own
  // (a unique violation on the lead, or a second new lead for the same unknown number).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`whatsapp:${agencyId}:${phoneKey}`}, 0))`);
  const known = await tx
    .select()
    .from(whatsappConversations)
    .where(and(eq(whatsappConversations.agencyId, agencyId), eq(whatsappConversations.phoneKey, phoneKey)))
    .orderBy(desc(whatsappConversations.id))
    .for('update');
  for (const c of known) {
    // A blocked conversation (a cancellation, issue 54) is never written to again: the person starts a new lead.
    if (c.blockedAt !== null) continue;
    if (c.fleetLeadId !== null || (c.leadId !== null && (await isLiveLead(tx, c.leadId)))) {
      if (c.waId !== waId || (profileName && c.profileName !== profileName)) {
        await tx.update(whatsappConversations).set({ waId, profileName: profileName ?? c.profileName }).where(eq(whatsappConversations.id, c.id));
      }
      return { conversation: { ...c, waId, profileName: profileName ?? c.profileName }, createdLead: false };
    }
  }
  const matches = await leadsSharingContactKeys(tx, agencyId, { phones: [phoneKey], emails: [], names: [], namePairs: [], nameCandidates: 0 });
  let leadId = matches.length ? Math.max(...matches.map((m) => m.id)) : null;
  let createdLead = false;
  if (leadId !== null) {
    // The lead may already talk from another number: its conversation moves to this one.
    const [existing] = await tx.select().from(whatsappConversations).where(eq(whatsappConversations.leadId, leadId)).for('update');
    if (existing) {
      await tx.update(whatsappConversations).set({ waId, phoneKey, profileName: profileName ?? existing.profileName }).where(eq(whatsappConversations.id, existing.id));
      return { conversation: { ...existing, waId, phoneKey }, createdLead };
    }
  } else {
    const name = splitName(profileName, waId);
    const digits = phoneKey.length === 10 ? phoneKey : '';
    const [written] = await writeIntakeLeads(
      tx,
      agencyId,
      [
        {
          lead: { ...name, email: '', phone: digits, model: '', origin: WHATSAPP_MSG.origin, comments: '' },
          productId: null,
          originId: await whatsappOriginId(tx),
          comments: digits ? null : `WhatsApp +${waId}`,
        },
      ],
      null,
    );
    leadId = written!.id;
    createdLead = true;
  }
  const [conversation] = await tx.insert(whatsappConversations).values({ agencyId, leadId, waId, phoneKey, profileName }).returning();
  return { conversation: conversation!, createdLead };
}

/** When the message was sent, by Meta's seconds; never in the future (a wrong clock does not hold the window open). */
function sentAt(timestamp: unknown, now: Date): Date {
  const seconds = Number(timestamp);
  if (!Number.isFinite(seconds) || seconds <= 0) return now;
  const at = new Date(seconds * 1000);
  return at > now ? now : at;
}

export interface InboundResult {
  /** Messages written (not seen before) that carry a file to fetch. */
  mediaMessageIds: number[];
  written: number;
}

/** One inbound message, in the delivery's transaction: nothing when its wamid was seen before. */
async function takeMessage(tx: Tx, agencyId: number, value: ChangeValue, m: InboundMessage, now: Date, result: InboundResult): Promise<void> {
  const wamid = str(m.id, 256);
  const waId = str(m.from, 32)?.replace(/\D/g, '');
  if (!wamid || !waId) return;
  const [seen] = await tx
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.agencyId, agencyId), eq(whatsappMessages.wamid, wamid)));
  if (seen) return;
  const contact = (Array.isArray(value.contacts) ? value.contacts : []).find((c) => c?.wa_id === m.from) ?? value.contacts?.[0];
  const profileName = str(contact?.profile?.name, 200);
  const { conversation } = await conversationFor(tx, agencyId, waId, profileName);
  const payload = inboundPayload(m);
  const at = sentAt(m.timestamp, now);
  const hasMedia = (MEDIA_KINDS as readonly string[]).includes(payload.kind) && !!payload.body.mediaId;
  const [message] = await tx
    .insert(whatsappMessages)
    .values({
      conversationId: conversation.id,
      agencyId,
      wamid,
      direction: 'in',
      kind: payload.kind,
      body: payload.body,
      status: 'received',
      mediaPending: hasMedia,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: whatsappMessages.id });
  if (!message) return;
  result.written++;
  if (hasMedia) result.mediaMessageIds.push(message.id);
  const opt = optWord(payload.text);
  const preview = payload.text ?? kindLabel(payload.kind);
  // The window runs from the client's last message; the inbox waits from the oldest unanswered one.
  await tx
    .update(whatsappConversations)
    .set({
      lastInboundAt: sql`greatest(${whatsappConversations.lastInboundAt}, ${at})`,
      lastMessageAt: sql`greatest(${whatsappConversations.lastMessageAt}, ${at})`,
      lastMessageText: preview.slice(0, 300),
      lastDirection: 'in',
      unansweredSince: sql`coalesce(${whatsappConversations.unansweredSince}, ${at})`,
      unread: sql`${whatsappConversations.unread} + 1`,
      // 'BAJA' opts out; 'ALTA' or any other message from the client lifts it (the platform's rules).
      optedOut: opt === 'out',
    })
    .where(eq(whatsappConversations.id, conversation.id));
  // The lists' unread marker, in the message's transaction (cleared by PATCH …/read).
  await setUnreadMarker(tx, conversation, true);
  if (conversation.leadId !== null) {
    const comments = opt === 'out' ? `${preview}\n${WHATSAPP_MSG.optOutNotice}` : opt === 'in' && conversation.optedOut ? `${preview}\n${WHATSAPP_MSG.optInNotice}` : preview;
    await addLeadHistory(tx, [{ leadId: conversation.leadId, userId: null, slug: 'whatsapp', description: 'WhatsApp', title: 'WhatsApp recibido', comments, date: at }]);
    // 'BAJA' is also the person's opposition to marketing, recorded where the privacy feature keeps it (issue 54).
    if (opt === 'out') await opposeMarketing(tx, { kind: 'lead', id: conversation.leadId, agencyId: conversation.agencyId }, { userId: null, channel: 'whatsapp' }, preview.slice(0, 200));
  }
  // One bell notice per burst: only the message that finds the conversation read. It names the lead
  // or the fleet lead, so the bell and the native notification open that lead's conversation.
  if (conversation.unread === 0) {
    const owner =
      (conversation.leadId !== null ? (await liveLeadOwner(tx, conversation.leadId))?.userId : conversation.fleetLeadId !== null ? await fleetLeadOwner(tx, conversation.fleetLeadId) : null) ??
      conversation.assignedUserId;
    if (owner) {
      const name = conversation.profileName ?? profileName ?? `+${waId}`;
      await notifyUsersOnce(tx, {
        type: WHATSAPP_NOTIFICATION_TYPE,
        users: sql`SELECT ${owner}::int AS id`,
        leadId: conversation.leadId,
        fleetLeadId: conversation.fleetLeadId,
        description: `${WHATSAPP_MSG.notifyTitle(name)}: ${preview.slice(0, 140)}`,
        dedupeKey: `WHATSAPP_MESSAGE:${message.id}`,
      });
    }
  }
}

/** The unread marker of the conversation's lead or fleet lead, as the lists show it. */
export async function setUnreadMarker(tx: DbOrTx, conversation: { leadId: number | null; fleetLeadId: number | null }, unread: boolean): Promise<void> {
  if (conversation.leadId !== null) await setLeadWhatsappUnread(tx, conversation.leadId, unread);
  if (conversation.fleetLeadId !== null) await setFleetLeadWhatsappUnread(tx, conversation.fleetLeadId, unread);
}

export function kindLabel(kind: string): string {
  const labels: Record<string, string> = {
    image: '📷 Imagen',
    document: '📄 Documento',
    audio: '🎤 Audio',
    video: '🎬 Video',
    sticker: 'Sticker',
    location: '📍 Ubicación',
    contacts: '👤 Contacto',
    template: 'Plantilla',
    unsupported: 'Mensaje no admitido',
  };
  return labels[kind] ?? 'Mensaje';
}

const STATUS_RANK: Record<string, number> = { pending: 0, sent: 1, delivered: 2, read: 3 };

/**
 * A status Meta sent before our send recorded its wamid (Meta answers the send and may post 'sent'
 * or 'failed' within milliseconds): the delivery is processed again a little later.
 */
export class StatusBeforeSend extends Error {
  constructor() {
    super('status of a message not recorded yet');
  }
}
/** How long a delivery's unknown wamid may be one of our sends still being recorded. */
const UNKNOWN_STATUS_WAIT_MS = 10 * 60_000;

/** A status of an outbound message: forward only (a late 'delivered' never undoes 'read'); 'failed' unless already read. */
async function takeStatus(tx: Tx, agencyId: number, s: StatusUpdate, receivedAt: Date, now: Date): Promise<void> {
  const wamid = str(s.id, 256);
  const status = str(s.status, 20);
  if (!wamid || !status) return;
  const [known] = await tx
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.agencyId, agencyId), eq(whatsappMessages.wamid, wamid)));
  if (!known) {
    // Not ours (sent from another tool) once the wait is over: ignored.
    if (now.getTime() - receivedAt.getTime() < UNKNOWN_STATUS_WAIT_MS) throw new StatusBeforeSend();
    return;
  }
  const where = and(eq(whatsappMessages.agencyId, agencyId), eq(whatsappMessages.wamid, wamid), eq(whatsappMessages.direction, 'out'));
  if (status === 'failed') {
    const error = Array.isArray(s.errors) ? s.errors[0] : undefined;
    const code = typeof error?.code === 'number' && Number.isInteger(error.code) ? error.code : null;
    await tx
      .update(whatsappMessages)
      .set({ status: 'failed', errorCode: code, errorMessage: whatsappErrorReason(code, str(error?.title, 300)), nextAttemptAt: null })
      .where(and(where, sql`${whatsappMessages.status} <> 'read'`));
    return;
  }
  const rank = STATUS_RANK[status];
  if (rank === undefined) return;
  const lower = Object.keys(STATUS_RANK).filter((k) => STATUS_RANK[k]! < rank);
  await tx
    .update(whatsappMessages)
    .set({ status })
    .where(and(where, or(...lower.map((k) => eq(whatsappMessages.status, k)))));
}

/** The changes of a delivery body, already parsed and bounded; only the 'messages' field counts. */
export function changesOf(body: unknown): ChangeValue[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  const values: ChangeValue[] = [];
  for (const e of entries.slice(0, 100)) {
    const changes = (e as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const c of changes.slice(0, 100)) {
      const change = c as { field?: unknown; value?: unknown };
      if (change?.field === 'messages' && change.value && typeof change.value === 'object') values.push(change.value as ChangeValue);
    }
  }
  return values;
}

/**
 * Processes one stored delivery in a transaction holding its row (SKIP LOCKED: a replica or the job
 * already on it is left alone): its messages and statuses, then marks it processed. A failure leaves
 * it for the job (attempts, error). Returns the messages whose files are to fetch.
 */
export async function processDelivery(db: Db, deliveryId: number): Promise<InboundResult> {
  const result: InboundResult = { mediaMessageIds: [], written: 0 };
  try {
    await db.transaction(async (tx) => {
      const [delivery] = await queryRows<{ id: number; agency_id: number; body: string; received_ms: number | string }>(
        tx,
        sql`SELECT id, agency_id, body, extract(epoch FROM received_at) * 1000 AS received_ms FROM whatsapp_deliveries WHERE id = ${deliveryId} AND processed_at IS NULL FOR UPDATE SKIP LOCKED`,
      );
      if (!delivery) return;
      const now = new Date();
      for (const value of changesOf(JSON.parse(delivery.body))) {
        if (String(value.metadata?.phone_number_id ?? '') === '') continue;
        for (const m of (Array.isArray(value.messages) ? value.messages : []).slice(0, 100)) await takeMessage(tx, delivery.agency_id, value, m ?? {}, now, result);
        for (const s of (Array.isArray(value.statuses) ? value.statuses : []).slice(0, 100)) await takeStatus(tx, delivery.agency_id, s ?? {}, new Date(Number(delivery.received_ms)), now);
      }
      await tx.update(whatsappDeliveries).set({ processedAt: now, error: null }).where(eq(whatsappDeliveries.id, deliveryId));
    });
  } catch (error) {
    // A status waiting for its send is bounded by time, not by attempts.
    const attempts = error instanceof StatusBeforeSend ? sql`${whatsappDeliveries.attempts}` : sql`${whatsappDeliveries.attempts} + 1`;
    await db
      .update(whatsappDeliveries)
      .set({ attempts, error: String((error as Error).message ?? error).slice(0, 500) })
      .where(and(eq(whatsappDeliveries.id, deliveryId), isNull(whatsappDeliveries.processedAt)));
    throw error;
  }
  return result;
}
