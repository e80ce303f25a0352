import { z } from 'zod';
import { ECOMMERCE_ITEM_FILTERS } from '../lists/ecommerceFilters';
import { listFilterShape } from '../lists/listFilters';
import { publicConsentInput } from './privacy';
import { PHONE_DIGITS } from '../domain/constants';
import { ECOMMERCE_ITEM_COLUMNS } from '../lists/ecommerceColumns';
import { dbId, optText, pesos, sortKeys, text, TEXT_MAX } from './primitives';

export const ACCESSORY_PRICE_MAX = 99_999_999.99;

/** Sort keys of the accessory list: its declaration's (shared/lists/ecommerceColumns.ts). */
export const ACCESSORY_SORT_KEYS = ECOMMERCE_ITEM_COLUMNS.sortKeys;

/** GET /ecommerce: paging, search by name, accessory type, family and model, all applied in SQL. */
export const accessoryListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: optText(100),
  /** The modal's: the accessory type, the family and the model (shared/lists/ecommerceFilters.ts). */
  ...listFilterShape(ECOMMERCE_ITEM_FILTERS),
  sortBy: sortKeys(ACCESSORY_SORT_KEYS).optional(),
});
export type AccessoryListQuery = z.input<typeof accessoryListQuery>;

const required = (max: number) => text(max).pipe(z.string().min(1));

/** The multipart fields of create and edit (spec part 2 §7), once read into plain values. */
export const accessoryFields = z.object({
  name: required(TEXT_MAX.name),
  description: required(TEXT_MAX.long),
  /** The column is numeric(12,2): at most 99,999,999.99 (a wider number would overflow it). */
  price: pesos.pipe(z.number().max(ACCESSORY_PRICE_MAX)),
  modelAccessory: required(TEXT_MAX.name),
  ItemAccesoryTypeId: dbId,
  models: z.array(dbId).min(1).max(100),
});
export type AccessoryFields = z.infer<typeof accessoryFields>;

/** PATCH ecommerce/deactivateItems: a JSON list of ids (or `{ ids }`). */
export const deactivateBody = z
  .union([z.array(dbId).max(500), z.object({ ids: z.array(dbId).max(500) })])
  .transform((v) => (Array.isArray(v) ? v : v.ids));

/** The public 'me interesa' form: who, how to reach them, which agency; `website` is a trap for bots. */
export const interestBody = z
  .object({
    itemId: dbId.meta({ description: 'El accesorio que interesa: un id de GET /api/public/accessories.' }),
    agencyId: dbId.meta({ description: 'La agencia que atenderá: un id de GET /api/public/accessories/agencies.' }),
    name: required(TEXT_MAX.name).meta({ description: 'El nombre de quien se interesa.' }),
    email: z
      .preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(TEXT_MAX.email).email().optional())
      .meta({ description: 'Su correo (opcional).' }),
    phone: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.replace(/[\s()-]/g, '') : v),
        z.union([z.literal(''), z.string().regex(new RegExp(`^(\\+?52)?\\d{${PHONE_DIGITS}}$`))]).optional(),
      )
      .meta({ description: 'Su teléfono de 10 dígitos, con o sin +52 (opcional).' }),
    message: optText(TEXT_MAX.medium).meta({ description: 'Un mensaje para el asesor (opcional).' }),
    website: z.string().max(200).optional().meta({ description: 'Trampa para robots: las personas la dejan vacía.' }),
    privacy: publicConsentInput
      .optional()
      .meta({ description: 'El aviso de privacidad que el formulario mostró (su versión, de GET /api/public/privacy-notice/{agencyId}) y las finalidades voluntarias que la persona marcó.' }),
  })
  .strict();
export type InterestBody = z.input<typeof interestBody>;
