import { z } from 'zod';
import { appointmentDateSchema } from './appointmentDateSchema';
import { EVIDENCE_MAX_BYTES, EVIDENCE_TYPES, PHONE_DIGITS } from '../domain/constants';
import { downPaymentLimit } from '../domain/downPayment';
import { downPaymentSchema } from './downPaymentSchema';
import { BANKS, FREEZE_REASONS, INSURERS, PAYMENT_METHODS, SALE_CONDITIONS } from '../domain/enums';
import { APPOINTMENT_TYPES } from '../domain/phases';
import { MSG } from '../messages';
import { demographicsSchema, editLeadSchema, isValidEmail, LEAD_BUY_TYPES, leadDetailsInput, leadInterestSchema } from './leadPayloads';
import { dataUrlByteLength } from './fileData';

/**
 * The lead-detail and create-lead forms (spec part 1 §5). Each schema carries the spec's Spanish
 * message, so a form shows exactly what the API answers for the same input. Schemas that depend on
 * the current time take `now` (epoch ms) so they stay pure and testable.
 */

const PHONE_RE = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const keys = <T extends Record<string, unknown>>(o: T): [keyof T & string, ...(keyof T & string)[]] =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A required text: present and not blank. */
const text = (message: string) => z.string({ error: message }).trim().min(1, message);
/** A required id chosen in a select. */
const id = (message: string) => z.number({ error: message }).int(message).positive(message);
/** A required whole number above zero typed in an input ("digits only, non-zero"). */
const count = (message: string) =>
  z.coerce.number({ error: message }).refine((n) => Number.isInteger(n) && n > 0, { message });
// The API's e-mail rule (leadPayloads.isValidEmail), so both refuse the same addresses.
const email = (message: string) => z.string().trim().refine(isValidEmail, { message });
const optionalEmail = (message: string) => z.union([z.literal(''), email(message)]).optional().nullable();

export { downPaymentLimit };

// ---------- create lead (2 steps) ----------

// Messages in the spec's order: the required fields, then the e-mail, then the phone's 10 digits.
export const createLeadStep1Schema = z
  .object({
    firstName: text(MSG.requiredFields),
    lastName: text(MSG.requiredFields),
    LeadOriginId: id(MSG.requiredFields),
    phone: text(MSG.requiredFields),
    email: optionalEmail(MSG.invalidEmail),
  })
  .superRefine((v, ctx) => {
    if (!PHONE_RE.test(v.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.invalidPhone });
  });
export type CreateLeadStep1 = z.infer<typeof createLeadStep1Schema>;

export { LEAD_BUY_TYPES };
export const createLeadStep2Schema = z.object({
  ProductId: id(MSG.requiredFields),
  ProductColorId: id(MSG.requiredFields),
  buyType: z.enum(LEAD_BUY_TYPES, { error: MSG.requiredFields }),
  quantity: count(MSG.requiredFields),
  // The lead's own details (README, 'Add a field'): typed in this step, checked as the call checks them.
  ...leadDetailsInput.shape,
});
export type CreateLeadStep2 = z.infer<typeof createLeadStep2Schema>;

// ---------- activities and appointments ----------

export const newActivitySchema = z.object({
  leadActivityChannelType: text(MSG.completeAll),
  leadActivityType: text(MSG.completeAll),
  status: z.enum(['0', '1'], { error: MSG.completeAll }),
  comments: z.string().optional().nullable(),
});
export type NewActivity = z.infer<typeof newActivitySchema>;

const DATA_URL_RE = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/;

/** Evidence arrives as a data URL: at most 5 MB (whatever its encoding; src/server/lib/README.md, Decisions) and one of pdf/jpg/jpeg/png. */
export function evidenceProblem(dataUrl: string): string | null {
  if (dataUrlByteLength(dataUrl) > EVIDENCE_MAX_BYTES) return MSG.tooLarge;
  const match = DATA_URL_RE.exec(dataUrl);
  return !match || !(EVIDENCE_TYPES as readonly string[]).includes(match[1] ?? '') ? MSG.evidenceType : null;
}

