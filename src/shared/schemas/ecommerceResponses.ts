import { z } from 'zod';
import { dataOf, messageAnswer, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the online shop's calls (spec part 2 §7, issue 41's contract): the admin's
 * `/ecommerce-api/…`, the accessory leads `/api/lead-accesorios/…` and the public catalogue
 * `/api/public/accessories/…` (publicResponses.ts picks the shop's fields of the same item).
 */

export const accessoryImage = z.object({
  id: z.number().meta({ description: 'El id de la imagen.' }),
  url: z.string().meta({ description: 'Dónde se sirve la imagen: /api/public/accessories/images/{id} (absoluta), o un data URL de las de ejemplo.' }),
});

/** A catalogue model an accessory fits (or a family holds). */
export const accessoryModel = z.object({
  id: z.number().meta({ description: 'El id del producto (modelo) del catálogo.' }),
  name: z.string(),
  model: z.string(),
  version: z.string(),
  transmission: z.string(),
});

export const accessoryType = z.object({ id: z.number(), name: z.string() });

/** An accessory as GET /ecommerce and GET /ecommerce/{id} answer it (spec part 2 §3). */
export const accessoryItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.string().meta({ description: 'Precio en MXN con dos decimales, como texto (nunca un flotante).' }),
  modelAccessory: z.string().nullable().meta({ description: 'La clave o modelo del accesorio.' }),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
  ItemAccesoryType: accessoryType.nullable().meta({ description: 'El tipo de accesorio, si tiene.' }),
  Products: z.array(accessoryModel).meta({ description: 'Los modelos de vehículo en que se instala.' }),
  ProductFamilies: z.array(z.object({ id: z.number(), name: z.string() })),
  images: z.array(accessoryImage).meta({ description: 'Fotos del accesorio.' }),
  productImages: z.array(accessoryImage).meta({ description: 'Fotos del accesorio instalado en el vehículo.' }),
});

export const productFamily = z.object({ id: z.number(), name: z.string(), Products: z.array(accessoryModel) });

export const accessoryCatalogs = z.object({
  accesoryTypes: z.array(accessoryType),
  productFamilies: z.array(productFamily),
});

/** An accessory lead's row; its Item is the e-commerce accessory, with its pictures' URLs (product pictures first). */
export const accessoryLeadRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  origin: z.string().nullable(),
  stage: z.string(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
  Item: z
    .object({ id: z.number(), name: z.string(), modelAccessory: z.string().nullable(), active: z.boolean(), ProductImageUrls: z.array(z.string()) })
    .nullable(),
});

export const accessoryLeadPage = pagedOf(accessoryLeadRow).extend({
  /** The All tab's count and one per stage, under the same search. */
  totals: z.object({ all: z.number(), stages: z.array(z.object({ stage: z.string(), total: z.number() })) }),
});

const itemWithImages = dataOf(accessoryItem).extend({ images: z.array(accessoryImage), productImages: z.array(accessoryImage) });
const savedItem = dataOf(accessoryItem).extend(messageAnswer.shape);

export const ecommerceResponses = {
  list: { 200: pagedOf(accessoryItem) },
  deactivate: { 200: z.object({ data: z.number().meta({ description: 'Cuántos accesorios se desactivaron.' }), message: z.string() }) },
  catalogs: { 200: dataOf(accessoryCatalogs) },
  detail: { 200: itemWithImages },
  create: { 201: savedItem },
  update: { 200: savedItem },
  types: { 200: dataOf(z.array(accessoryType)) },
  families: { 200: dataOf(z.array(productFamily)) },
};

export const accessoryLeadResponses = {
  list: { 200: accessoryLeadPage },
  detail: { 200: dataOf(accessoryLeadRow) },
};

export type AccessoryImage = Wire<typeof accessoryImage>;
export type AccessoryModel = Wire<typeof accessoryModel>;
export type AccessoryItem = Wire<typeof accessoryItem>;
export type ProductFamily = Wire<typeof productFamily>;
export type AccessoryCatalogs = Wire<typeof accessoryCatalogs>;
export type AccessoryLead = Wire<typeof accessoryLeadRow>;
export type AccessoryLeadPage = Wire<typeof accessoryLeadPage>;
