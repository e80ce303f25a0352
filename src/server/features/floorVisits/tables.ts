import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';
import { leads } from '../leads/tables';

/** The floor-visit registry: one row a visit to the showroom, of a new or an existing lead. */

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