export function newAppointmentSchema(now: number) {
  return z
    .object({
      type: z.enum(APPOINTMENT_TYPES, { error: MSG.completeAll }),
      date: z.number({ error: MSG.completeAll }),
      ProductId: z.number().int().positive().optional().nullable(),
      realizada_hoy: z.boolean().default(false),
      evidence: z.string().optional().nullable(),
      comments: z.string().optional().nullable(),
    })
    .superRefine((v, ctx) => {
      const issue = (message: string, path: string): void => ctx.addIssue({ code: 'custom', message, path: [path] });
      if (v.type === 'TESTDRIVE' && !v.ProductId) return issue(MSG.selectVehicle, 'ProductId');
      // The API's date rule: 'Sin cita' up to 2 days back, otherwise not before now.
      const dateProblem = appointmentDateSchema(new Date(now), v.realizada_hoy).safeParse(new Date(v.date)).error?.issues[0]?.message;
      if (dateProblem) return issue(dateProblem, 'date');
      if (v.realizada_hoy && v.type === 'TESTDRIVE' && !v.evidence) return issue(MSG.evidenceRequired, 'evidence');
      if (v.evidence) {
        const problem = evidenceProblem(v.evidence);
        if (problem) issue(problem, 'evidence');
      }
    });
}
export type NewAppointment = z.infer<ReturnType<typeof newAppointmentSchema>>;

/** Reschedule from the lead panel: a date, not in the past. */
export function rescheduleSchema(now: number) {
  return z.object({
    date: z.number({ error: MSG.selectDate }).refine((d) => d >= now, { message: MSG.dateNotBeforeNow }),
  });
}

// ---------- lead data ----------

// The edit-lead and edit-interest forms validate with their calls' own schemas (leadPayloads).
export { editLeadSchema };
export type EditLead = z.infer<typeof editLeadSchema>;

export const editInterestSchema = leadInterestSchema.pick({ ProductId: true, ProductColorId: true, buyType: true, quantity: true, comments: true });
export type EditInterest = z.infer<typeof editInterestSchema>;

export function futureSaleSchema(now: number) {
  return z.object({
    reactivationDate: z.number({ error: MSG.selectDate }).refine((d) => d > now, { message: MSG.selectDate }),
  });
}

export const freezeSchema = z.object({
  comments: z.enum(FREEZE_REASONS, { error: MSG.selectReason }),
});

/** The quote: channel, vehicle, plazo and enganche; the enganche capped at 75 % of a priced vehicle. */
export function quoteSchema(price: number) {
  return z
    .object({
      leadActivityChannelType: text(MSG.completeAll),
      ProductId: id(MSG.completeAll),
      plazo: count(MSG.completeAll),
      enganche: count(MSG.completeAll),
      comments: z.string().optional().nullable(),
    })
    .superRefine((v, ctx) => {
      const cap = downPaymentSchema(price).safeParse(v.enganche);
      if (!cap.success) ctx.addIssue({ code: 'custom', path: ['enganche'], message: cap.error.issues[0]?.message ?? MSG.invalidData });
    });
}
export type Quote = z.infer<ReturnType<typeof quoteSchema>>;

// The demographics panel validates with its call's schema (leadPayloads).
export { demographicsSchema };
export type Demographics = z.infer<typeof demographicsSchema>;

export const reassignSchema = z.object({ UserId: id(MSG.selectAdviser) });

export const invoiceSchema = z.object({ invoice: text(MSG.invoiceRequired) });

/** Sale data (closing panel): every field optional, each enumeration limited to the spec's values. */
export const saleDataSchema = z.object({
  rfc: z.string().trim().optional().nullable(),
  regimenFiscal: z.string().trim().optional().nullable(),
  razonSocial: z.string().trim().optional().nullable(),
  saleCondition: z.enum(keys(SALE_CONDITIONS)).optional().nullable(),
  paymentMethod: z.enum(keys(PAYMENT_METHODS)).optional().nullable(),
  bank: z.enum(keys(BANKS)).optional().nullable(),
  ensurance: z.enum(INSURERS).optional().nullable(),
  exangeCar: z.boolean().optional().nullable(),
});
export type SaleData = z.infer<typeof saleDataSchema>;

export const vinSearchSchema = z.object({
  store: text(MSG.vinSearchRequired),
  model: text(MSG.vinSearchRequired),
});

// Forms read a schema's refusal the same way everywhere (./schemaProblems).
export { fieldProblems, firstProblem } from './schemaProblems';
