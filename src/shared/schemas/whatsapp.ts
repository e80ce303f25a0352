import { z } from 'zod';
import { WHATSAPP_MSG } from '../domain/whatsappMessages';
import { dbId, optDbId, optSearch, text } from './primitives';

/**
 * The WhatsApp channel's requests (issue 53; the contract in features/whatsapp/README.md). The
 * webhook's body is not here: it is Meta's, read raw and checked by its signature before any parse.
 */

/** Meta's ids are digit strings (phone number id, WhatsApp Business Account id). */
const metaId = z
  .string({ error: 'Escribe el identificador que muestra Meta' })
  .trim()
  .regex(/^[0-9]{5,30}$/, { error: 'El identificador de Meta son solo dígitos (5 a 30)' });
/** A secret pasted from Meta's console: printable ASCII, no spaces. Omitted or empty keeps the stored one. */
const secret = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .min(8, { error: 'El valor es demasiado corto' })
    .max(1024)
    .regex(/^[\x21-\x7e]+$/, { error: 'El valor tiene caracteres no válidos' })
    .optional(),
);

/** PUT /agency/:id/whatsapp: the agency's number. accessToken and appSecret are required on the first save only. */
export const whatsappConfigBody = z
  .object({
    phoneNumberId: metaId.meta({ description: 'El Phone number ID del número en Meta (WhatsApp → Configuración de la API).' }),
    businessAccountId: metaId.meta({ description: 'El WhatsApp Business Account ID.' }),
    accessToken: secret.meta({ description: 'El token de acceso (de un usuario del sistema). Omitido o vacío: se conserva el guardado.' }),
    appSecret: secret.meta({ description: 'El secreto de la app de Meta (firma de los webhooks). Omitido o vacío: se conserva el guardado.' }),
    verifyToken: z
      .string({ error: 'Escribe el token de verificación' })
      .trim()
      .min(8, { error: 'El token de verificación debe tener al menos 8 caracteres' })
      .max(200)
      .regex(/^[\x21-\x7e]+$/, { error: 'El token de verificación tiene caracteres no válidos' })
      .meta({ description: 'El token que se pega en la consola de Meta al suscribir el webhook.' }),
  })
  .strict();
export type WhatsappConfigBody = z.input<typeof whatsappConfigBody>;

/** Exactly one of leadId (retail) and fleetLeadId (fleet). */
const oneLeadKey = (v: { leadId?: number; fleetLeadId?: number }) => (v.leadId === undefined) !== (v.fleetLeadId === undefined);

/** GET /whatsapp/conversation and GET /whatsapp/templates: whose. */
export const whatsappLeadQuery = z.object({ leadId: optDbId, fleetLeadId: optDbId }).refine(oneLeadKey, { error: WHATSAPP_MSG.oneLeadKey });
export type WhatsappLeadQuery = z.input<typeof whatsappLeadQuery>;

/** GET /whatsapp/conversation/:id/messages: older pages by the oldest id the client holds. */
export const whatsappThreadQuery = z.object({
  before: optDbId.meta({ description: 'El id del mensaje más antiguo que ya se tiene: responde los anteriores.' }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type WhatsappThreadQuery = z.input<typeof whatsappThreadQuery>;

export const WHATSAPP_TEXT_MAX = 4096;

export const whatsappTemplateSend = z
  .object({
    name: z.string().trim().min(1).max(512).regex(/^[a-z0-9_]+$/, { error: WHATSAPP_MSG.templateUnknown }),
    language: z.string().trim().min(2).max(15).regex(/^[a-zA-Z_]+$/, { error: WHATSAPP_MSG.templateUnknown }),
    params: z.array(text(1024).pipe(z.string().min(1, { error: WHATSAPP_MSG.templateParams }))).max(20).default([]),
  })
  .strict();

/** POST /whatsapp/messages: one lead key, exactly one of text and template. */
export const whatsappSendBody = z
  .object({
    leadId: optDbId,
    fleetLeadId: optDbId,
    text: z
      .preprocess((v) => (v === null ? undefined : v), text(WHATSAPP_TEXT_MAX).pipe(z.string().min(1, { error: 'Escribe un mensaje' })).optional())
      .meta({ description: 'Texto libre (solo dentro de la ventana de 24 horas).' }),
    template: whatsappTemplateSend.optional().meta({ description: 'Una plantilla aprobada, con sus parámetros en orden ({{1}}, {{2}}…).' }),
  })
  .strict()
  .refine(oneLeadKey, { error: WHATSAPP_MSG.oneLeadKey })
  .refine((v) => (v.text === undefined) !== (v.template === undefined), { error: WHATSAPP_MSG.oneContent });
export type WhatsappSendBody = z.input<typeof whatsappSendBody>;

/** PATCH /whatsapp/conversation/:id/assign. */
export const whatsappAssignBody = z.object({ userId: dbId }).strict();
export type WhatsappAssignBody = z.input<typeof whatsappAssignBody>;

export const WHATSAPP_INBOX_FILTERS = ['unanswered', 'all', 'mine'] as const;
export type WhatsappInboxFilter = (typeof WHATSAPP_INBOX_FILTERS)[number];

/** GET /whatsapp/inbox: paged in SQL, unanswered first, then the most recent. */
export const whatsappInboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  filter: z.enum(WHATSAPP_INBOX_FILTERS).default('all'),
  search: optSearch(100),
  agencyId: optDbId.meta({ description: 'Solo las conversaciones de esta agencia (entre las del usuario).' }),
});
export type WhatsappInboxQuery = z.input<typeof whatsappInboxQuery>;

export const whatsappIdParams = z.object({ id: dbId });
export const whatsappMessageParams = z.object({ messageId: dbId });
