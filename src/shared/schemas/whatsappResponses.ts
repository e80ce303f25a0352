import { z } from 'zod';
import { dataOf, pagedOf, wireDateTime, type Wire } from './wire';

/** The WhatsApp channel's answers (issue 53): the agency's number, conversations, messages, templates and the inbox. */

export const whatsappConfig = z.object({
  phoneNumberId: z.string().nullable().meta({ description: 'El Phone number ID (null: sin configurar).' }),
  businessAccountId: z.string().nullable(),
  displayPhoneNumber: z.string().nullable().meta({ description: 'El número como lo muestra Meta, leído en la última prueba de conexión.' }),
  accessTokenLast4: z.string().nullable().meta({ description: 'Los últimos cuatro caracteres del token guardado; el token nunca se devuelve.' }),
  appSecretLast4: z.string().nullable().meta({ description: 'Los últimos cuatro caracteres del secreto de la app; nunca se devuelve.' }),
  verifyToken: z.string().nullable().meta({ description: 'El token de verificación del webhook (se pega en la consola de Meta).' }),
  webhookUrl: z.string().meta({ description: 'La URL del webhook que se da de alta en Meta.' }),
  configured: z.boolean(),
  updatedAt: wireDateTime.nullable(),
});

export const whatsappTestResult = z.object({ ok: z.boolean(), message: z.string().meta({ description: 'En español: qué falla, o «Conexión correcta: +52 …».' }) });

export const WHATSAPP_TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;

export const whatsappTemplate = z.object({
  name: z.string(),
  language: z.string(),
  category: z.enum(WHATSAPP_TEMPLATE_CATEGORIES),
  body: z.string().meta({ description: 'El texto del cuerpo con {{1}}, {{2}}…' }),
  params: z.array(z.string()).meta({ description: 'Los parámetros llenados con los datos del lead (nombre, asesor, agencia, fecha de cita), en orden.' }),
});

export const whatsappConversation = z.object({
  id: z.number(),
  leadId: z.number().nullable(),
  fleetLeadId: z.number().nullable(),
  agencyId: z.number(),
  contactName: z.string(),
  phone: z.string().meta({ description: 'El número del cliente (un guion para los roles que no ven el contacto de un lead en subasta).' }),
  windowOpenUntil: wireDateTime.nullable().meta({ description: '24 h después del último mensaje del cliente; null o pasado: solo plantillas.' }),
  optedOut: z.boolean(),
  marketingConsent: z.boolean(),
  unread: z.number(),
  assignedUserId: z.number().nullable(),
  lastMessageAt: wireDateTime.nullable(),
});

export const WHATSAPP_MESSAGE_KINDS = [
  'text',
  'image',
  'document',
  'audio',
  'video',
  'sticker',
  'location',
  'contacts',
  'button',
  'interactive',
  'template',
  'unsupported',
] as const;
export type WhatsappMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];
export const WHATSAPP_MESSAGE_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

export const whatsappMessage = z.object({
  id: z.number(),
  direction: z.enum(['in', 'out']),
  kind: z.enum(WHATSAPP_MESSAGE_KINDS),
  text: z.string().nullable().meta({ description: 'El texto, el pie de un archivo, la respuesta de un botón o el texto de la plantilla.' }),
  media: z
    .object({
      url: z.string().meta({ description: '/api/whatsapp/media/{messageId}' }),
      mimeType: z.string(),
      fileName: z.string().nullable(),
      size: z.number().nullable(),
    })
    .nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number(), name: z.string().nullable() }).nullable(),
  templateName: z.string().nullable(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  errorCode: z.number().nullable(),
  errorMessage: z.string().nullable().meta({ description: 'La razón en español de un mensaje fallido (Requiere atención).' }),
  sentByUserId: z.number().nullable(),
  sentByName: z.string().nullable(),
  createdAt: wireDateTime,
});

export const whatsappThread = z.object({ data: z.array(whatsappMessage).meta({ description: 'Del más nuevo al más antiguo.' }), hasMore: z.boolean() });

export const whatsappInboxRow = z.object({
  conversationId: z.number(),
  leadId: z.number().nullable(),
  fleetLeadId: z.number().nullable(),
  agencyId: z.number(),
  contactName: z.string(),
  phone: z.string(),
  lastMessageText: z.string().nullable(),
  lastMessageAt: wireDateTime.nullable(),
  lastDirection: z.enum(['in', 'out']).nullable(),
  unread: z.number(),
  waitingSince: wireDateTime.nullable().meta({ description: 'El mensaje del cliente más antiguo sin respuesta.' }),
  slaDueAt: wireDateTime.nullable().meta({ description: 'Cuándo vence la respuesta según el reloj de SLA de la agencia.' }),
  assignedUserId: z.number().nullable(),
  assignedUserName: z.string().nullable(),
});

export const whatsappResponses = {
  config: { 200: dataOf(whatsappConfig) },
  test: { 200: dataOf(whatsappTestResult) },
  templates: { 200: dataOf(z.array(whatsappTemplate)) },
  conversation: { 200: dataOf(whatsappConversation.nullable()) },
  thread: { 200: whatsappThread },
  sent: { 201: dataOf(whatsappMessage) },
  read: { 200: dataOf(z.object({ unread: z.literal(0) })) },
  assigned: { 200: dataOf(whatsappConversation) },
  inbox: { 200: pagedOf(whatsappInboxRow) },
};

export type WhatsappConfig = Wire<typeof whatsappConfig>;
export type WhatsappTestResult = Wire<typeof whatsappTestResult>;
export type WhatsappTemplate = Wire<typeof whatsappTemplate>;
export type WhatsappConversation = Wire<typeof whatsappConversation>;
export type WhatsappMessage = Wire<typeof whatsappMessage>;
export type WhatsappThread = Wire<typeof whatsappThread>;
export type WhatsappInboxRow = Wire<typeof whatsappInboxRow>;
