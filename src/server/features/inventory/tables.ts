import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { products } from '../../db/tables/catalog';
import { agencies } from '../../db/tables/org';

/** The stock the /inventory catalogue answers from: each agency's store, its models and their VINs ('store' = available). */

export const inventoryStores = pgTable('inventory_stores', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  agencyId: integer('agency_id').references(() => agencies.id),
  key: text('key').notNull().unique(),
});

export const inventoryModels = pgTable('inventory_models', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').references(() => products.id),
  name: text('name').notNull(),
  version: text('version').notNull(),
  year: integer('year').notNull(),
  code: text('code').notNull().unique(),
  availableOrder: integer('available_order').notNull().default(0),
});

export const inventoryVins = pgTable(
  'inventory_vins',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => inventoryStores.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => inventoryModels.id),
    vin: text('vin').notNull().unique(),
    motor: text('motor').notNull(),
    color: text('color').notNull(),
    name: text('name').notNull(),
    version: text('version').notNull(),
    transmission: text('transmission').notNull(),
    year: integer('year').notNull(),
    /** 'store' means available in the agency. */
    status: text('status').notNull().default('store'),
  },
  (t) => [index('inventory_vins_store_model_idx').on(t.storeId, t.modelId, t.status)],
);
