import { z } from 'zod';
import { listFilterShape } from '../lists/listFilters';
import { PROSPECT_FILTERS } from '../lists/prospectFilters';
import { publicConsentInput } from './privacy';
import { PROSPECT_COLUMNS } from '../lists/prospectColumns';
import { PROSPECT_MSG } from '../domain/prospectMessages';
import { isValidPhone } from '../domain/phone';
import { EMAIL_PATTERN as EMAIL } from '../domain/emailPattern';
import { dbId, int4, INT4_MAX, optDbId, sortKeys, text, TEXT_MAX } from './primitives';
import { requiredId, requiredText } from './required';

/** Fleet prospects (spec part 2 §3 Prospect, Convert payload; §5 edit and convert rules; §9 limits). */
export const PROSPECT_TABS = [
  { key: 'all', label: 'Todo' },
  { key: 'inactive', label: 'Inactivos' },
] as const;
export type ProspectTab = (typeof PROSPECT_TABS)[number]['key'];

export const PROSPECT_NOTES_MAX = 255;
export const PROSPECT_QUANTITY_MIN = 1;
export const PROSPECT_EDIT_STEPS = 2;
export const PROSPECT_CONVERT_STEPS = 2;

const digits = (v: string) => v.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '');

export const prospectListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: text(TEXT_MAX.short).optional(),
  /** The tab: 'all' (Todo: active ones) or 'inactive'. */
  status: z.enum(['all', 'inactive']).default('all'),
  sortBy: sortKeys(PROSPECT_COLUMNS.sortKeys).optional(),
  /** The modal's: the model of interest, the company's name (contained), the registration days. */
  ...listFilterShape(PROSPECT_FILTERS),
});
export type ProspectListQuery = z.input<typeof prospectListQuery>;

const R = PROSPECT_MSG.requiredFields;

/**
 * Step 1 of 'Editar prospecto' (§5): the six general fields, then the e-mail, then the phone's 10
 * digits (a refinement, so zod reports it after every field's required check).
 */
export const prospectGeneralSchema = z
  .object({
    firstName: requiredText(R, TEXT_MAX.name),
    lastName: requiredText(R, TEXT_MAX.name),
    email: requiredText(R, TEXT_MAX.email),
    phone: requiredText(R, TEXT_MAX.phone),
    companyName: requiredText(R, TEXT_MAX.name),
    position: requiredText(R, TEXT_MAX.short),
  })
  .superRefine((d, ctx) => {
    if (!EMAIL.test(d.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: PROSPECT_MSG.invalidEmail });
    else if (!isValidPhone(digits(d.phone))) ctx.addIssue({ code: 'custom', path: ['phone'], message: PROSPECT_MSG.invalidPhone });
  });

/** Step 2: the model, then a whole quantity of at least one. */
export const prospectVehicleSchema = z.object({
  ProductId: requiredId(PROSPECT_MSG.selectModel),
  quantity: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.number({ error: PROSPECT_MSG.quantityMin }).int().max(INT4_MAX).min(PROSPECT_QUANTITY_MIN, { error: PROSPECT_MSG.quantityMin }),
  ),
});

/** PATCH /lead-fleet-prospect/{id}: both steps, step 1's messages first. */
export const prospectEditSchema = z.intersection(prospectGeneralSchema, prospectVehicleSchema);
export type ProspectEdit = z.output<typeof prospectEditSchema>;
/** What the edit form holds and sends (fields may be blank while typing). */
export type ProspectEditPayload = Partial<Omit<ProspectEdit, 'quantity'>> & { quantity?: number | '' | null };

/** A store of 'Agregar distribuidor': store, name, phone and e-mail, then the e-mail's format. */
export const convertAgencySchema = z
  .object({
    id: requiredId(R),
    contactName: requiredText(R, TEXT_MAX.name),
    contactPhone: requiredText(R, TEXT_MAX.phone),
    contactEmail: requiredText(R, TEXT_MAX.email),
  })
  .superRefine((d, ctx) => {
    if (!EMAIL.test(d.contactEmail)) ctx.addIssue({ code: 'custom', path: ['contactEmail'], message: PROSPECT_MSG.invalidEmail });
  });
export type ConvertAgency = z.output<typeof convertAgencySchema>;

/**
 * POST /lead-fleet-prospect/{id}/convert-to-lead (spec §3 Convert payload). Step 1: company, origin
 * and, when the caller chooses the advisor, the advisor (a fleet-executive becomes the owner: §6);
 * notes of at most 255. Step 2: the classification. `advisorRequired` is the caller's role's.
 */
export function convertStepOneSchema(advisorRequired: boolean) {
  return z.object({
    companyId: requiredId(R),
    origin: requiredId(R),
    userId: advisorRequired ? requiredId(R) : optDbId.nullable(),
    comments: z
      .string()
      .max(2000)
      .refine((s) => !s.includes(String.fromCharCode(0)))
      .refine((s) => s.length <= PROSPECT_NOTES_MAX, { error: PROSPECT_MSG.notesTooLong })
      .nullish(),
  });
}
export function convertSchema(advisorRequired: boolean) {
  return convertStepOneSchema(advisorRequired).extend({
    agencies: z.array(convertAgencySchema).max(50).default([]),
    classification: requiredId(PROSPECT_MSG.classificationRequired),
  });
}
export type Convert = z.output<ReturnType<typeof convertSchema>>;
/** What the convert form holds and sends. */
export type ConvertPayload = Partial<Omit<Convert, 'agencies'>> & { agencies: ConvertAgency[] };

/** The public fleet web form (no session): what a company's fleet manager leaves. */
export const prospectIntakeSchema = z.object({
  agencyId: dbId,
  firstName: text(TEXT_MAX.name).pipe(z.string().min(1)),
  lastName: text(TEXT_MAX.name).pipe(z.string().min(1)),
  email: text(TEXT_MAX.email).pipe(z.string().regex(EMAIL)),
  phone: text(TEXT_MAX.phone).refine((p) => isValidPhone(digits(p))),
  companyName: text(TEXT_MAX.name).pipe(z.string().min(1)),
  position: text(TEXT_MAX.short).pipe(z.string().min(1)),
  ProductId: dbId,
  quantity: int4.pipe(z.number().min(PROSPECT_QUANTITY_MIN).max(10000)),
  /** Honeypot: people leave it empty, form-filling bots do not. */
  website: z.string().max(200).optional(),
  /** The privacy notice the form showed (its version) and the voluntary purposes ticked (issue 54). */
  privacy: publicConsentInput.optional(),
});
export type ProspectIntake = z.infer<typeof prospectIntakeSchema>;

// ---- answers (the contracts: ./fleetProspectResponses.ts) ----

export type { Prospect, ProspectEvent, ProspectProduct } from './fleetProspectResponses';

export function normalizedProspectPhone(value: string): string {
  return `+52${digits(value)}`;
}
