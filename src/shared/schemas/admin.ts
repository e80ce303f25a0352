import { z } from 'zod';
import { EVIDENCE_MAX_BYTES, PHONE_DIGITS } from '../domain/constants';
import { MEXICAN_STATES } from '../domain/enums';
import { withPhonePrefix } from '../domain/phone';
import { ROLES } from '../domain/roles';
import { fill, MSG } from '../messages';
import { SECURITY_MSG } from '../domain/securityMessages';
import { dbId, optDbId, storedFileRef, TEXT_MAX } from './primitives';
import { fileDataUrl } from './fileData';

const noNul = (s: string) => !s.includes(String.fromCharCode(0));

/**
 * Payloads of the administration calls (users, agencies, schedules), shared by the admin forms and
 * the API so both refuse the same input with the same Spanish text. The spec fixes no texts for
 * these forms beyond 'Seleccione una agencia' and the successes, so these are ours.
 */
export const ADMIN_MSG = {
  required: '{field} es obligatorio',
  numeric: '{field} debe ser numérico',
  postalCode: 'El código postal debe tener 5 dígitos',
  invalidState: 'Seleccione un estado válido',
  invalidCoordinates: 'Las coordenadas deben ser dos números: X (latitud) y Y (longitud)',
  invalidUrl: 'La URL no es válida',
  tooLong: 'El texto es demasiado largo o no es válido',
  invalidFile: 'El archivo no es válido',
  invalidFileType: 'Tipo de archivo no permitido',
  invalidTime: 'La hora debe tener el formato HH:MM:SS',
  closingBeforeOpening: 'La hora de cierre no puede ser anterior a la hora de apertura',
  invalidRule: 'Seleccione una regla de asignación válida',
  invalidMinutes: 'Ingrese un número de minutos válido',
  ruleOwnerRequired: 'Seleccione el usuario asignado para la regla Usuario Asignado',
  ruleOwnerInvalid: 'El usuario asignado debe ser un usuario activo de la agencia con un rol de ventas',
  receiverRequired: 'Seleccione el usuario que recibirá los leads',
  receiverInvalid: 'El usuario que recibirá los leads debe estar activo, tener un rol de ventas y pertenecer a la agencia de cada lead',
  cannotDisableSelf: 'No puedes darte de baja a ti mismo',
  alreadyDisabled: 'El usuario ya está dado de baja',
  notEditable: 'El correo y la contraseña no se pueden editar',
  invalidRole: 'Seleccione un rol de usuario válido',
  agencyRequired: 'Seleccione al menos una agencia',
  invalidAgency: 'Una de las agencias seleccionadas no existe',
  invalidGender: 'Seleccione un género válido',
  weakPassword: 'La contraseña debe tener al menos 8 caracteres, con mayúsculas, minúsculas y números',
  invalidDate: 'La fecha de nacimiento no es válida',
  invalidDisableType: 'Seleccione qué hacer con los leads del usuario',
  credentialsSubject: 'Tus credenciales de acceso al CRM',
} as const;

const required = (field: string) => fill(ADMIN_MSG.required, { field });

/** A required text: absent, not a string or blank all answer '<field> es obligatorio'. */
export const requiredText = (field: string, max: number = TEXT_MAX.name) =>
  z.string({ error: required(field) }).trim().min(1, required(field)).max(max, ADMIN_MSG.tooLong).refine(noNul, ADMIN_MSG.tooLong);
const optionalText = z
  .string()
  .trim()
  .max(TEXT_MAX.medium, ADMIN_MSG.tooLong)
  .refine(noNul, ADMIN_MSG.tooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const asText = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);

/** Digits only (numbers accepted as well, since numeric inputs send numbers). */
const requiredDigits = (field: string) =>
  z.preprocess(asText, z.string({ error: required(field) }).min(1, required(field)).max(10, fill(ADMIN_MSG.numeric, { field })).regex(/^\d+$/, fill(ADMIN_MSG.numeric, { field })));
const optionalDigits = (field: string) =>
  z.preprocess(
    asText,
    z
      .string()
      .regex(/^\d*$/, fill(ADMIN_MSG.numeric, { field }))
      .nullish()
      .transform((v) => (v ? v : null)),
  );

const numberLike = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }));

const STATE_SLUGS = MEXICAN_STATES.map(([slug]) => slug) as [string, ...string[]];

const yesNo = (field: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'si' || v === 'sí' || v === 1 ? true : v === 'false' || v === 'no' || v === 0 ? false : v),
    z.boolean({ error: required(field) }),
  );

/** A data URL as the browser's FileReader gives it, ≤ 5 MB (413 over it, whatever its encoding); content is checked by the API. */
const dataUrl = fileDataUrl(EVIDENCE_MAX_BYTES).regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, ADMIN_MSG.invalidFile);
const fileInput = z.union([dataUrl, z.object({ name: z.string().max(TEXT_MAX.name).optional(), data: dataUrl })]);
/**
 * A logo: a new upload (a data URL) or the stored-file reference of the current one. Chosen by its
 * prefix rather than a union, whose failure would report the other alternative's issue.
 */
