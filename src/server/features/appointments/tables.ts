import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/tables/columns';
import { products } from '../../db/tables/catalog';
import { agencies, users } from '../../db/tables/org';
import { leads } from '../leads/tables';

/** A lead's appointments and test drives (LeadTestDriveAppointments: Citas, the agenda, the waiting list), and the users' own reminders. */

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
    /** When the client was seen in the showroom ('Llegó', or a floor visit of the lead): set once, not a status. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** When 'Iniciar cita' made it SUCCESSFUL: the wait is arrived_at → started_at. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    // client_name (migration 0012) is kept by triggers and read by the agenda alone: left out here so
    // the appointment rows the API returns keep their fields.
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // INCLUDE (status, type, id, lead_id, user_id, product_id, client_name) in migration 0012.
    index('appointments_agency_date_idx').on(t.agencyId, t.date),
    index('appointments_user_date_idx').on(t.userId, t.date),
    index('appointments_lead_idx').on(t.leadId),
    index('appointments_agency_status_date_idx').on(t.agencyId, t.status, t.date),
    // The no-show job reads the CONFIRMED ones not arrived, across agencies, by hour.
    index('appointments_no_show_due_idx').on(t.date).where(sql`status = 'CONFIRMED' and arrived_at is null`),
    // The coordinators' alert reads the arrived clients still waiting.
    index('appointments_waiting_idx').on(t.arrivedAt).where(sql`arrived_at is not null and status in ('SCHEDULED', 'CONFIRMED')`),
  ],
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
  (t) => [index('user_reminders_user_date_idx').on(t.userId, t.date), index('user_reminders_lead_idx').on(t.leadId)],
);
