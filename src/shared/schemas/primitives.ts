import { z } from 'zod';
import { MSG } from '../messages';

/**
 * The building blocks every request schema is made of, so malformed input is refused (400) before
 * any service or SQL sees it: ids fit PostgreSQL's integer, texts have a length cap and no NUL,
 * dates are real and storable, money fits its column. New routes use these, never bare z.coerce.
 */
export const INT4_MAX = 2_147_483_647;
export const TEXT_MAX = { short: 120, name: 200, email: 254, phone: 20, medium: 1000, long: 5000, url: 2048 } as const;

const DIGITS = /^[0-9]{1,10}$/;

/** A record id: a plain positive integer in PostgreSQL's int4 range; strings must be only digits ('0x1F', '+1', '1e3' are refused). */
export const dbId = z.preprocess(
  (v) => (typeof v === 'string' ? (DIGITS.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
  z.number().int().positive().max(INT4_MAX),
);
/** A required id whose refusal carries the form's own message ('Seleccione un lead'). */
export const dbIdWith = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const parsed = dbId.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed.data;
  });
export const optDbId = z.preprocess((v) => (v === '' || v === null ? undefined : v), dbId.optional());

/** A user filter of the lists: -1 or 0 (everyone) or a user id, within int4. */
export const userFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? (/^-?[0-9]{1,10}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
  z.number().int().min(-1).max(INT4_MAX).optional(),
);

/** A non-negative integer (quantities, years, terms) within int4. */
export const int4 = z.preprocess(
  (v) => (typeof v === 'string' ? (/^-?[0-9]{1,10}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
  z.number().int().min(0).max(INT4_MAX),
);

const NUL = String.fromCharCode(0);
/** A text of at most `max` characters, trimmed, without NUL (PostgreSQL cannot store it). */
export const text = (max: number = TEXT_MAX.medium) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes(NUL))
    .transform((s) => s.trim());
export const optText = (max: number = TEXT_MAX.medium) => text(max).nullish();

/** A calendar date or timestamp PostgreSQL can store (years 1900–9999), refusing impossible days like 2024-13-45. */
export function isStorableDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return false;
  return true;
}
export const dateText = z.string().max(40).refine(isStorableDate);
export const optDateText = z.preprocess((v) => (v === '' || v === null ? undefined : v), dateText.optional());
/** An optional calendar day ('YYYY-MM-DD', a PostgreSQL `date`) typed in a form: empty is none, anything else must be a real day ('La fecha no es válida'). */
export const optDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ error: MSG.invalidDate })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.invalidDate })
    .refine(isStorableDate, { error: MSG.invalidDate })
    .optional(),
);
/** A text with no NUL and at most `max` characters, untrimmed and optional: free search boxes and enum-like filters. */
export const optSearch = (max: number = TEXT_MAX.short) => z.preprocess((v) => (v === null ? undefined : v), text(max).optional());

/** A date (ISO text, or a Date) PostgreSQL can store, as a Date: what `z.coerce.date()` was, minus year 0 and 2024-13-45. */
export const storableDate = z.preprocess((v) => (v instanceof Date ? (Number.isNaN(v.getTime()) ? 'invalid' : v.toISOString()) : v), dateText).transform((s) => new Date(s));

/** A number typed in a form (quantity, plazo, enganche): digits-only strings or numbers, finite and within int4. */
export const formNumber = z.preprocess(
  (v) => (typeof v === 'string' ? (/^-?\d{1,12}(\.\d{1,2})?$/.test(v.trim()) ? Number(v.trim()) : v.trim() === '' ? undefined : Number.NaN) : v),
  z.number().finite().min(-INT4_MAX).max(INT4_MAX).optional(),
);

/** Money as integer centavos, up to 10^13 centavos (a hundred billion pesos), never a float. */
export const MONEY_MAX_CENTAVOS = 10_000_000_000_000;
export const centavos = z.number().int().min(0).max(MONEY_MAX_CENTAVOS);
/**
 * An optional whole amount of 0 or more (integer centavos for money, else a count), typed in a form or a
 * filter: empty is none; anything else refused with `refusal` ('El presupuesto debe ser una cantidad de 0 o más').
 */
export const optAmount = (refusal: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.number({ error: refusal }).int({ error: refusal }).min(0, { error: refusal }).max(MONEY_MAX_CENTAVOS, { error: refusal }).optional(),
  );
/** An optional whole percentage, 0 to 100, typed in a form: empty is none ('El porcentaje debe ser un número entero de 0 a 100'). */
export const optPercent = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.number({ error: MSG.invalidPercent }).int({ error: MSG.invalidPercent }).min(0, { error: MSG.invalidPercent }).max(100, { error: MSG.invalidPercent }).optional(),
);
/** Pesos with at most two decimals, as typed in a form (string or number), within the column's range. */
export const pesos = z.preprocess(
  (v) => (typeof v === 'string' ? (/^\d{1,11}(\.\d{1,2})?$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
  z.number().min(0).max(MONEY_MAX_CENTAVOS / 100).refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6))),
);

/** `sortBy` keys: each a direction-prefixed ('-' descending) name from the route's own list. */
export function sortKeys<const K extends string>(keys: readonly K[]) {
  const allowed = new Set<string>(keys);
  return z
    .union([z.string().max(200), z.array(z.string().max(60)).max(10)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((s) => allowed.has(s.replace(/^[-+]/, ''))))
    .transform((list) => list.map((s) => ({ key: s.replace(/^[-+]/, '') as K, desc: s.startsWith('-') })));
}

/**
 * A reference to a file the server stored and issued (`/agency/file/<id>`), never a path the client
 * makes up: only that exact shape with an int4 id passes ('../', queries and other prefixes do not).
 * The service still checks the id is a file of the same record.
 */
export const STORED_FILE_REF = /^\/agency\/file\/([1-9][0-9]{0,9})$/;
export const storedFileRef = z.string().max(32).regex(STORED_FILE_REF);
/** The file id of a stored-file reference, or undefined when it is not one. */
export function storedFileId(ref: string): number | undefined {
  const m = STORED_FILE_REF.exec(ref);
  const id = m ? Number(m[1]) : Number.NaN;
  return Number.isInteger(id) && id > 0 && id <= INT4_MAX ? id : undefined;
}