const logoInput = z.string().superRefine((value, ctx) => {
  if (!value.startsWith('data:')) {
    if (!storedFileRef.safeParse(value).success) ctx.addIssue({ code: 'custom', message: SECURITY_MSG.invalidFileRef });
    return;
  }
  for (const issue of dataUrl.safeParse(value).error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message });
});

const urlText = z
  .string()
  .trim()
  .max(TEXT_MAX.url, ADMIN_MSG.invalidUrl)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), ADMIN_MSG.invalidUrl);

/** Fields of an agency the admin types (create requires the starred ones of spec §2). */
const agencyFields = {
  name: requiredText('Nombre comercial'),
  businessName: requiredText('Razón social'),
  transferCode: requiredText('Código de traspaso'),
  street: requiredText('Calle'),
  exteriorNumber: requiredDigits('Número exterior'),
  interiorNumber: optionalDigits('Número interior'),
  postalCode: requiredDigits('Código postal').pipe(z.string().regex(/^\d{5}$/, ADMIN_MSG.postalCode)),
  state: z.enum(STATE_SLUGS, { error: ADMIN_MSG.invalidState }),
  city: requiredText('Ciudad o delegación'),
  suburb: requiredText('Colonia'),
  municipality: requiredText('Municipio'),
  coordinates: z.tuple(
    [
      numberLike(ADMIN_MSG.invalidCoordinates).pipe(z.number().min(-90, ADMIN_MSG.invalidCoordinates).max(90, ADMIN_MSG.invalidCoordinates)),
      numberLike(ADMIN_MSG.invalidCoordinates).pipe(z.number().min(-180, ADMIN_MSG.invalidCoordinates).max(180, ADMIN_MSG.invalidCoordinates)),
    ],
    { error: ADMIN_MSG.invalidCoordinates },
  ),
  hasService: yesNo('Servicio'),
  urlSite: urlText,
  url360View: urlText,
  urlGoogleMaps: urlText,
  manager: optionalText,
  phone: optionalText,
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, MSG.invalidEmail),
  description: optionalText,
  agencyGroup: optionalText,
  deputation: optionalText,
  sicop: optionalText,
  landing: optionalText,
  AgencySocialMedia: z.record(z.string().max(40), z.string().max(TEXT_MAX.url)).optional(),
  picLogo: logoInput.nullish(),
  picLogoDark: logoInput.nullish(),
  files: z.array(fileInput).max(10).optional(),
};

export const agencyCreateSchema = z.object(agencyFields);
export type AgencyCreateInput = z.infer<typeof agencyCreateSchema>;

export const LEAD_RULE_SUBASTA = 1;
export const LEAD_RULE_OWNER = 2;
export const LEAD_RULE_RANDOM = 3;

export const agencyUpdateSchema = z
  .object({
    ...agencyFields,
    active: z.boolean(),
    AgencyIncomingLeadRuleId: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: ADMIN_MSG.invalidRule })),
    LeadOwnerId: optDbId.nullable(),
    /** The arrival loop: minutes an arrived client waits before the coordinators are told (default 10). */
    arrivalAlertMinutes: z.coerce.number({ error: ADMIN_MSG.invalidMinutes }).int(ADMIN_MSG.invalidMinutes).min(1, ADMIN_MSG.invalidMinutes).max(240, ADMIN_MSG.invalidMinutes),
    /** Minutes after its hour a CONFIRMED appointment nobody arrived for becomes NO_SHOW (default 60). */
    noShowAfterMinutes: z.coerce.number({ error: ADMIN_MSG.invalidMinutes }).int(ADMIN_MSG.invalidMinutes).min(5, ADMIN_MSG.invalidMinutes).max(1440, ADMIN_MSG.invalidMinutes),
  })
  .partial();
export type AgencyUpdateInput = z.infer<typeof agencyUpdateSchema>;

