import { z } from 'zod';
import { dbId, formNumber, optDay, optDbId, storableDate, text, TEXT_MAX } from './primitives';
import { requiredCount, requiredId, requiredText } from './required';
import { MSG } from '../messages';
import { isValidPhone } from '../domain/phone';
import { EMAIL_PATTERN as EMAIL } from '../domain/emailPattern';
import { AGES, BANKS, BUY_TYPES, FREEZE_REASONS, GENDERS, INSURERS, MARITAL_STATUSES, PAYMENT_METHODS, SALE_CONDITIONS, SECTORS } from '../domain/enums';
import { APPOINTMENT_STATUSES } from '../domain/phases';
import { EVIDENCE_MAX_BYTES } from '../domain/constants';
import { fileDataUrl } from './fileData';
import { appointmentDateSchema } from './appointmentDateSchema';
import { appointmentKind } from '../domain/appointmentRules';

/**
 * Payloads of the lead calls (spec part 1 §7), strict: a required field is required in the schema and
 * refused with §5's Spanish message, cross-field rules are refinements, so the route, the form and the
 * published OpenAPI document agree. Where a form shows its messages in an order (the required fields,
 * then the e-mail, then the phone), field checks carry only the first group and the later ones are
 * object refinements, which zod reports after every field's issue; the route answers the first.
 */
// Texts are capped and NUL-free, ids are int4, dates storable (shared primitives): malformed input is a 400.
const optText = text(TEXT_MAX.medium).nullish();
const optId = optDbId.nullish();
const R = MSG.requiredFields;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A phone as the forms send it: the 10 digits, with or without +52. */
const isValidLocalPhone = (value: string) => isValidPhone(value.replace(/^\+52/, ''));

export const newLeadInterestSchema = z.object({
  ProductId: optId,
  ProductColorId: optId,
  quantity: formNumber.nullish(),
});

/**
 * The retail lead's own details (README, 'Add a field'): typed in 'Crear lead' and 'Editar lead' and
 * read by the import, each key named as its column, so a field added here is validated on create, edit
 * and import and stored by that name (leads' create, PATCH /lead/{id} and the intake write it).
 */
export const leadDetailsInput = z.object({
  /** 'Fecha estimada de compra' ('YYYY-MM-DD'). */
  expectedPurchaseDate: optDay,
});
type DetailShape = typeof leadDetailsInput.shape;
export type LeadDetails = { [K in keyof DetailShape]-?: Exclude<z.output<DetailShape[K]>, undefined> | null };
export const LEAD_DETAIL_KEYS = Object.keys(leadDetailsInput.shape) as (keyof DetailShape)[];

/** Every detail of `values`, an empty one as null: what create stores. */
export function leadDetailsOf(values: Partial<Record<keyof DetailShape, unknown>>): LeadDetails {
  return Object.fromEntries(LEAD_DETAIL_KEYS.map((k) => [k, values[k] ?? null])) as LeadDetails;
}

type BuyType = keyof typeof BUY_TYPES;
const isBuyType = (v: string): v is BuyType => Object.prototype.hasOwnProperty.call(BUY_TYPES, v);

/**
 * Create lead, steps 1 and 2 (spec §5): names, origin and a phone first; then the e-mails; then each
 * phone's 10 digits (without +52); then the vehicle (the first interest's, else productId/colorId),
 * its colour, the purchase type and a quantity above zero. The answer carries them resolved.
 */
export const newLeadSchema = z
  .object({
    firstName: requiredText(R, TEXT_MAX.medium),
    lastName: requiredText(R, TEXT_MAX.medium),
    LeadOriginId: requiredId(R),
    // At least one phone; blank entries are ignored.
    leadPhones: z
      .array(text(TEXT_MAX.phone), { error: R })
      .max(10)
      .refine((phones) => phones.some((p) => p !== ''), { error: R }),
    leadEmails: z
      .array(text(TEXT_MAX.email).refine((e) => e === '' || isValidEmail(e), { error: MSG.invalidEmail }))
      .max(10)
      .default([]),
    productId: optId,
    colorId: optId,
    AgencyId: optId,
    /** The owner chosen by whoever registers the lead (the floor-visit wizard's adviser). */
    UserId: optId,
    /** retail, flotilla or seminuevo; checked with the vehicle, after the phones. */
    buyType: z.string({ error: R }).max(TEXT_MAX.short),
    /** The first one is the lead's interest: its vehicle, colour and quantity (above zero). */
    leadInterests: z.array(newLeadInterestSchema, { error: R }).max(10),
    ...leadDetailsInput.shape,
  })
  .superRefine((d, ctx) => {
    if (d.leadPhones.some((p) => p !== '' && !isValidLocalPhone(p))) ctx.addIssue({ code: 'custom', path: ['leadPhones'], message: MSG.invalidPhone });
  })
  .transform((d, ctx) => {
    const interest = d.leadInterests[0];
    const productId = interest?.ProductId ?? d.productId;
    const colorId = interest?.ProductColorId ?? d.colorId;
    const quantity = interest?.quantity ?? 0;
    const buyType = d.buyType.trim().toLowerCase();
    if (!productId || !colorId || !isBuyType(buyType) || !(quantity > 0)) {
      ctx.addIssue({ code: 'custom', path: ['leadInterests'], message: R });
      return z.NEVER;
    }
    return {
      firstName: d.firstName,
      lastName: d.lastName,
      LeadOriginId: d.LeadOriginId,
      emails: d.leadEmails.filter((e) => e !== ''),
      phones: d.leadPhones.filter((p) => p !== ''),
      AgencyId: d.AgencyId ?? null,
      UserId: d.UserId ?? null,
      buyType,
      productId,
      colorId,
      quantity,
      details: leadDetailsOf(d),
    };
  });
