import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sortKeyColumn, updatedAt } from './columns';

/** Agencies, users and their memberships. */

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
    /** The arrival loop (issue: appointment to handshake): minutes an arrived client may wait before the coordinator is told. */
    arrivalAlertMinutes: integer('arrival_alert_minutes').notNull().default(10),
    /** Minutes after its hour a CONFIRMED appointment still not arrived nor started becomes NO_SHOW (the scheduled job). */
    noShowAfterMinutes: integer('no_show_after_minutes').notNull().default(60),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agencies_name_idx').on(t.name)],
);

/** Opening hours per weekday group, 'HH:MM:SS' local to Mexico City (AGENCY_TIME_ZONE). */

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
    /** The name's Spanish-order key, kept so lists sorted by adviser or executive rank users from an index. */
    nameSortKey: sortKeyColumn('name_sort_key', sql`"first_name" || ' ' || "last_name"`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_name_sort_key_idx').on(t.nameSortKey, t.id),
  ],
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