/** 'HH:MM' or 'HH:MM:SS', answered as 'HH:MM:SS'. */
export const timeOfDay = z
  .string({ error: ADMIN_MSG.invalidTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, ADMIN_MSG.invalidTime)
  .transform((v) => (v.length === 5 ? `${v}:00` : v));

export const WEEKDAY_KEYS = [
  'worksOnSunday',
  'worksOnMonday',
  'worksOnTuesday',
  'worksOnWednesday',
  'worksOnThursday',
  'worksOnFriday',
  'worksOnSaturday',
] as const;
/** The toggles' labels in the order of WEEKDAY_KEYS (spec §2: D, L, M, Mie, J, V, S). */
export const WEEKDAY_LABELS = ['D', 'L', 'M', 'Mie', 'J', 'V', 'S'] as const;

const scheduleFields = z.object({
  worksOnSunday: z.boolean(),
  worksOnMonday: z.boolean(),
  worksOnTuesday: z.boolean(),
  worksOnWednesday: z.boolean(),
  worksOnThursday: z.boolean(),
  worksOnFriday: z.boolean(),
  worksOnSaturday: z.boolean(),
  openingScheduleWeek: timeOfDay,
  closingScheduleWeek: timeOfDay,
  openingScheduleSaturday: timeOfDay,
  closingScheduleSaturday: timeOfDay,
  openingScheduleSunday: timeOfDay,
  closingScheduleSunday: timeOfDay,
});

/** Opening/closing pairs that must not run backwards (equal means closed). */
export const SCHEDULE_PAIRS = [
  ['openingScheduleWeek', 'closingScheduleWeek'],
  ['openingScheduleSaturday', 'closingScheduleSaturday'],
  ['openingScheduleSunday', 'closingScheduleSunday'],
] as const;

/** Each pair present in `s` must not close before it opens ('La hora de cierre no puede ser anterior a la de apertura'). */
function pairsInOrder(s: Partial<z.output<typeof scheduleFields>>, ctx: z.RefinementCtx): void {
  for (const [open, close] of SCHEDULE_PAIRS) {
    const [o, c] = [s[open], s[close]];
    if (o !== undefined && c !== undefined && c < o) {
      ctx.addIssue({ code: 'custom', path: [close], message: ADMIN_MSG.closingBeforeOpening });
      return;
    }
  }
}

/** PUT of the agency's schedule: any of its fields (the rest stay as stored); a pair sent whole must not run backwards. */
export const scheduleSchema = scheduleFields.partial().superRefine(pairsInOrder);
export type ScheduleInput = z.infer<typeof scheduleSchema>;
/** The schedule as stored: every field, every pair in order (the stored one merged with what was sent is checked with it). */
export const fullScheduleSchema = scheduleFields.superRefine(pairsInOrder);
export type Schedule = z.infer<typeof fullScheduleSchema>;

export const GENDERS = { man: 'Hombre', woman: 'Mujer' } as const;

const phoneList = z
  .array(
    z
      .string()
      .trim()
      .transform((v) => withPhonePrefix(v))
      .refine((v) => v.length === 3 + PHONE_DIGITS, MSG.invalidPhone),
  )
  .max(10)
  .default([]);
const emailValue = z.string({ error: required('Correo') }).trim().toLowerCase().pipe(z.email(MSG.invalidEmail));
const agencyIds = z
  .array(z.preprocess((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v), dbId))
  // Adding an agency that is already listed is ignored.
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).min(1, ADMIN_MSG.agencyRequired));
const roleSlug = z.enum(ROLES, { error: ADMIN_MSG.invalidRole });
const passwordValue = z
  .string()
  .refine((p) => p.length >= 8 && /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), ADMIN_MSG.weakPassword);
const birthDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), ADMIN_MSG.invalidDate);

const userProfileFields = {
  userEmails: z.array(z.string().trim().toLowerCase().pipe(z.email(MSG.invalidEmail))).max(10).default([]),
  userPhones: phoneList,
  firstName: requiredText('Nombre'),
  lastName: requiredText('Apellido'),
  gender: z.enum(['man', 'woman'], { error: ADMIN_MSG.invalidGender }).nullish(),
  nickname: optionalText,
  birthDate,
  agencies: agencyIds,
  userRole: roleSlug,
  position: optionalText,
};

export const userCreateSchema = z.object({
  email: emailValue,
  /** Optional: the temporary password; generated when absent. Either way it must be changed at first sign-in. */
  password: z.preprocess((v) => (v === '' ? undefined : v), passwordValue.optional()),
  ...userProfileFields,
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

export const userEditSchema = z
  .object({
    ...userProfileFields,
    userEmails: userProfileFields.userEmails.optional(),
    userPhones: phoneList.optional(),
    // Read-only: accepted only when unchanged, so the edit form may send the whole record.
    email: z.string().optional(),
    password: z.string().optional(),
  })
  .partial();
export type UserEditInput = z.infer<typeof userEditSchema>;

export const DISABLE_TYPE_VALUES = ['subasta', 'random', 'user', 'none'] as const;
export type DisableType = (typeof DISABLE_TYPE_VALUES)[number];

/** 'Baja de Usuario': what happens to the user's open leads. userToAssign: user id or e-mail. */
export const disableUserSchema = z.object({
  name: z.string().optional(),
  userEmail: z.string().optional(),
  disableType: z.enum(DISABLE_TYPE_VALUES, { error: ADMIN_MSG.invalidDisableType }).default('subasta'),
  userToAssign: z.union([dbId, z.string().trim().max(TEXT_MAX.email).toLowerCase().pipe(z.email())]).nullish(),
});
export type DisableUserInput = z.infer<typeof disableUserSchema>;

/** The first issue's message, for answering a refused payload. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.invalidData;
}
