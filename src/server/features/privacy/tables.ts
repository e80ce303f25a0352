import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';
import type { RetentionRun } from '../../../shared/domain/privacyRetention';

/**
 * The agency's privacy notice (issue 54), one row a version: a change writes a new version and the
 * old ones stay, so what a person was shown can always be read back by its number.
 */
export const privacyNotices = pgTable(
  'privacy_notices',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    integralText: text('integral_text').notNull(),
    simplifiedText: text('simplified_text').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('privacy_notices_agency_version_idx').on(t.agencyId, t.version)],
);

/** The purposes the notice names: necessary (tacit consent on collection) or voluntary (express consent, revocable). */
export const privacyPurposes = pgTable(
  'privacy_purposes',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    necessary: boolean('necessary').notNull(),
    /** A voluntary purpose of promotions: the marketing export and (later) WhatsApp's marketing templates ask for it. */
    marketing: boolean('marketing').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('privacy_purposes_agency_name_idx').on(t.agencyId, sql`lower(${t.name})`)],
);

/**
 * How and when a person's data was collected: one row a record (a retail lead, a fleet prospect, an
 * accessory lead…), with the channel and the notice version in force — the tacit consent to the
 * necessary purposes. `subject_kind` names the owning feature's record; no foreign key, the owner
 * keeps its rows.
 */
export const privacyCollections = pgTable(
  'privacy_collections',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    channel: text('channel').notNull(),
    noticeVersion: integer('notice_version'),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId] })],
);

/**
 * A person's express answers about a voluntary purpose: each consent or opposition is a new row (the
 * history stays); the latest decides. Written by a public form (the ticked purposes), by staff from
 * the lead, and later by WhatsApp's opt-out and ARCO oppositions.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    purposeId: integer('purpose_id')
      .notNull()
      .references(() => privacyPurposes.id),
    granted: boolean('granted').notNull(),
    channel: text('channel').notNull(),
    noticeVersion: integer('notice_version'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedById: integer('recorded_by_id').references(() => users.id),
    note: text('note'),
  },
  (t) => [index('privacy_consents_subject_idx').on(t.subjectKind, t.subjectId, t.purposeId, t.recordedAt.desc(), t.id.desc())],
);

/** The agency's privacy settings (issue 54): the ARCO answer period in business days (the law: 20). */
export const privacySettings = pgTable('privacy_settings', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  arcoBusinessDays: integer('arco_business_days').notNull().default(20),
  /** Retention: days a lost lead (frozen, discarded) is kept in use before it is blocked; null: never by age. */
  lostLeadBlockDays: integer('lost_lead_block_days'),
  /** Retention: days blocked data is kept before its personal fields are deleted (the law's blocking period). */
  blockedEraseDays: integer('blocked_erase_days').notNull().default(365),
  /** Retention for records tied to a sale: kept for the fiscal period (CFF art. 30: five years) before deletion. */
  saleEraseDays: integer('sale_erase_days').notNull().default(1825),
  /** The retention job's last run for the agency: when, what it blocked and erased (the settings screen shows it). */
  retentionLastRun: jsonb('retention_last_run').$type<RetentionRun>(),
  updatedAt: updatedAt(),
});

/**
 * A person's ARCO request ('Solicitudes ARCO'): the right exercised, who the person says they are,
 * how their identity was checked and by whom (never a copy of the document), the day received and
 * the day due (business days on the Mexican calendar), and the state. Kept as the agency's evidence
 * that it answered.
 */
export const arcoRequests = pgTable(
  'arco_requests',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** ARCO_TYPES: acceso, rectificacion, cancelacion, oposicion. */
    type: text('type').notNull(),
    /** ARCO_STATES: recibida, en-tramite, respondida, improcedente. */
    state: text('state').notNull().default('recibida'),
    personName: text('person_name').notNull(),
    personPhone: text('person_phone'),
    personEmail: text('person_email'),
    identityMethod: text('identity_method').notNull(),
    identityNote: text('identity_note'),
    identityCheckedById: integer('identity_checked_by_id').references(() => users.id),
    receivedOn: date('received_on').notNull(),
    dueOn: date('due_on').notNull(),
    description: text('description'),
    response: text('response'),
    /** Why it is improcedente. */
    reason: text('reason'),
    /** An opposition's purposes, by name, once recorded on the person's records. */
    opposedPurposes: jsonb('opposed_purposes').$type<string[]>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    handlerId: integer('handler_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('arco_requests_agency_due_idx').on(t.agencyId, t.dueOn, t.id), index('arco_requests_agency_state_idx').on(t.agencyId, t.state, t.dueOn)],
);

/**
 * The records an ARCO request concerns, found by the matcher and confirmed by the handler: the
 * owning feature's kind and id (no foreign key: the owner keeps its rows), what it showed when the
 * request was registered and why it matched.
 */
export const arcoRequestRecords = pgTable(
  'arco_request_records',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => arcoRequests.id, { onDelete: 'cascade' }),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** A rectification request: what was corrected in this record (in its own edit screen), when and by whom. */
    rectification: text('rectification'),
    rectifiedAt: timestamp('rectified_at', { withTimezone: true }),
    rectifiedById: integer('rectified_by_id').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.subjectKind, t.subjectId] }), index('arco_request_records_subject_idx').on(t.subjectKind, t.subjectId)],
);

/**
 * An access request's answer file (issue 54): JSON for the record and PDF for the person, generated
 * off the request path and kept in the file store under these keys. `status`: pendiente, lista, error.
 */
export const arcoAccessFiles = pgTable('arco_access_files', {
  requestId: integer('request_id')
    .primaryKey()
    .references(() => arcoRequests.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('pendiente'),
  jsonKey: text('json_key'),
  pdfKey: text('pdf_key'),
  requestedById: integer('requested_by_id').references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  readyAt: timestamp('ready_at', { withTimezone: true }),
  error: text('error'),
});

/**
 * Every record a cancellation (or the retention job) blocked: the owning feature's kind and id, the
 * request that asked for it (null: the retention job), when and by whom; `erasedAt` once the deletion
 * job replaced its personal fields. The features' own rows carry `blocked_at` for their lists; this
 * is the privacy feature's ledger, which the deletion job walks.
 */
export const privacyBlocks = pgTable(
  'privacy_blocks',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    agencyId: integer('agency_id').notNull(),
    requestId: integer('request_id').references(() => arcoRequests.id),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
    blockedById: integer('blocked_by_id').references(() => users.id),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /**
     * Whether the record is tied to a sale (kept the fiscal period before deletion), decided by the
     * retention job once the shorter period has passed; null: not yet looked at.
     */
    tiedToSale: boolean('tied_to_sale'),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    index('privacy_blocks_pending_idx').on(t.agencyId, t.blockedAt).where(sql`${t.erasedAt} IS NULL`),
    // The retention job's walks: records still to classify, and records due by their period, one index a
    // period (each run reads the rows it acts on, never the years of a sale's records still waiting; one
    // index over both would be read past them, as the planner prefers privacy_blocks_pending_idx's order).
    index('privacy_blocks_unclassified_idx').on(t.agencyId, t.blockedAt).where(sql`${t.erasedAt} IS NULL AND ${t.tiedToSale} IS NULL`),
    index('privacy_blocks_due_idx').on(t.agencyId, t.blockedAt).where(sql`${t.erasedAt} IS NULL AND ${t.tiedToSale} = false`),
    index('privacy_blocks_due_sale_idx').on(t.agencyId, t.blockedAt).where(sql`${t.erasedAt} IS NULL AND ${t.tiedToSale} = true`),
  ],
);
