import { z } from 'zod';
import { MSG } from '../messages';
import { isValidPhone } from '../domain/phone';
import { TEXT_MAX } from './primitives';
import { isValidEmail } from './leadPayloads';

/**
 * A lead that arrives without being typed (an imported row, an ADF prospect), before it is matched
 * to the catalogue: the spec's create-lead rules with their own messages — names required, an e-mail
 * in a valid form, a phone of 10 digits (written with or without +52, spaces or dashes). A phone or
 * an e-mail is needed to reach the person.
 */
const NUL = String.fromCharCode(0);
/** A cell's text: not a text is 'required', too long or with NUL is 'Datos inválidos'; trimmed. */
const cell = (max: number) =>
  z
    .string({ error: MSG.requiredFields })
    .max(max, { error: MSG.invalidData })
    .refine((v) => !v.includes(NUL), { error: MSG.invalidData })
    .transform((v) => v.trim());

export const intakeLeadSchema = z
  .object({
    firstName: cell(TEXT_MAX.name),
    lastName: cell(TEXT_MAX.name),
    email: cell(TEXT_MAX.email).default(''),
    phone: cell(TEXT_MAX.phone * 2).default(''),
    /** Model as written ('Sei4 Pro', 'JAC J7 2026'); matched to the catalogue by the server. */
    model: cell(TEXT_MAX.short).default(''),
    /** Origin as written ('Facebook'); matched to the agency's origins, or the batch's chosen one. */
    origin: cell(TEXT_MAX.short).default(''),
    comments: cell(TEXT_MAX.long).default(''),
  })
  .superRefine((d, ctx) => {
    if (!d.firstName) ctx.addIssue({ code: 'custom', path: ['firstName'], message: MSG.requiredFields });
    if (!d.lastName) ctx.addIssue({ code: 'custom', path: ['lastName'], message: MSG.requiredFields });
    if (!d.email && !d.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.requiredFields });
    if (d.email && !isValidEmail(d.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.invalidEmail });
    if (d.phone && !isValidPhone(intakePhoneDigits(d.phone))) ctx.addIssue({ code: 'custom', path: ['phone'], message: MSG.invalidPhone });
  });
export type IntakeLead = z.infer<typeof intakeLeadSchema>;
export type IntakeLeadInput = z.input<typeof intakeLeadSchema>;

/** The 10 digits of a Mexican phone as people write it: '+52 55 1234 5678', '(55) 1234-5678', '5215512345678'. */
export function intakePhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  return digits;
}

/** The fields an import maps columns to, with their Spanish names (the preview's headers). */
export const INTAKE_FIELDS = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo',
  phone: 'Teléfono',
  model: 'Modelo',
  origin: 'Origen',
  comments: 'Comentarios',
} as const satisfies Record<keyof IntakeLead, string>;
export type IntakeField = keyof typeof INTAKE_FIELDS;
