import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, blockedAt } from '../../db/tables/columns';
import { files } from '../../db/tables/files';
import { agencies, users } from '../../db/tables/org';
import { leadFleets } from '../fleet/tables';
import { leads } from '../leads/tables';

/**
 * An agency's WhatsApp number (issue 53). One phone number id belongs to one agency (unique). The
 * access token and the app secret are stored encrypted (AES-256-GCM, secretBox.ts) with their last
 * four characters beside them for the admin card; the verify token is not a secret of Meta's.
 */
export const whatsappChannels = pgTable(
  'whatsapp_channels',
  {
    agencyId: integer('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    phoneNumberId: text('phone_number_id').notNull(),
    businessAccountId: text('business_account_id').notNull(),
    displayPhoneNumber: text('display_phone_number'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    accessTokenLast4: text('access_token_last4').notNull(),
    appSecretSealed: text('app_secret_sealed').notNull(),
    appSecretLast4: text('app_secret_last4').notNull(),
    verifyToken: text('verify_token').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('whatsapp_channels_phone_number_id_idx').on(t.phoneNumberId), index('whatsapp_channels_verify_token_idx').on(t.verifyToken)],
);

/** The agency's message templates as the last sync read them from the Graph API (all statuses; the composer offers APPROVED). */
export const whatsappTemplates = pgTable(
  'whatsapp_templates',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    body: text('body').notNull(),
    /** How many {{n}} the body has. */
    paramCount: integer('param_count').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('whatsapp_templates_agency_name_lang_idx').on(t.agencyId, t.name, t.language)],
);

/**
 * One conversation a client and an agency's number: of a retail lead or a fleet lead (one of them),
 * keyed by the client's wa_id. `lastInboundAt` opens the 24-hour window; `unansweredSince` is the
 * oldest inbound message not yet answered (null: answered), what the inbox sorts by.
 */
export const whatsappConversations = pgTable(
  'whatsapp_conversations',
  {
    id: serial('id').primaryKey(),
    /** Cancellation's first stage (issue 54): kept, hidden from every list, search, export and answer. */
    blockedAt: blockedAt(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    fleetLeadId: integer('fleet_lead_id').references(() => leadFleets.id, { onDelete: 'cascade' }),
    /** The client's WhatsApp id: digits with country code, as Meta sends it ('5215512345678'); what a send is addressed to. */
    waId: text('wa_id').notNull(),
    /** The number's duplicate key (normalizePhoneMx: '+52 1 55…' and '55…' are one client), what an inbound message is matched by. */
    phoneKey: text('phone_key').notNull(),
    profileName: text('profile_name'),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageText: text('last_message_text'),
    lastDirection: text('last_direction'),
    unansweredSince: timestamp('unanswered_since', { withTimezone: true }),
    unread: integer('unread').notNull().default(0),
    optedOut: boolean('opted_out').notNull().default(false),
    /** Marketing templates only with consent; the privacy feature sets it (until then: false). */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_conversations_lead_idx').on(t.leadId).where(sql`${t.leadId} IS NOT NULL`),
    uniqueIndex('whatsapp_conversations_fleet_lead_idx').on(t.fleetLeadId).where(sql`${t.fleetLeadId} IS NOT NULL`),
    index('whatsapp_conversations_agency_phone_idx').on(t.agencyId, t.phoneKey),
    // The inbox: unanswered first, then the most recent (nulls last), then the newest id, per agency: the
    // page's ORDER BY exactly, so a page walks it and stops (a sort of the agency's conversations before).
    index('whatsapp_conversations_inbox_order_idx').on(t.agencyId, sql`(${t.unansweredSince} IS NULL)`, t.lastMessageAt.desc().nullsLast(), t.id.desc()),
    index('whatsapp_conversations_assigned_idx').on(t.assignedUserId, t.lastMessageAt),
  ],
);

/**
 * A message in or out. `wamid` is Meta's id (unique per agency: a delivery Meta retries writes
 * nothing); an outbound message has none until Meta accepts it. `body` keeps the kind's payload
 * (text, caption, location, contacts, button, template with its params). An outbound message
 * refused for a passing reason (429, 5xx, network) waits for `nextAttemptAt` (the job retries it).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => whatsappConversations.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').notNull(),
    wamid: text('wamid'),
    direction: text('direction').notNull(),
    kind: text('kind').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    errorCode: integer('error_code'),
    errorMessage: text('error_message'),
    mediaFileId: integer('media_file_id').references(() => files.id),
    /** An inbound file still to fetch from the Graph API (the job retries it). */
    mediaPending: boolean('media_pending').notNull().default(false),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_agency_wamid_idx').on(t.agencyId, t.wamid).where(sql`${t.wamid} IS NOT NULL`),
    // The thread, newest first, paged by id.
    index('whatsapp_messages_thread_idx').on(t.conversationId, t.id.desc()),
    index('whatsapp_messages_retry_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('whatsapp_messages_media_pending_idx').on(t.id).where(sql`${t.mediaPending}`),
  ],
);

/**
 * Every signed webhook delivery, stored before the 200 and processed after: a crash between the two
 * loses nothing (the job processes what is left). `processedAt` null: still to do; `attempts` and
 * `error` say why it waits.
 */
export const whatsappDeliveries = pgTable(
  'whatsapp_deliveries',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('whatsapp_deliveries_pending_idx').on(t.id).where(sql`${t.processedAt} IS NULL`),
    // The job's pruning of processed deliveries past their week, oldest first.
    index('whatsapp_deliveries_processed_idx').on(t.processedAt).where(sql`${t.processedAt} IS NOT NULL`),
  ],
);
