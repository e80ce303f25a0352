import { z } from 'zod';
import { MSG } from '../messages';
import { FLEET_MSG } from '../domain/fleetMessages';
import { EMAIL_PATTERN as EMAIL } from '../domain/emailPattern';
import { int4, optDateText, optDbId, optText, TEXT_MAX } from './primitives';

/**
 * Field builders of the fleet payloads: a missing required field fails with the §5 message the
 * screen shows ('Todos los campos son requeridos' unless told), malformed input with the generic one.
 */
export const reqText = (max: number, message: string = FLEET_MSG.allFieldsRequired) =>
  optText(max).refine((v): v is string => typeof v === 'string' && v.length > 0, { error: message }).transform((v) => v as string);

export const reqId = (message: string = FLEET_MSG.allFieldsRequired) =>
  optDbId.refine((v) => v !== undefined, { error: message }).transform((v) => v as number);

/** A positive whole quantity; missing or 0 fails with `message`. */
export const reqQuantity = (message: string = FLEET_MSG.allFieldsRequired) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), int4.optional())
    .refine((v) => v !== undefined && v > 0, { error: message })
    .transform((v) => v as number);

export const reqEmail = (message: string = FLEET_MSG.allFieldsRequired) =>
  reqText(TEXT_MAX.email, message).refine((v) => EMAIL.test(v), { error: MSG.emailFormat }).transform((v) => v.toLowerCase());

/** Phones are kept as the 10 digits typed (spaces, dashes and a +52 prefix are dropped). */
export const reqPhone = (message: string = FLEET_MSG.allFieldsRequired) =>
  reqText(TEXT_MAX.phone + 10, message)
    .transform((v) => {
      const digits = v.replace(/\D/g, '');
      return digits.length === 12 && digits.startsWith('52') ? digits.slice(2) : digits;
    })
    .refine((v) => /^\d{10}$/.test(v), { error: MSG.phoneTenDigits });

/** A contact person: name, phone, e-mail, all required. */
export const contactPersonInput = (message: string = FLEET_MSG.allFieldsRequired) =>
  z.object({
    /** An existing contact picked from the autocomplete; its data is updated with what was typed. */
    id: optDbId,
    name: reqText(TEXT_MAX.name, message),
    phone: reqPhone(message),
    email: reqEmail(message),
  });

export const optDate = optDateText;
/** A list of ids sent as repeated values, a comma list or a JSON array inside `filters`. */
export const idList = z
  .union([z.array(z.union([z.number(), z.string().max(12)])).max(100), z.string().max(600), z.number()])
  .transform((v) => (Array.isArray(v) ? v : typeof v === 'number' ? [v] : v.split(',')).map((x) => String(x).trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[0-9]{1,10}$/).transform(Number)).max(100));
