import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';

/**
 * A list's saved state (issue 43): its filters, search, tab, sort and page size under a name. Each
 * belongs to its user and to the agency it was saved in; `shared` puts it in the chips of everyone
 * of that agency (only a coordinator or manager may share, permission 'views:share').
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The list's key (SAVED_VIEW_LISTS): 'leads', 'fleetLeads', … */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's state, checked by that list's own schema when saved (savedViewSchemas.ts). */
    state: jsonb('state').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_views_user_list_idx').on(t.userId, t.list),
    index('saved_views_agency_list_shared_idx').on(t.agencyId, t.list).where(sql`${t.shared}`),
    uniqueIndex('saved_views_user_list_name_idx').on(t.userId, t.list, sql`lower(${t.name})`),
  ],
);

/** The view a user's list opens with: one per user and list (theirs or one shared with them). */
export const savedViewDefaults = pgTable(
  'saved_view_defaults',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    viewId: integer('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] }), index('saved_view_defaults_view_idx').on(t.viewId)],
);
