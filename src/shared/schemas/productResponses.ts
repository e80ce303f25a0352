import { z } from 'zod';
import { dataOf, fileAnswer, messageAnswer, pagedOf, wireDateTime, type Wire } from './wire';

/** The answers of the product catalogue (`/api/product…`, spec part 2 §7 Product catalogue, part 1 §7 product list). */

export const productColor = z.object({ id: z.number(), name: z.string(), slug: z.string(), hex: z.string().nullable() });
export const productCollection = z.object({ id: z.number(), name: z.string() });
const storedFile = z.object({ id: z.number(), mime: z.string(), size: z.number() });

/** An active product with its colours, as GET /product/?flag= answers it for the lead forms, floor visits and quotations. */
export const productRow = z.object({
  id: z.number(),
  name: z.string(),
  model: z.string(),
  version: z.string(),
  transmission: z.string(),
  year: z.number(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  /** 0 offered for floor visits, 2 when creating leads, 1 both. */
  flag: z.number(),
  active: z.boolean(),
  createdAt: wireDateTime,
  collectionId: z.number().nullable(),
  showRoom360Url: z.string().nullable(),
  imageFileId: z.number().nullable(),
  onePagerFileId: z.number().nullable(),
  dataSheetFileId: z.number().nullable(),
  ProductColors: z.array(productColor),
});

/** A catalogue product as GET /product/{id} answers it. */
export const productDetail = z.object({
  id: z.number(),
  name: z.string(),
  model: z.string(),
  year: z.number(),
  version: z.string(),
  transmission: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  flag: z.number(),
  active: z.boolean(),
  createdAt: wireDateTime,
  showRoom360Url: z.string().nullable(),
  ProductCollectionId: z.number().nullable(),
  ProductCollection: productCollection.nullable(),
  ProductColors: z.array(productColor),
  productVersions: z.array(z.object({ id: z.number(), name: z.string(), transmission: z.string().nullable(), price: z.string() })),
  /** The stored files (PRODUCT_FILE_KINDS), null where there is none. */
  files: z.object({ image: storedFile.nullable(), onePager: storedFile.nullable(), dataSheet: storedFile.nullable() }),
});

/** A row of the catalogue list (GET /product/?page=). */
export const productListRow = z.object({
  id: z.number(),
  name: z.string(),
  year: z.number(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  createdAt: wireDateTime,
  collection: z.string().nullable(),
  versions: z.number(),
  colors: z.number(),
});

const savedProduct = dataOf(productDetail).extend(messageAnswer.shape);

export const productResponses = {
  /** With `page`, the paged catalogue; without, the active products with their colours. */
  list: { 200: z.union([pagedOf(productListRow), dataOf(z.array(productRow))]) },
  create: { 201: savedProduct },
  catalogs: { 200: dataOf(z.object({ collections: z.array(productCollection) })) },
  detail: { 200: dataOf(productDetail) },
  update: { 200: savedProduct },
  status: { 200: savedProduct },
  remove: { 200: dataOf(z.string()) },
  file: { 200: fileAnswer },
};

export type ProductRow = Wire<typeof productRow>;
export type ProductDetail = Wire<typeof productDetail>;
export type ProductListRow = Wire<typeof productListRow>;
export type ProductCollection = Wire<typeof productCollection>;
