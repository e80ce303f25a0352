import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* ---------- identity, users, agencies ---------- */

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  /** After-sales roles are left out of adviser pickers. */
  postVenta: boolean('post_venta').notNull().default(false),
});

export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    businessName: text('business_name').notNull(),
    manager: text('manager'),
    phone: text('phone'),
    email: text('email'),
    description: text('description'),
    agencyGroup: text('agency_group'),
    picLogo: text('pic_logo'),
    picLogoDark: text('pic_logo_dark'),
    urlSite: text('url_site'),
    url360View: text('url_360_view'),
    urlGoogleMaps: text('url_google_maps'),
    socialMedia: jsonb('social_media').$type<Record<string, string>>().notNull().default({}),
    street: text('street').notNull(),
    exteriorNumber: text('exterior_number').notNull(),
    interiorNumber: text('interior_number'),
    stateSlug: text('state_slug').notNull(),
    transferCode: text('transfer_code').notNull(),
    city: text('city').notNull(),
    suburb: text('suburb').notNull(),
    postalCode: text('postal_code').notNull(),
    municipality: text('municipality').notNull(),
    deputation: text('deputation'),
    sicop: text('sicop'),
    coordX: numeric('coord_x', { precision: 10, scale: 6, mode: 'number' }).notNull(),
    coordY: numeric('coord_y', { precision: 10, scale: 6, mode: 'number' }).notNull(),
    hasService: boolean('has_service').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** 1 Subasta, 2 Usuario Asignado, 3 Aleatorio. */
    leadRuleId: integer('lead_rule_id').notNull().default(1),
    leadOwnerId: integer('lead_owner_id'),
    landing: text('landing'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agencies_name_idx').on(t.name)],
);

/** Opening hours per weekday group, 'HH:MM:SS' local to America/Mexico_City. */
export const agencySchedules = pgTable('agency_schedules', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  worksOnSunday: boolean('works_on_sunday').notNull().default(false),
  worksOnMonday: boolean('works_on_monday').notNull().default(true),
  worksOnTuesday: boolean('works_on_tuesday').notNull().default(true),
  worksOnWednesday: boolean('works_on_wednesday').notNull().default(true),
  worksOnThursday: boolean('works_on_thursday').notNull().default(true),
  worksOnFriday: boolean('works_on_friday').notNull().default(true),
  worksOnSaturday: boolean('works_on_saturday').notNull().default(true),
  openingScheduleWeek: text('opening_schedule_week').notNull().default('00:00:00'),
  closingScheduleWeek: text('closing_schedule_week').notNull().default('00:00:00'),
  openingScheduleSaturday: text('opening_schedule_saturday').notNull().default('00:00:00'),
  closingScheduleSaturday: text('closing_schedule_saturday').notNull().default('00:00:00'),
  openingScheduleSunday: text('opening_schedule_sunday').notNull().default('00:00:00'),
  closingScheduleSunday: text('closing_schedule_sunday').notNull().default('00:00:00'),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The identity's subject (Cognito 'sub'). */
    sub: uuid('sub').notNull().unique().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set for users created by an admin: the first sign-in meets NEW_PASSWORD_REQUIRED. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(true),
    nickname: text('nickname'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    birthDate: date('birth_date'),
    position: text('position'),
    active: boolean('active').notNull().default(true),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    pushToken: text('push_token'),
    /** Bumped on disable: tokens issued before it stop working. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_role_idx').on(t.roleId)],
);

export const userAgencies = pgTable(
  'user_agencies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.agencyId] }), index('user_agencies_agency_idx').on(t.agencyId)],
);

export const userEmails = pgTable('user_emails', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
});

export const userPhones = pgTable('user_phones', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, by key ('user:<email>' or 'ip:<address>'), for throttling. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_failures_key_idx').on(t.key, t.createdAt)],
);

/** Temporary challenge sessions (NEW_PASSWORD_REQUIRED). */
export const authSessions = pgTable('auth_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** User action log: 1 login, 2 logout. */
export const userActions = pgTable(
  'user_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: integer('action').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_actions_user_idx').on(t.userId, t.createdAt)],
);

/** Mail the API would send (credentials mail); in local mode it stays here for the admin to read. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/* ---------- catalogue ---------- */

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  model: text('model').notNull(),
  version: text('version').notNull(),
  transmission: text('transmission').notNull(),
  year: integer('year').notNull(),
  price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  imageUrl: text('image_url'),
  /** 0 offered for floor visits, 2 offered when creating leads (spec §7 'flag'); 1 both. */
  flag: integer('flag').notNull().default(1),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    hex: text('hex'),
  },
  (t) => [index('product_colors_product_idx').on(t.productId)],
);

export const leadOrigins = pgTable('lead_origins', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
  /** null: offered to every agency. */
  agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
});

export const leadActivityTypes = pgTable('lead_activity_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
});

export const leadActivityChannelTypes = pgTable('lead_activity_channel_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull(),
});

/* ---------- leads ---------- */

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_agency_phase_created_idx').on(t.agencyId, t.phase, t.createdAt),
    index('leads_agency_user_phase_idx').on(t.agencyId, t.userId, t.phase),
    index('leads_agency_created_idx').on(t.agencyId, t.createdAt),
    index('leads_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phone}, ''))) gin_trgm_ops`,
    ),
  ],
);

export const leadEmails = pgTable(
  'lead_emails',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [index('lead_emails_lead_idx').on(t.leadId), index('lead_emails_value_idx').on(sql`lower(${t.value})`)],
);

