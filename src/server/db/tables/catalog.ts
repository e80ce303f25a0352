import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { files } from './files';
import { agencies } from './org';

/** Catalogues every domain points at: products (lines, versions, colours), lead origins, activity types. */

/** Product lines the catalogue groups its models in (spec part 2 §3 ProductCollectionId). */
export const productCollections = pgTable('product_collections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

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
  // The catalogue's own fields (spec part 2 §3 catalogue product).
  collectionId: integer('collection_id').references(() => productCollections.id),
  showRoom360Url: text('show_room_360_url'),
  imageFileId: integer('image_file_id').references(() => files.id),
  onePagerFileId: integer('one_pager_file_id').references(() => files.id),
  dataSheetFileId: integer('data_sheet_file_id').references(() => files.id),
}, (t) => [index('products_active_name_idx').on(t.active, t.name)]);

/**
 * The versions of a catalogue model with their prices (productVersions). The product row's own
 * version, transmission and price are those of its first version, which lead forms show.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    transmission: text('transmission'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_versions_product_idx').on(t.productId, t.position)],
);

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
