import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The owner type of a catalogue photo in the file store (product writes it, public serves it). */
export const PRODUCT_IMAGE_OWNER = 'product-image';

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
