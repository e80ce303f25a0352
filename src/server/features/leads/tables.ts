import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, blockedAt } from '../../db/tables/columns';
import { leadActivityChannelTypes, leadActivityTypes, leadOrigins, productColors, products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';

/** Retail sales: leads and everything worked on them. */

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    /** Cancellation's first stage (issue 54): kept, hidden from every list, search, export and answer. */
    blockedAt: blockedAt(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    phase: text('phase').notNull().default('subasta'),
    subStatus: text('sub_status').notNull().default('ESPERA_CONTACTO'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Primary e-mail and phone (phone stored with +52); the full lists are lead_emails / lead_phones. */
    email: text('email'),
    phone: text('phone'),
    leadOriginId: integer('lead_origin_id').references(() => leadOrigins.id),
    buyType: text('buy_type').notNull().default('retail'),
    rfc: text('rfc'),
    regimenFiscal: text('regimen_fiscal'),
    razonSocial: text('razon_social'),
    saleCondition: text('sale_condition'),
    paymentMethod: text('payment_method'),
    bank: text('bank'),
    ensurance: text('ensurance'),
    exangeCar: boolean('exange_car'),
    invoice: text('invoice'),
    gender: text('gender'),
    sector: text('sector'),
    maritalStatus: text('marital_status'),
    age: text('age'),
    recompra: boolean('recompra').notNull().default(false),
    concreteNeeds: text('concrete_needs'),
    clientProfile: text('client_profile'),
    clientId: text('client_id'),
    firstResponseTime: timestamp('first_response_time', { withTimezone: true }),
    firstResponseTimeInMinutes: integer('first_response_time_in_minutes'),
    /** Last contact activity; the business-hours timer counts from here (or createdAt). */
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    reactivationDate: timestamp('reactivation_date', { withTimezone: true }),
    /** Set on the secondary of a merge: it disappears from every list and report. */
    mergedIntoId: integer('merged_into_id'),
    /** The product of the current interest (newest current lead_interests row), kept by a trigger for lists and reports. */
    currentProductId: integer('current_product_id'),
    /** 'Fecha estimada de compra': the day the client expects to buy (a detail, README 'Add a field'). */
    expectedPurchaseDate: date('expected_purchase_date'),
    /**
     * Normalised duplicate keys (issue 30), written with duplicateKeys() by writeDuplicateKeys on every
     * create, edit and merge: the primary phone's 10 digits, the primary e-mail's normalizeEmail form
     * and the primary personNameKey (pg_trgm-indexed for 'nombre parecido').
     */
    phoneKey: text('phone_key'),
    emailKey: text('email_key'),
    nameKey: text('name_key'),
    /**
     * Contact SLA facts (issue 30), counted in the agency's open time (features/sla):
     * firstContactDeadline is kept from creation (reports: share within target); firstContactMinutes
     * is the open-time minutes to the first contact (firstResponseTime); the running clock is
     * slaKind ('first' | 'follow-up'), slaWarningAt (80 %), slaDeadline and slaStage
     * (0 running, 1 owner warned, 2 breached; null: no clock).
     */
    firstContactDeadline: timestamp('first_contact_deadline', { withTimezone: true }),
    firstContactMinutes: integer('first_contact_minutes'),
    slaKind: text('sla_kind'),
    slaWarningAt: timestamp('sla_warning_at', { withTimezone: true }),
    slaDeadline: timestamp('sla_deadline', { withTimezone: true }),
    slaStage: integer('sla_stage'),
    /**
     * The lead's WhatsApp conversation has inbound messages nobody read (issue 53): the lists' unread
     * marker, a column of the row so a page shows it without reading the conversations. Kept by the
     * whatsapp feature through setLeadWhatsappUnread on each inbound message, read and merge.
     */
    whatsappUnread: boolean('whatsapp_unread').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // Live leads only: every list, count and report leaves merged-away secondaries out.
    const live = sql`${t.mergedIntoId} IS NULL`;
    return [
    index('leads_agency_phase_created_idx').on(t.agencyId, t.phase, t.createdAt),
    index('leads_agency_user_phase_idx').on(t.agencyId, t.userId, t.phase),
    index('leads_agency_created_idx').on(t.agencyId, t.createdAt),
    // A phase tab by date, the frozen list by last edit, the future-sale list by reactivation date:
    // blocked_at carried (issue 55) so a deep page skips its rows in the index alone.
    index('leads_live_agency_phase_created_idx').on(t.agencyId, t.phase, t.createdAt, t.id, t.blockedAt).where(live),
    index('leads_live_agency_user_phase_created_idx').on(t.agencyId, t.userId, t.phase, t.createdAt, t.id).where(live),
    index('leads_live_agency_phase_updated_idx').on(t.agencyId, t.phase, t.updatedAt, t.id, t.blockedAt).where(live),
    index('leads_live_agency_phase_reactivation_idx').on(t.agencyId, t.phase, t.reactivationDate, t.id, t.blockedAt).where(live),
    // Retention (issue 54): the frozen leads still in use, oldest edit first, so blocking lost leads by
    // age reads the leads it blocks and not the agency's million (blockLostLeads).
    index('leads_lost_unblocked_idx').on(t.agencyId, t.updatedAt, t.id).where(sql`${live} AND ${t.phase} = 'congelado' AND ${t.blockedAt} IS NULL`),
    // Repurchase check of the lead detail: other leads with the same primary e-mail or phone.
    index('leads_email_idx').on(t.email),
    index('leads_phone_idx').on(t.phone),
    // Duplicate matching within the agency on the stored keys (findDuplicateCandidates): equality on
    // phone, e-mail and name key; similar names through the name's word pairs
    // (leads_live_agency_name_pairs_idx, hand-written migration 0022 name_key_pairs, with the
    // function it indexes and the person_name_words dictionary).
    index('leads_phone_key_idx').on(t.agencyId, t.phoneKey).where(live),
    index('leads_email_key_idx').on(t.agencyId, t.emailKey).where(live),
    index('leads_live_agency_name_key_idx').on(t.agencyId, t.nameKey).where(live),
    // Leads blocked by a cancellation (issue 54), a handful among 1,000,000: the reads that do not join the
    // lead (the agenda's own copy of the client's name) leave them out through this small set (leads' notBlockedLead).
    index('leads_blocked_idx').on(t.id).where(sql`${t.blockedAt} IS NOT NULL`),
    // Leads written before the keys existed (or by a bulk path), filled by backfillDuplicateKeys.
    index('leads_keys_missing_idx').on(t.id).where(sql`${t.nameKey} IS NULL`),
    // The SLA job finds due clocks through these (a few rows each minute, never a scan).
    index('leads_sla_warning_idx').on(t.slaWarningAt).where(sql`${t.slaStage} = 0`),
    index('leads_sla_deadline_idx').on(t.slaDeadline).where(sql`${t.slaStage} IN (0, 1)`),
    // 'Fuera de tiempo' (breached, not yet contacted) in the leads list.
    // The agency's leads with unread WhatsApp messages (a few among 1,000,000): a filter or count by the marker.
    index('leads_live_agency_whatsapp_unread_idx').on(t.agencyId, t.createdAt, t.id).where(sql`${live} AND ${t.whatsappUnread}`),
    // The list's 'Fecha estimada de compra' filter: an agency's live leads with a date, by that date.
    index('leads_live_agency_expected_purchase_idx').on(t.agencyId, t.expectedPurchaseDate, t.id).where(sql`${live} AND ${t.expectedPurchaseDate} IS NOT NULL`),
    // The list's 'Origen' filter with a period (issue 55: the filter combination's count read the agency's
    // 14,600 funnel leads of three months to keep the origin's 2,700). It carries what the list's other
    // filters test on the row (phase, model, blocked), so its count reads the index only: 88 ms -> 0.4 ms.
    index('leads_live_agency_origin_created_idx').on(t.agencyId, t.leadOriginId, t.createdAt, t.phase, t.currentProductId, t.blockedAt).where(sql`${live}`),
    index('leads_live_agency_sla_breached_idx').on(t.agencyId, t.createdAt, t.id).where(sql`${live} AND ${t.slaStage} = 2`),
    // 'Tiempo de respuesta' on the dashboard: index-only over the period's leads with a target.
    index('leads_live_agency_first_contact_idx')
      .on(t.agencyId, t.createdAt, t.userId, t.firstContactDeadline, t.firstResponseTime, t.firstContactMinutes)
      .where(sql`${live} AND ${t.firstContactDeadline} IS NOT NULL`),
    // Search: leads_agency_phase_search_trgm_idx (btree_gin + pg_trgm on agency, phase and name/e-mail/phone; migration search_gin_phase_no_pending) and the
    // covering leads_live_agency_created_cover_idx live in hand-written migrations (lead_stats_triggers; list_pages_deep
    // added blocked_at to it and to leads_live_agency_(phase_)name_idx, so the lists' deep pages are index-only).
    // Paging by contact name: leads_live_agency_(phase_)name_idx on crm_sort_key live in the hand-written
    // migration spanish_sort_key, since drizzle-kit cannot create the function they index.
    ];
  },
);

export const leadEmails = pgTable(
  'lead_emails',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    /** normalizeEmail(value) (issue 30). */
    valueKey: text('value_key'),
  },
  (t) => [
    index('lead_emails_lead_idx').on(t.leadId),
    index('lead_emails_value_idx').on(sql`lower(${t.value})`),
    index('lead_emails_value_key_idx').on(t.valueKey),
  ],
);

