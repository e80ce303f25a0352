import { z } from 'zod';
import { publicConsentInput } from './privacy';
import { PROSPECT_COLUMNS } from '../lists/prospectColumns';
import { PROSPECT_MSG } from '../domain/prospectMessages';
import { isValidPhone } from '../domain/phone';
import { EMAIL_PATTERN as EMAIL } from '../domain/emailPattern';
import { dbId, int4, optDateText, optDbId, sortKeys, text, TEXT_MAX } from './primitives';

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

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const digits = (v: string) => v.replace(/\D/g, '').replace(/^52(?=\d{10}$)/, '');

export const prospectListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: text(TEXT_MAX.short).optional(),
  /** The tab: 'all' (Todo: active ones) or 'inactive'. */
  status: z.enum(['all', 'inactive']).default('all'),
  sortBy: sortKeys(PROSPECT_COLUMNS.sortKeys).optional(),
  ProductId: optDbId,
  company: text(TEXT_MAX.name).optional(),
  startDate: optDateText,
  endDate: optDateText,
});
export type ProspectListQuery = z.input<typeof prospectListQuery>;

/** PATCH /lead-fleet-prospect/{id}: loose shape, the `…Error` function gives §5's message. */
export const prospectEditSchema = z.object({
  firstName: text(TEXT_MAX.name).nullish(),
  lastName: text(TEXT_MAX.name).nullish(),
  email: text(TEXT_MAX.email).nullish(),
  phone: text(TEXT_MAX.phone).nullish(),
  companyName: text(TEXT_MAX.name).nullish(),
  position: text(TEXT_MAX.short).nullish(),
  ProductId: optDbId.nullable(),
  quantity: z.union([int4, z.literal('')]).nullish(),
});
export type ProspectEditPayload = z.infer<typeof prospectEditSchema>;

/** Step 1 of 'Editar prospecto': the six general fields. */
export function prospectGeneralError(d: Partial<ProspectEditPayload>): string | undefined {
  if ([d.firstName, d.lastName, d.email, d.phone, d.companyName, d.position].some(blank)) return PROSPECT_MSG.requiredFields;
  if (!EMAIL.test(d.email!)) return PROSPECT_MSG.invalidEmail;
  if (!isValidPhone(digits(d.phone!))) return PROSPECT_MSG.invalidPhone;
  return undefined;
}
/** Step 2: the vehicle. */
export function prospectVehicleError(d: Partial<ProspectEditPayload>): string | undefined {
  if (blank(d.ProductId)) return PROSPECT_MSG.selectModel;
  if (typeof d.quantity !== 'number' || d.quantity < PROSPECT_QUANTITY_MIN) return PROSPECT_MSG.quantityMin;
  return undefined;
}
export function prospectEditError(d: ProspectEditPayload): string | undefined {
  return prospectGeneralError(d) ?? prospectVehicleError(d);
}

export const convertAgencySchema = z.object({
  id: dbId,
  contactName: text(TEXT_MAX.name),
  contactPhone: text(TEXT_MAX.phone),
  contactEmail: text(TEXT_MAX.email),
});
export type ConvertAgency = z.infer<typeof convertAgencySchema>;

/** POST /lead-fleet-prospect/{id}/convert-to-lead (spec §3 Convert payload). */
export const convertSchema = z.object({
  companyId: optDbId.nullable(),
  origin: optDbId.nullable(),
  userId: optDbId.nullable(),
  comments: z.string().max(2000).refine((s) => !s.includes(String.fromCharCode(0))).nullish(),
  agencies: z.array(convertAgencySchema).max(50).default([]),
  classification: optDbId.nullable(),
});
export type ConvertPayload = z.infer<typeof convertSchema>;

/** Step 1 of 'Convertir': company, origin and (unless the caller becomes the owner) advisor; notes ≤ 255. */
export function convertStepOneError(d: Partial<ConvertPayload>, advisorRequired: boolean): string | undefined {
  if (blank(d.companyId) || blank(d.origin) || (advisorRequired && blank(d.userId))) return PROSPECT_MSG.requiredFields;
  if ((d.comments ?? '').length > PROSPECT_NOTES_MAX) return PROSPECT_MSG.notesTooLong;
  return undefined;
}
export function convertError(d: ConvertPayload, advisorRequired: boolean): string | undefined {
  return convertStepOneError(d, advisorRequired) ?? (blank(d.classification) ? PROSPECT_MSG.classificationRequired : undefined);
}
/** 'Agregar distribuidor': store, name, phone and e-mail. */
export function distributorError(d: Partial<ConvertAgency>): string | undefined {
  if (blank(d.id) || blank(d.contactName) || blank(d.contactPhone) || blank(d.contactEmail)) return PROSPECT_MSG.requiredFields;
  if (!EMAIL.test(d.contactEmail!)) return PROSPECT_MSG.invalidEmail;
  return undefined;
}

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
