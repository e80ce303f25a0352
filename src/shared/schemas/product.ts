import { z } from 'zod';
import { PRODUCT_MSG } from '../domain/productMessages';
import { TEXT_MAX, optDbId, text } from './primitives';
import { fileDataUrl } from './fileData';

/** Model years the catalogue accepts. */
export const MODEL_YEAR_MIN = 1990;
export const MODEL_YEAR_MAX = 2100;
export const PRODUCT_VERSIONS_MAX = 20;
export const PRODUCT_COLORS_MAX = 20;
/** Each file travels as a base64 data URL; the API judges type and size (5 MB) by content. */
export const PRODUCT_FILE_MAX_BYTES = 5 * 1024 * 1024;

const required = (max: number) => text(max).pipe(z.string().min(1, PRODUCT_MSG.required));

/** Money typed in a form: pesos with at most two decimals, kept as the exact decimal text (never a float sum). */
export const pesosText = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.replace(/[\s,$]/g, '') : v),
  z.string({ error: PRODUCT_MSG.priceNumeric }).regex(/^\d{1,11}(\.\d{1,2})?$/, PRODUCT_MSG.priceNumeric),
);

/** The model year: a number (spec part 2 §5 'Product model … numeric'). */
export const modelYear = z.preprocess(
  (v) => (typeof v === 'string' ? (/^\s*\d{4}\s*$/.test(v) ? Number(v) : Number.NaN) : v),
  z.number({ error: PRODUCT_MSG.modelNumeric }).int(PRODUCT_MSG.modelNumeric).min(MODEL_YEAR_MIN, PRODUCT_MSG.modelNumeric).max(MODEL_YEAR_MAX, PRODUCT_MSG.modelNumeric),
);

export const productVersionInput = z.object({
  name: required(TEXT_MAX.short),
  transmission: text(60).nullish(),
  price: pesosText,
});

export const productColorInput = z.object({
  name: required(60),
  hex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullish(),
});

const httpUrl = z
  .string({ error: PRODUCT_MSG.showroomUrl })
  .trim()
  .max(TEXT_MAX.url, PRODUCT_MSG.showroomUrl)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname;
    } catch {
      return false;
    }
  }, PRODUCT_MSG.showroomUrl);

/** Over 5 MB once decoded: 413 with the size message, whatever its encoding. */
const dataUrl = fileDataUrl(PRODUCT_FILE_MAX_BYTES);

/**
 * A catalogue product as POST /product/ and PUT /product/{id} take it (spec part 2 §2, §3, §5):
 * name, model (the model year, numeric), at least one version with its price and the showroom 360
 * URL are required; price (from) is numeric and defaults to the first version's; colours,
 * collection and the three files are optional. Files are base64 data URLs; on edit, a file left out
 * keeps the stored one and `remove` lists the ones to drop.
 */
export const productInput = z.object({
  name: required(TEXT_MAX.name),
  model: modelYear,
  versions: z
    .array(productVersionInput, { error: PRODUCT_MSG.versionRequired })
    .min(1, PRODUCT_MSG.versionRequired)
    .max(PRODUCT_VERSIONS_MAX),
  price: z.preprocess((v) => (v === '' || v === null ? undefined : v), pesosText.optional()),
  colors: z.array(productColorInput).max(PRODUCT_COLORS_MAX).default([]),
  ProductCollectionId: optDbId,
  showRoom360Url: httpUrl,
  /** 0 offered for floor visits, 2 when creating leads, 1 both (spec part 1 §7 'flag'). */
  flag: z.coerce.number().int().min(0).max(2).default(1),
  imageBase64: dataUrl.nullish(),
  onePagerBase64: dataUrl.nullish(),
  dataSheetBase64: dataUrl.nullish(),
  remove: z.array(z.enum(['image', 'onePager', 'dataSheet'])).max(3).default([]),
});
export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;

export const productStatusInput = z.object({ active: z.boolean() });

/** GET /product/'s `status` (the catalogue's tabs): every product, the active or the inactive ones. */
export const productListStatus = z.enum(['active', 'inactive', 'all']);

export const PRODUCT_FILE_KINDS = ['image', 'onePager', 'dataSheet'] as const;
export type ProductFileKind = (typeof PRODUCT_FILE_KINDS)[number];

/** The answers' types: one declaration, the contract's (productResponses.ts). */
export type { ProductDetail, ProductListRow } from './productResponses';
