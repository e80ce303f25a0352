import { z } from 'zod';
import { dbId, formNumber, optDbId, storableDate, text, TEXT_MAX } from './primitives';
import { MSG } from '../messages';
import { isValidPhone } from '../domain/phone';
import { EMAIL_PATTERN as EMAIL } from '../domain/emailPattern';
import { AGES, BANKS, BUY_TYPES, FREEZE_REASONS, GENDERS, INSURERS, MARITAL_STATUSES, PAYMENT_METHODS, SALE_CONDITIONS, SECTORS } from '../domain/enums';
import { APPOINTMENT_STATUSES } from '../domain/phases';
import { EVIDENCE_MAX_BYTES } from '../domain/constants';
import { fileDataUrl } from './fileData';

/**
 * Payloads of the lead calls (spec part 1 §7) and the rules that give §5's Spanish messages.
 * The zod shapes are loose on purpose (strings may be empty): the `…Error` functions decide the
 * message, in the order the form shows them, so the client and the API refuse with the same text.
 */
// Texts are capped and NUL-free, ids are int4, dates storable (shared primitives): malformed input is a 400.
const optText = text(TEXT_MAX.medium).nullish();
const optId = optDbId.nullish();

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const newLeadInterestSchema = z.object({
  ProductId: optId,
  ProductColorId: optId,
  quantity: formNumber.nullish(),
});

export const newLeadSchema = z.object({
  firstName: optText,
  lastName: optText,
  leadEmails: z.array(text(TEXT_MAX.email)).max(10).default([]),
  leadPhones: z.array(text(TEXT_MAX.phone)).max(10).default([]),
  LeadOriginId: optId,
  productId: optId,
  colorId: optId,
  AgencyId: optId,
  /** The owner chosen by whoever registers the lead (the floor-visit wizard's adviser). */
  UserId: optId,
  buyType: optText,
  leadInterests: z.array(newLeadInterestSchema).max(10).default([]),
});
export type NewLeadPayload = z.infer<typeof newLeadSchema>;

/** Create lead, steps 1 and 2 (spec §5). The phone is the 10 digits without +52. */
export function newLeadError(d: NewLeadPayload): string | undefined {
  const phones = d.leadPhones.filter((p) => p !== '');
  if (blank(d.firstName) || blank(d.lastName) || blank(d.LeadOriginId) || phones.length === 0) return MSG.requiredFields;
  if (d.leadEmails.some((e) => e !== '' && !isValidEmail(e))) return MSG.invalidEmail;
  if (phones.some((p) => !isValidPhone(p.replace(/^\+52/, '')))) return MSG.invalidPhone;
  const interest = d.leadInterests[0];
  const productId = interest?.ProductId ?? d.productId;
  const colorId = interest?.ProductColorId ?? d.colorId;
  if (blank(productId) || blank(colorId) || !(d.buyType && d.buyType in BUY_TYPES) || !((interest?.quantity ?? 0) > 0)) return MSG.requiredFields;
  return undefined;
}

export const editLeadSchema = z.object({ firstName: optText, lastName: optText, email: optText, phone: optText });
/** Edit lead: all four required; the same e-mail and 10-digit phone rules as create (a decision of ours: features/leads/README.md, Decisions). */
export function editLeadError(d: z.infer<typeof editLeadSchema>): string | undefined {
  if (blank(d.firstName) || blank(d.lastName) || blank(d.email) || blank(d.phone)) return MSG.requiredFields;
  if (!isValidEmail(d.email!)) return MSG.invalidEmail;
  if (!isValidPhone(d.phone!.replace(/^\+52/, ''))) return MSG.invalidPhone;
  return undefined;
}

const oneOf = <T extends string>(values: readonly T[]) => z.enum(values as [T, ...T[]]);
const keysOf = <T extends Record<string, string>>(o: T) => Object.keys(o) as (keyof T & string)[];

/** Sale data panel: every field optional, each from its enumeration. */
export const saleDataSchema = z.object({
  rfc: optText,
  regimenFiscal: optText,
  razonSocial: optText,
  saleCondition: oneOf(keysOf(SALE_CONDITIONS)).nullish(),
  paymentMethod: oneOf(keysOf(PAYMENT_METHODS)).nullish(),
  bank: oneOf(keysOf(BANKS)).nullish(),
  ensurance: oneOf(INSURERS).nullish(),
  exangeCar: z.boolean().nullish(),
});
export const SALE_DATA_KEYS = Object.keys(saleDataSchema.shape) as (keyof z.infer<typeof saleDataSchema>)[];

export const demographicsSchema = z.object({ gender: optText, sector: optText, maritalStatus: optText, age: optText });
export function demographicsError(d: z.infer<typeof demographicsSchema>): string | undefined {
  const ok =
    !!d.gender && d.gender in GENDERS && !!d.sector && d.sector in SECTORS && !!d.maritalStatus && d.maritalStatus in MARITAL_STATUSES && !!d.age && d.age in AGES;
  return ok ? undefined : MSG.completeAllComma;
}

/** Discard: freeze needs one of the 11 reasons; future sale a date later than now. */
export const deactivateSchema = z.object({
  newPhase: z.enum(['congelado', 'futura-venta']),
  comments: optText,
  reactivationDate: storableDate.nullish(),
});
export function deactivateError(d: z.infer<typeof deactivateSchema>, now: Date): string | undefined {
  if (d.newPhase === 'congelado') return d.comments && (FREEZE_REASONS as readonly string[]).includes(d.comments) ? undefined : MSG.selectReason;
  return d.reactivationDate && d.reactivationDate.getTime() > now.getTime() ? undefined : MSG.selectDate;
}

export const newActivitySchema = z.object({
  LeadId: dbId,
  leadActivityType: z.union([text(TEXT_MAX.short), dbId]).nullish(),
  leadActivityChannelType: z.union([text(TEXT_MAX.short), dbId]).nullish(),
  title: optText,
  comments: optText,
  status: z.union([text(10), z.number().int().min(0).max(1), z.boolean()]).nullish(),
  date: storableDate.nullish(),
  ProductId: optId,
  plazo: formNumber.nullish(),
  enganche: formNumber.nullish(),
});
export type NewActivityPayload = z.infer<typeof newActivitySchema>;

export const appointmentSchema = z.object({
  date: storableDate.nullish(),
  comments: optText,
  UserId: optId,
  ProductId: optId,
  LeadId: dbId,
  AgencyId: optId,
  type: optText,
  // A data URL of up to 5 MB (over it: 413 with the size message); the decoder checks its signature.
  evidence: fileDataUrl(EVIDENCE_MAX_BYTES).nullish(),
  realizada_hoy: z.boolean().nullish(),
});

export const appointmentStatusSchema = z.object({ status: z.enum(['CONFIRMED', 'CANCELED'] as const satisfies readonly (typeof APPOINTMENT_STATUSES)[number][]) });

export const leadInterestSchema = z.object({
  date: storableDate.nullish(),
  comments: optText,
  ProductId: optId,
  ProductColorId: optId,
  LeadId: dbId,
  buyType: optText,
  quantity: formNumber.nullish(),
});
/** Edit interest: vehicle, colour, sale type (retail, flotilla) and a whole quantity above zero. */
export function leadInterestError(d: z.infer<typeof leadInterestSchema>): string | undefined {
  const buyType = d.buyType?.toLowerCase();
  const ok = !!d.ProductId && !!d.ProductColorId && (buyType === 'retail' || buyType === 'flotilla') && Number.isInteger(d.quantity) && (d.quantity ?? 0) > 0;
  return ok ? undefined : MSG.requiredFields;
}