export type NewLeadPayload = z.infer<typeof newLeadSchema>;

/**
 * Edit lead: all four required; the same e-mail and 10-digit phone rules as create (a decision of
 * ours: features/leads/README.md, Decisions). The form (leadForms) uses this schema.
 */
export const editLeadSchema = z
  .object({
    firstName: requiredText(R, TEXT_MAX.medium),
    lastName: requiredText(R, TEXT_MAX.medium),
    email: requiredText(R, TEXT_MAX.medium),
    phone: requiredText(R, TEXT_MAX.medium),
    ...leadDetailsInput.shape,
  })
  .superRefine((d, ctx) => {
    if (!isValidEmail(d.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.invalidEmail });
    else if (!isValidLocalPhone(d.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.invalidPhone });
  });

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

const keyOf = <T extends Record<string, string>>(o: T, message: string) => z.enum(keysOf(o) as [keyof T & string, ...(keyof T & string)[]], { error: message });
/** Demographics panel: the four, each from its enumeration ('Por favor completa todos los campos'). */
export const demographicsSchema = z.object({
  age: keyOf(AGES, MSG.completeAllComma),
  gender: keyOf(GENDERS, MSG.completeAllComma),
  maritalStatus: keyOf(MARITAL_STATUSES, MSG.completeAllComma),
  sector: keyOf(SECTORS, MSG.completeAllComma),
});

/**
 * Discard: freeze needs one of the 11 reasons; future sale a date later than now (`clock()` at the
 * time of the check: the route's schema asks it per request, a test passes its own).
 */
export function deactivateSchema(clock: () => Date = () => new Date()) {
  return z.discriminatedUnion('newPhase', [
    z.object({
      newPhase: z.literal('congelado'),
      comments: z.enum(FREEZE_REASONS, { error: MSG.selectReason }),
      reactivationDate: storableDate.nullish(),
    }),
    z.object({
      newPhase: z.literal('futura-venta'),
      comments: optText,
      reactivationDate: z
        .union([z.string(), z.date()], { error: MSG.selectDate })
        .transform((v, ctx) => {
          const date = storableDate.safeParse(v);
          if (date.success) return date.data;
          ctx.addIssue({ code: 'custom', message: MSG.invalidData });
          return z.NEVER;
        })
        .refine((d) => d.getTime() > clock().getTime(), { error: MSG.selectDate }),
    }),
  ]);
}
export type DeactivatePayload = z.infer<ReturnType<typeof deactivateSchema>>;

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

/**
 * POST /lead/TestDriveAppointment (spec §5 'New appointment'): a type and a date ('Por favor completa
 * todos los campos'); then a test drive's vehicle, the date rule at `clock()` (asked per request), and a
 * 'Sin cita' test drive's evidence.
 */
export function appointmentSchema(clock: () => Date = () => new Date()) {
  return z
    .object({
      date: z.union([z.string(), z.date()], { error: MSG.completeAll }).transform((v, ctx) => {
        const date = storableDate.safeParse(v);
        if (date.success) return date.data;
        ctx.addIssue({ code: 'custom', message: MSG.invalidData });
        return z.NEVER;
      }),
      comments: optText,
      UserId: optId,
      ProductId: optId,
      LeadId: dbId,
      AgencyId: optId,
      type: requiredText(MSG.completeAll, TEXT_MAX.medium),
      // A data URL of up to 5 MB (over it: 413 with the size message); the decoder checks its signature.
      evidence: fileDataUrl(EVIDENCE_MAX_BYTES).nullish(),
      realizada_hoy: z.boolean().nullish(),
    })
    .superRefine((d, ctx) => {
      const testDrive = appointmentKind(d.type) === 'TESTDRIVE';
      const sinCita = d.realizada_hoy === true;
      if (testDrive && !d.ProductId) return void ctx.addIssue({ code: 'custom', path: ['ProductId'], message: MSG.selectVehicle });
      const dateProblem = appointmentDateSchema(clock(), sinCita).safeParse(d.date).error?.issues[0]?.message;
      if (dateProblem) return void ctx.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
      if (sinCita && testDrive && !d.evidence) ctx.addIssue({ code: 'custom', path: ['evidence'], message: MSG.evidenceRequired });
    });
}
export type AppointmentPayload = z.infer<ReturnType<typeof appointmentSchema>>;

export const appointmentStatusSchema = z.object({ status: z.enum(['CONFIRMED', 'CANCELED'] as const satisfies readonly (typeof APPOINTMENT_STATUSES)[number][]) });

/** Edit interest: vehicle, colour, sale type (retail, flotilla, any case) and a whole quantity above zero. The form (leadForms) uses it too. */
export const LEAD_BUY_TYPES = ['retail', 'flotilla'] as const;
export const leadInterestSchema = z.object({
  date: storableDate.nullish(),
  comments: optText,
  LeadId: dbId,
  ProductId: requiredId(R),
  ProductColorId: requiredId(R),
  buyType: requiredText(R, TEXT_MAX.short)
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(LEAD_BUY_TYPES, { error: R })),
  quantity: requiredCount(R),
});