export const leadPhones = pgTable(
  'lead_phones',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    /** normalizePhoneMx(value): 10 digits (issue 30). */
    valueKey: text('value_key'),
  },
  (t) => [
    index('lead_phones_lead_idx').on(t.leadId),
    index('lead_phones_value_idx').on(t.value),
    index('lead_phones_value_key_idx').on(t.valueKey),
  ],
);

export const leadRentings = pgTable('lead_rentings', {
  leadId: integer('lead_id')
    .primaryKey()
    .references(() => leads.id, { onDelete: 'cascade' }),
  folio: text('folio').notNull(),
  state: text('state'),
  postalCode: text('postal_code'),
  hasCharger: integer('has_charger').notNull().default(0),
  rentingPeriod: integer('renting_period').notNull(),
});

export const leadInterests = pgTable(
  'lead_interests',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productColorId: integer('product_color_id').references(() => productColors.id),
    quantity: integer('quantity').notNull().default(1),
    buyType: text('buy_type').notNull().default('retail'),
    current: boolean('current').notNull().default(true),
    comments: text('comments'),
    date: timestamp('date', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lead_interests_lead_idx').on(t.leadId, t.current),
    index('lead_interests_product_idx').on(t.productId),
    // One current interest a lead (what every write path keeps: leadInterest.ts, the merge): so
    // leads.current_product_id, kept by trigger, is the lead's model and the list's 'Modelo' filter reads it.
    uniqueIndex('lead_interests_one_current_idx').on(t.leadId).where(sql`${t.current}`),
  ],
);

export const leadActivities = pgTable(
  'lead_activities',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => leadActivityTypes.id),
    channelTypeId: integer('channel_type_id').references(() => leadActivityChannelTypes.id),
    title: text('title'),
    comments: text('comments'),
    /** '0' Fallido, '1' Exitoso. */
    status: text('status').notNull().default('1'),
    date: timestamp('date', { withTimezone: true }),
    productId: integer('product_id').references(() => products.id),
    plazo: integer('plazo'),
    enganche: numeric('enganche', { precision: 14, scale: 2, mode: 'number' }),
    /** Structured extras, e.g. 'Confirmar datos' old and new values. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_activities_lead_idx').on(t.leadId, t.createdAt)],
);

export const leadPhaseRecords = pgTable(
  'lead_phase_records',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    oldPhaseSlug: text('old_phase_slug'),
    newPhaseSlug: text('new_phase_slug').notNull(),
    comments: text('comments'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_phase_records_lead_idx').on(t.leadId, t.createdAt)],
);
