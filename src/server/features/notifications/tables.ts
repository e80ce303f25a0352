import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/tables/columns';
import { users } from '../../db/tables/org';
import { leadFleets } from '../fleet/tables';
import { leads } from '../leads/tables';

/** The bell's notifications: made by lead events and the scheduled job, read by their user. */

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** A fleet lead's notice (a WhatsApp message of a fleet lead's client, issue 53): the bell opens that fleet lead. */
    fleetLeadId: integer('fleet_lead_id').references(() => leadFleets.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    readen: boolean('readen').notNull().default(false),
    /** Scheduled notifications carry a key so a job run twice creates them once. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.readen, t.createdAt),
    // Deleting a lead (an import's undo) finds its notifications through this, not by reading them all.
    index('notifications_lead_idx').on(t.leadId),
    index('notifications_fleet_lead_idx').on(t.fleetLeadId).where(sql`${t.fleetLeadId} IS NOT NULL`),
  ],
);
