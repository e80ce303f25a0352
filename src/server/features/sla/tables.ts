import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';
import { leads } from '../leads/tables';

/**
 * An agency's contact targets (issue 30), in minutes of its open time; null: no target. Without a
 * row the agency has no SLA.
 */
export const agencySla = pgTable('agency_sla', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  firstContactMinutes: integer('first_contact_minutes'),
  followUpMinutes: integer('follow_up_minutes'),
  /** At a first-contact breach the lead goes back to subasta (no owner) for another adviser. */
  returnToSubasta: boolean('return_to_subasta').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Whole days the agency stays closed besides Mexico's official rest days ('YYYY-MM-DD', Mexico City). */
export const agencyClosureDays = pgTable(
  'agency_closure_days',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.day] })],
);

/**
 * Each SLA breach as it happened: who owned the lead at the deadline (null: unowned subasta), and
 * which target. The dashboard's 'breaches per adviser' counts these by deadline.
 */
export const slaBreaches = pgTable(
  'sla_breaches',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    /** 'first' or 'follow-up'. */
    kind: text('kind').notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    returnedToSubasta: boolean('returned_to_subasta').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('sla_breaches_agency_deadline_idx').on(t.agencyId, t.deadline, t.userId),
    // One breach per lead, kind and deadline, however many job runs see it.
    uniqueIndex('sla_breaches_once_idx').on(t.leadId, t.kind, t.deadline),
  ],
);
