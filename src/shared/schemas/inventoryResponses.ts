import { z } from 'zod';
import { dataOf, type Wire } from './wire';

/** The answers of the inventory catalogue (`/inventory/catalogs/data/…`): stores, models, VINs in stock, and an agency's keys. */

export const inventoryStore = z.object({ id: z.number(), name: z.string(), key: z.string(), AgencyId: z.number().nullable() });

export const inventoryModel = z.object({
  id: z.number(),
  name: z.string(),
  version: z.string(),
  year: z.number(),
  code: z.string(),
  available_order: z.number(),
  ProductId: z.number().nullable(),
});

export const inventoryVin = z.object({
  vin: z.string(),
  motor: z.string(),
  color: z.string(),
  name: z.string(),
  version: z.string(),
  transmission: z.string(),
  year: z.number(),
  /** 'store': available in the agency. */
  status: z.string(),
});

/** The inventory model of a catalogue product and the store of an agency, or null where there is none. */
export const inventoryKeys = z.object({ model: z.number().nullable(), store: z.number().nullable(), modelCode: z.string().nullable(), storeKey: z.string().nullable() });

export const inventoryResponses = {
  stores: { 200: dataOf(z.array(inventoryStore)) },
  models: { 200: dataOf(z.array(inventoryModel)) },
  vins: { 200: dataOf(z.array(inventoryVin)) },
  keys: { 200: dataOf(inventoryKeys) },
};

export type InventoryStore = Wire<typeof inventoryStore>;
export type InventoryModel = Wire<typeof inventoryModel>;
export type InventoryVin = Wire<typeof inventoryVin>;
export type InventoryKeys = Wire<typeof inventoryKeys>;
