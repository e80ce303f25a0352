import { z } from 'zod';
import { EMAIL_PATTERN } from '../domain/emailPattern';
import { RETENTION_LIMITS, RETENTION_MSG } from '../domain/privacyRetention';
import { ARCO_IDENTITY_METHODS, ARCO_MSG, ARCO_STATES, ARCO_TYPES, PERSON_RECORD_KINDS } from '../domain/arcoMessages';
import { dbId, optDay, optSearch, text, TEXT_MAX } from './primitives';
import { pagedOf, wireDateTime, wireDay } from './wire';

/**
 * 'Solicitudes ARCO' (issue 54): a person's request to access, rectify, cancel or oppose, the
 * identity check (who checked it and how, never a copy of the document), the records of the person
 * the matcher found, the deadline in business days and the state.
 */
const keysOf = <T extends Record<string, string>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
export const arcoType = z.enum(keysOf(ARCO_TYPES));
export const arcoState = z.enum(keysOf(ARCO_STATES));
export const arcoIdentityMethod = z.enum(keysOf(ARCO_IDENTITY_METHODS));
export const personRecordKind = z.enum(keysOf(PERSON_RECORD_KINDS));

const optEmail = z.preprocess((v) => (v === '' || v === null ? undefined : v), text(TEXT_MAX.email).refine((s) => EMAIL_PATTERN.test(s), ARCO_MSG.contactRequired).optional());
const optPhone = z.preprocess((v) => (v === '' || v === null ? undefined : v), text(TEXT_MAX.phone).refine((s) => /\d{7,}/.test(s.replace(/\D/g, '')), ARCO_MSG.contactRequired).optional());

/** Who the person is, as the request gives it: what the matcher looks for. */
export const arcoPerson = z
  .object({
    name: text(TEXT_MAX.name).pipe(z.string().min(1, ARCO_MSG.nameRequired)),
    phone: optPhone,
    email: optEmail,
  })
  .refine((p) => p.phone || p.email, { message: ARCO_MSG.contactRequired });
export type ArcoPerson = z.infer<typeof arcoPerson>;

export const arcoMatchInput = z.object({ data: arcoPerson });

export const personRecordRef = z.object({ kind: personRecordKind, id: dbId });
export type PersonRecordRef = z.infer<typeof personRecordRef>;

/** A record of the person found by the matcher: its kind, what it shows and why it matched. */
export const personRecordRow = z.object({
  kind: personRecordKind,
  id: z.number(),
  kindLabel: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** 'mismo teléfono', 'nombre parecido 86 %'… */
  reasons: z.array(z.string()),
  /** A retail lead's id (null for other kinds): the contact mask dashes a subasta lead's contact for masked roles. */
  LeadId: z.number().nullable(),
});
export type PersonRecordRow = z.infer<typeof personRecordRow>;

/** A record of a request: as found, and for a rectification what was corrected in it, when and by whom. */
export const arcoRecordRow = personRecordRow.extend({
  rectification: z.object({ at: wireDateTime, by: z.string().nullable(), note: z.string() }).nullable(),
});
export type ArcoRecordRow = z.infer<typeof arcoRecordRow>;

/** 'Registrar corrección': which of the request's records was corrected (in its own edit screen) and what changed. */
export const arcoRectificationInput = z.object({
  data: z.object({
    kind: personRecordKind,
    id: dbId,
    note: text(2000).pipe(z.string().min(1, ARCO_MSG.rectificationRequired)),
  }),
});
export type ArcoRectificationInput = z.infer<typeof arcoRectificationInput>['data'];
export const arcoMatchAnswer = z.object({ data: z.array(personRecordRow) });

export const arcoRequestInput = z.object({
  data: z.object({
    type: arcoType,
    person: arcoPerson,
    identityMethod: arcoIdentityMethod,
    /** What was checked ('INE vigente, la fotografía coincide'): no document number, no copy. */
    identityNote: text(TEXT_MAX.medium).nullish(),
    /** The day the request reached the agency (default today), Mexico City. */
    receivedOn: optDay,
    description: text(TEXT_MAX.long).nullish(),
    /** The records that concern the person, among those the matcher found; all found when omitted. */
    records: z.array(personRecordRef).max(200).optional(),
  }),
});
export type ArcoRequestInput = z.infer<typeof arcoRequestInput>['data'];

export const arcoStateInput = z.object({
  data: z
    .object({
      state: arcoState,
      reason: text(TEXT_MAX.long).nullish(),
      response: text(TEXT_MAX.long).nullish(),
    })
    .refine((d) => d.state !== 'improcedente' || !!d.reason, { message: ARCO_MSG.reasonRequired, path: ['reason'] }),
});

