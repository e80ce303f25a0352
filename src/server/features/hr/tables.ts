import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/tables/columns';
import { users } from '../../db/tables/org';

/** Human resources: the vacancies of the jobs board (spec part 2 §3 Vacancy). */

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** One of JOB_LOCATIONS; the area is one of that location's JOB_AREAS. */
    location: text('location').notNull(),
    area: text('area').notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    activities: jsonb('activities').$type<string[]>().notNull(),
    offerings: jsonb('offerings').$type<string[]>().notNull(),
    salary: text('salary'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('vacancies_created_idx').on(t.createdAt), index('vacancies_location_area_idx').on(t.location, t.area)],
);