export const leadPhones = pgTable(
  'lead_phones',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [index('lead_phones_lead_idx').on(t.leadId), index('lead_phones_value_idx').on(t.value)],
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
  (t) => [index('lead_interests_lead_idx').on(t.leadId, t.current), index('lead_interests_product_idx').on(t.productId)],
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

/** Appointments and test drives (LeadTestDriveAppointments). */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id').references(() => products.id),
    /** ACTIVITY ('Cita') or TESTDRIVE ('Prueba de manejo'). */
    type: text('type').notNull(),
    date: timestamp('date', { withTimezone: true }).notNull(),
    comments: text('comments'),
    status: text('status').notNull().default('SCHEDULED'),
    evidenceFileId: integer('evidence_file_id'),
    realizadaHoy: boolean('realizada_hoy').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_agency_date_idx').on(t.agencyId, t.date),
    index('appointments_user_date_idx').on(t.userId, t.date),
    index('appointments_lead_idx').on(t.leadId),
    index('appointments_agency_status_date_idx').on(t.agencyId, t.status, t.date),
  ],
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

export const floorVisits = pgTable(
  'floor_visits',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    /** NEW or EXISTING: whether the lead was created by the visit. */
    origin: text('origin').notNull(),
    /** BE_BACK, AGENDED or NEW. */
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('floor_visits_agency_created_idx').on(t.agencyId, t.createdAt), index('floor_visits_lead_idx').on(t.leadId)],
);

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    productId: integer('product_id').references(() => products.id),
    productColorId: integer('product_color_id').references(() => productColors.id),
    stage: text('stage').notNull().default('PENDING_REPORTING'),
    closedSale: boolean('closed_sale').notNull().default(false),
    origin: text('origin').notNull().default('CRM'),
    salePrice: numeric('sale_price', { precision: 14, scale: 2, mode: 'number' }),
    quantity: integer('quantity').notNull().default(1),
    creditTerm: integer('credit_term'),
    invoiceNumber: text('invoice_number'),
    saleType: text('sale_type'),
    bank: text('bank'),
    insuranceCarrier: text('insurance_carrier'),
    saleCondition: text('sale_condition'),
    paymentMethod: text('payment_method'),
    takeCarInExange: boolean('take_car_in_exange').notNull().default(false),
    carExangeBrand: text('car_exange_brand'),
    carExangeModel: text('car_exange_model'),
    carExangeVersion: text('car_exange_version'),
    carExangeYear: integer('car_exange_year'),
    rfc: text('rfc'),
    closingDate: timestamp('closing_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sales_agency_stage_created_idx').on(t.agencyId, t.stage, t.createdAt),
    index('sales_lead_idx').on(t.leadId),
  ],
);

export const saleVins = pgTable(
  'sale_vins',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id').references(() => sales.id, { onDelete: 'set null' }),
    vin: text('vin').notNull(),
  },
  (t) => [index('sale_vins_lead_idx').on(t.leadId), uniqueIndex('sale_vins_vin_idx').on(t.vin)],
);

/** Candidate duplicate pairs within an agency; leadId < matchedId. */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    matchedId: integer('matched_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** OPEN, DIFFERENT (never proposed again) or MERGED. */
    status: text('status').notNull().default('OPEN'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('duplicate_pairs_pair_idx').on(t.leadId, t.matchedId),
    index('duplicate_pairs_agency_status_idx').on(t.agencyId, t.status, t.createdAt),
  ],
);

export const accessoryItems = pgTable('accessory_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  modelAccessory: text('model_accessory'),
  imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
});

export const accessoryLeads = pgTable(
  'accessory_leads',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    origin: text('origin'),
    stage: text('stage').notNull().default('NUEVO'),
    itemId: integer('item_id').references(() => accessoryItems.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accessory_leads_agency_updated_idx').on(t.agencyId, t.updatedAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    readen: boolean('readen').notNull().default(false),
    /** Scheduled notifications carry a key so a job run twice creates them once. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readen, t.createdAt)],
);

export const userReminders = pgTable(
  'user_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('user_reminders_user_date_idx').on(t.userId, t.date)],
);

/** Stored files (evidence, logos, documents); bytes live in the blob store. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ownerType: text('owner_type').notNull(),
  ownerId: integer('owner_id'),
  agencyId: integer('agency_id'),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  path: text('path').notNull(),
  createdAt: createdAt(),
});

/* ---------- inventory catalogue (the external service, served locally) ---------- */

export const inventoryStores = pgTable('inventory_stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  agencyId: integer('agency_id').references(() => agencies.id),
  key: text('key').notNull().unique(),
});

export const inventoryModels = pgTable('inventory_models', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').references(() => products.id),
  name: text('name').notNull(),
  version: text('version').notNull(),
  year: integer('year').notNull(),
  code: text('code').notNull().unique(),
  availableOrder: integer('available_order').notNull().default(0),
});

export const inventoryVins = pgTable(
  'inventory_vins',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => inventoryStores.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => inventoryModels.id),
    vin: text('vin').notNull().unique(),
    motor: text('motor').notNull(),
    color: text('color').notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    transmission: text('transmission').notNull(),
    year: integer('year').notNull(),
    /** 'store' means available in the agency. */
    status: text('status').notNull().default('store'),
  },
  (t) => [index('inventory_vins_store_model_idx').on(t.storeId, t.modelId, t.status)],
);

/** RS256 signing keys of the identity endpoint, shared by every replica. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});
