import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, blockedAt } from '../../db/tables/columns';
import { agencies, users } from '../../db/tables/org';
import { products } from '../../db/tables/catalog';
import { files } from '../../db/tables/files';

/** The online shop's accessory catalogue (spec part 2 §3): items, their types, families of models, images. */

export const accessoryTypes = pgTable('accessory_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A family of vehicle models (SUV, pickups, electric…) used to pick an accessory's compatible models. */
export const productFamilies = pgTable('product_families', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Which family a catalogue product belongs to: one family a product. */
export const productFamilyProducts = pgTable(
  'product_family_products',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => productFamilies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.productId] }), uniqueIndex('product_family_products_product_idx').on(t.productId)],
);

/** An accessory sold online; retail accessory leads point at it. 'Eliminar producto' deactivates it. */
export const accessoryItems = pgTable(
  'accessory_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** MXN with two decimals. */
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    modelAccessory: text('model_accessory'),
    typeId: integer('type_id').references(() => accessoryTypes.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accessory_items_active_created_idx').on(t.active, t.createdAt), index('accessory_items_type_idx').on(t.typeId)],
);

/** The vehicle models an accessory fits. */
export const accessoryItemModels = pgTable(
  'accessory_item_models',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => accessoryItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.productId] }), index('accessory_item_models_product_idx').on(t.productId)],
);

export const ACCESSORY_IMAGE_GROUPS = ['images', 'productImages'] as const;
export type AccessoryImageGroup = (typeof ACCESSORY_IMAGE_GROUPS)[number];

/**
 * An accessory's pictures, in the spec's two groups. Uploaded ones live in the file store (fileId);
 * the demo's shipped pictures are small SVG data URLs (url), so they show offline.
 */
export const accessoryItemImages = pgTable(
  'accessory_item_images',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => accessoryItems.id, { onDelete: 'cascade' }),
    group: text('image_group').$type<AccessoryImageGroup>().notNull(),
    fileId: integer('file_id').references(() => files.id),
    url: text('url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('accessory_item_images_item_idx').on(t.itemId, t.group, t.position), index('accessory_item_images_file_idx').on(t.fileId)],
);

/** Leads of the online shop's 'me interesa' (the public intake), worked in the accessory-leads list. */

export const accessoryLeads = pgTable(
  'accessory_leads',
  {
    id: serial('id').primaryKey(),
    /** Cancellation's first stage (issue 54): kept, hidden from every list, search, export and answer. */
    blockedAt: blockedAt(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    origin: text('origin'),
    stage: text('stage').notNull().default('NUEVO'),
    itemId: integer('item_id').references(() => accessoryItems.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accessory_leads_agency_updated_idx').on(t.agencyId, t.updatedAt)],
);
