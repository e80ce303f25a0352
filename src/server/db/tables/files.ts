import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The file store's index. */

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
