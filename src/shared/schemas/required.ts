import { z } from 'zod';
import { INT4_MAX, TEXT_MAX } from './primitives';

/**
 * Required fields of the request schemas, each refused with the form's own Spanish message when it is
 * missing or blank ('Por favor, completa todos los campos obligatorios'), so the published OpenAPI
 * document lists them as required and the route's handler gets them typed as present. A value that
 * is there but malformed (too long, NUL, not a number) keeps the generic refusal ('Datos inválidos').
 */
const NUL = String.fromCharCode(0);
const whenMissing = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? message : undefined);

/** A text that must be there and not blank: trimmed, at most `max` characters, without NUL. */
export const requiredText = (message: string, max: number = TEXT_MAX.medium) =>
  z
    .string({ error: whenMissing(message) })
    .max(max)
    .refine((s) => !s.includes(NUL))
    .transform((s) => s.trim())
    .refine((s) => s !== '', { error: message });

const DIGITS = /^[0-9]{1,10}$/;
/** A record id chosen in a select: a positive int4 (digit strings accepted); empty or absent is `message`. */
export const requiredId = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : DIGITS.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
    z.number({ error: whenMissing(message) }).int().positive().max(INT4_MAX),
  );

/** A whole number above zero typed in a form (quantity): digit strings accepted; absent, zero, negative or fractional is `message`. */
export const requiredCount = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (/^-?\d{1,12}(\.\d{1,2})?$/.test(v.trim()) ? Number(v.trim()) : v.trim() === '' ? undefined : Number.NaN) : v),
    z
      .number({ error: whenMissing(message) })
      .finite()
      .min(-INT4_MAX)
      .max(INT4_MAX)
      .refine((n) => Number.isInteger(n) && n > 0, { error: message }),
  );
