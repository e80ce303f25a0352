import { z } from 'zod';
import { PRIVACY_FORM_MSG } from '../domain/privacyMessages';
import { dbId, optDay, optSearch, text, TEXT_MAX } from './primitives';
import { pagedOf, wireDateTime } from './wire';

/**
 * Personal data (issue 54): the agency's privacy notice (integral and simplified text, versioned),
 * its purposes (necessary or voluntary), a person's consents and the access log. The public forms
 * send `privacy` with the notice version they showed and the voluntary purposes ticked.
 */
export const NOTICE_TEXT_MAX = 60_000;

export const noticeInput = z.object({
  data: z.object({
    integralText: text(NOTICE_TEXT_MAX).pipe(z.string().min(1, PRIVACY_FORM_MSG.integralRequired)),
    simplifiedText: text(TEXT_MAX.long).pipe(z.string().min(1, PRIVACY_FORM_MSG.simplifiedRequired)),
  }),
});

export const purposeInput = z.object({
  data: z.object({
    name: text(TEXT_MAX.short).pipe(z.string().min(1, PRIVACY_FORM_MSG.purposeRequired)),
    necessary: z.boolean(),
    /** A voluntary purpose used for promotions: the marketing export and templates ask for it. */
    marketing: z.boolean().default(false),
    active: z.boolean().default(true),
  }),
});

export const purposeRow = z.object({ id: z.number(), name: z.string(), necessary: z.boolean(), marketing: z.boolean(), active: z.boolean() });
export type PurposeRow = z.infer<typeof purposeRow>;

export const noticeRow = z.object({
  agencyId: z.number(),
  version: z.number(),
  integralText: z.string(),
  simplifiedText: z.string(),
  createdAt: wireDateTime,
  /** The public address of the integral notice. */
  url: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

export const noticeAnswer = z.object({ data: z.object({ notice: noticeRow.nullable(), purposes: z.array(purposeRow), versions: z.array(z.object({ version: z.number(), createdAt: wireDateTime })) }) });
export const noticeSavedAnswer = z.object({ data: noticeRow, message: z.string() });
export const purposeAnswer = z.object({ data: purposeRow, message: z.string() });

/** What a public form shows: the simplified notice, the link to the integral one, a checkbox per voluntary purpose. */
export const publicNoticeAnswer = z.object({
  data: z.object({
    agencyId: z.number(),
    agencyName: z.string(),
    version: z.number(),
    simplifiedText: z.string(),
    url: z.string(),
    voluntaryPurposes: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

/** A public form's consent: the notice version it showed and the voluntary purposes the person ticked. */
export const publicConsentInput = z.object({
  noticeVersion: z.number().int().positive().max(1_000_000),
  purposeIds: z.array(dbId).max(20).default([]),
});
export type PublicConsentInput = z.infer<typeof publicConsentInput>;

export const consentInput = z.object({
  data: z.object({
    purposeId: dbId,
    granted: z.boolean(),
    /** How the person said it ('En persona', 'Llamada', a note): free text, short. */
    note: text(TEXT_MAX.short).nullish(),
  }),
});

export const consentRow = z.object({
  purposeId: z.number(),
  purpose: z.string(),
  necessary: z.boolean(),
  /** otorgado / retirado / sin consentimiento (a voluntary purpose the person never answered). */
  state: z.enum(['otorgado', 'retirado', 'sin-consentimiento']),
  tacit: z.boolean(),
  at: wireDateTime.nullable(),
  channel: z.string().nullable(),
  channelLabel: z.string().nullable(),
  noticeVersion: z.number().nullable(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type ConsentRow = z.infer<typeof consentRow>;
export const consentsAnswer = z.object({ data: z.array(consentRow) });
export const consentsSavedAnswer = z.object({ data: z.array(consentRow), message: z.string() });

/** 'Bitácora de acceso' filters (the server adds the list kit's paging). */
export const accessLogFilters = z.object({
  UserId: dbId.optional(),
  /** A lead id, or a part of the person's name. */
  person: optSearch(TEXT_MAX.short),
  startDate: optDay,
  endDate: optDay,
});

export const accessLogRow = z.object({
  id: z.number(),
  at: wireDateTime,
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  /** The list's route, the document, the user changed, the key… */
  target: z.string().nullable(),
  leadId: z.number().nullable(),
  person: z.string().nullable(),
  rows: z.number().nullable(),
});
export type AccessLogRow = z.infer<typeof accessLogRow>;
export const accessLogAnswer = pagedOf(accessLogRow);
