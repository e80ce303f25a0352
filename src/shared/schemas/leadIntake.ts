import { z } from 'zod';
import { MSG } from '../messages';
import { isValidPhone } from '../domain/phone';
import { TEXT_MAX, text } from './primitives';
import { isValidEmail } from './leadPayloads';

/**
 * A lead that arrives without being typed (an imported row, an ADF prospect), before it is matched
 * to the catalogue: the spec's create-lead rules with their own messages — names required, an e-mail
 * in a valid form, a phone of 10 digits (written with or without +52, spaces or dashes). A phone or
 * an e-mail is needed to reach the person.
 */
export const intakeLeadSchema = z
  .object({
    firstName: text(TEXT_MAX.name),
    lastName: text(TEXT_MAX.name),
    email: text(TEXT_MAX.email).default(''),
    phone: text(TEXT_MAX.phone * 2).default(''),
    /** Model as written ('Sei4 Pro', 'JAC J7 2026'); matched to the catalogue by the server. */
    model: text(TEXT_MAX.short).default(''),
    /** Origin as written ('Facebook'); matched to the agency's origins, or the batch's chosen one. */
    origin: text(TEXT_MAX.short).default(''),
    comments: text(TEXT_MAX.long).default(''),
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

/** Field error of a row: the first issue's field and its message. */
export function intakeLeadError(input: IntakeLeadInput): { field: IntakeField; message: string } | undefined {
  const parsed = intakeLeadSchema.safeParse(input);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  const field = (issue.path[0] as IntakeField | undefined) ?? 'firstName';
  return { field, message: issue.code === 'custom' ? issue.message : issue.code === 'too_big' ? MSG.invalidData : MSG.requiredFields };
}