export const arcoListQuery = z.object({
  state: arcoState.optional(),
  type: arcoType.optional(),
  /** Part of the person's name, phone or e-mail. */
  search: optSearch(TEXT_MAX.short),
});

export const arcoRequestRow = z.object({
  id: z.number(),
  type: arcoType,
  state: arcoState,
  personName: z.string(),
  personPhone: z.string().nullable(),
  personEmail: z.string().nullable(),
  receivedOn: wireDay,
  dueOn: wireDay,
  /** Business days left to answer (0 on the day due, negative when overdue); null once answered. */
  businessDaysLeft: z.number().nullable(),
  records: z.number(),
  handlerName: z.string().nullable(),
  createdAt: wireDateTime,
});
export type ArcoRequestRow = z.infer<typeof arcoRequestRow>;
export const arcoListAnswer = pagedOf(arcoRequestRow);

export const arcoRequestDetail = arcoRequestRow.extend({
  identityMethod: arcoIdentityMethod,
  identityNote: z.string().nullable(),
  identityCheckedBy: z.string().nullable(),
  description: z.string().nullable(),
  response: z.string().nullable(),
  reason: z.string().nullable(),
  answeredAt: wireDateTime.nullable(),
  recordRows: z.array(arcoRecordRow),
  nextStates: z.array(arcoState),
  /** An opposition request's purposes, once recorded on the person's records. */
  opposedPurposes: z.array(z.string()).nullable(),
  /** The agency's active voluntary purposes a person may oppose (an opposition request's choices). */
  voluntaryPurposes: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The access answer's file: none until generated; pendiente, lista, error, or suprimido once the person's records were erased. */
  accessFile: z.object({ status: z.enum(['pendiente', 'lista', 'error', 'suprimido']), requestedAt: wireDateTime, readyAt: wireDateTime.nullable(), mayDownload: z.boolean() }).nullable(),
  /** A cancellation's blocking: when, by whom and how many records (with those of other features it reached); none until 'Bloquear datos'. */
  blocking: z.object({ blockedAt: wireDateTime, blockedBy: z.string().nullable(), records: z.number() }).nullable(),
});
export type ArcoRequestDetail = z.infer<typeof arcoRequestDetail>;
export const arcoDetailAnswer = z.object({ data: arcoRequestDetail });
export const arcoSavedAnswer = z.object({ data: arcoRequestDetail, message: z.string() });

const days = (limits: { min: number; max: number }, message: string) => z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

/**
 * The agency's privacy settings: the ARCO answer period in business days (the law: 20) and the
 * retention periods in days (RETENTION_LIMITS): a lost lead before blocking (null: never by age),
 * blocked data before deletion, and records tied to a sale (the fiscal period). A field left out keeps
 * its value.
 */
export const privacySettingsInput = z.object({
  data: z.object({
    arcoBusinessDays: days({ min: 1, max: 60 }, RETENTION_MSG.arcoBusinessDays).optional(),
    lostLeadBlockDays: days(RETENTION_LIMITS.lostLeadBlockDays, RETENTION_MSG.lostLeadBlockDays).nullable().optional(),
    blockedEraseDays: days(RETENTION_LIMITS.blockedEraseDays, RETENTION_MSG.blockedEraseDays).optional(),
    saleEraseDays: days(RETENTION_LIMITS.saleEraseDays, RETENTION_MSG.saleEraseDays).optional(),
  }),
});
export type PrivacySettingsInput = z.infer<typeof privacySettingsInput>['data'];

/** The retention job's last run for the agency: when, lost leads blocked, records erased by kind. */
export const retentionRunSchema = z.object({
  at: z.string(),
  blockedLeads: z.number(),
  erased: z.record(z.string(), z.number()),
  more: z.boolean(),
});
export const privacySettings = z.object({
  arcoBusinessDays: z.number(),
  lostLeadBlockDays: z.number().nullable(),
  blockedEraseDays: z.number(),
  saleEraseDays: z.number(),
  retentionLastRun: retentionRunSchema.nullable(),
});
export type PrivacySettings = z.infer<typeof privacySettings>;
export const privacySettingsAnswer = z.object({ data: privacySettings });

export const accessFileQuery = z.object({ format: z.enum(['pdf', 'json']).default('pdf') });

/** The voluntary purposes an opposition request names: each is recorded as opposed on every record of the person. */
export const arcoOppositionInput = z.object({ data: z.object({ purposeIds: z.array(dbId).min(1, ARCO_MSG.purposesRequired).max(20) }) });
