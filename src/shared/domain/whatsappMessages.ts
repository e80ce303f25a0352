import { EVIDENCE_MAX_BYTES } from './constants';
import { WHATSAPP_UNREAD_TEXTS } from './whatsappUnreadTexts';

/** The WhatsApp channel's Spanish texts (issue 53): API refusals, the admin card, the panel and the inbox. */
export const WHATSAPP_MSG = {
  ...WHATSAPP_UNREAD_TEXTS,
  // The privacy access log's targets of an unmasked view (issue 54).
  accessThread: 'Conversación de WhatsApp',
  accessFleetThread: (fleetLeadId: number) => `Conversación de WhatsApp del lead de flotilla ${fleetLeadId}`,
  accessInbox: 'Conversaciones de WhatsApp',
  // Agency configuration (admin → agencia → WhatsApp).
  phoneNumberTaken: 'Ese número de WhatsApp ya pertenece a otra agencia',
  secretsRequired: 'El token de acceso y el secreto de la app son obligatorios la primera vez',
  notConfigured: 'La agencia no tiene WhatsApp configurado',
  saved: 'Configuración de WhatsApp guardada',
  agencyUnknown: 'La agencia no existe',
  connectionOk: (phone: string) => `Conexión correcta: ${phone}`,
  badToken: 'El token de acceso no es válido o expiró: genera uno nuevo en Meta (código 190)',
  badPhoneNumberId: 'El identificador del número no existe o el token no tiene acceso a él (código 100)',
  badBusinessAccountId: 'El identificador de la cuenta de WhatsApp Business no existe o el token no tiene acceso a ella',
  unreachable: 'No se pudo conectar con la API de WhatsApp: revisa la red del servidor',
  metaError: (code: number | string, detail: string) => `Meta respondió con un error (${code}): ${detail}`,
  templatesSynced: (n: number) => `Plantillas sincronizadas: ${n}`,
  // Conversation and sending.
  windowClosed: 'La ventana de 24 horas está cerrada: usa una plantilla aprobada',
  optedOut: 'El cliente pidió no recibir mensajes (BAJA)',
  blocked: 'Los datos de esta persona están bloqueados por una solicitud de cancelación: no se le pueden enviar mensajes',
  marketingWithoutConsent: 'El cliente no ha dado su consentimiento para mensajes de marketing',
  templateUnknown: 'La plantilla no existe o no está aprobada: sincroniza las plantillas',
  templateParams: 'Los parámetros no corresponden a la plantilla',
  oneLeadKey: 'Indica el lead o el lead de flotilla, uno solo',
  oneContent: 'Escribe un texto o elige una plantilla, uno solo',
  leadWithoutPhone: 'El lead no tiene un teléfono al que escribir por WhatsApp',
  conversationNotFound: 'La conversación no existe',
  messageNotFound: 'El mensaje no existe',
  mediaNotFound: 'El archivo no está disponible',
  assignNotAllowed: 'El usuario no puede atender esta conversación',
  needsAttention: 'Requiere atención',
  mediaTooLarge: 'El archivo del cliente supera 5 MB y no se guardó',
  mediaRefused: 'El archivo del cliente no es de un tipo admitido y no se guardó',
  sendFailed: 'No se pudo enviar el mensaje',
  // Webhook refusals (logged; Meta only reads the status).
  badSignature: 'Firma inválida',
  unknownNumber: 'Número de WhatsApp desconocido',
  badBody: 'Cuerpo inválido',
  tooLarge: 'Cuerpo demasiado grande',
  verifyFailed: 'Token de verificación incorrecto',
  // History (Historial) lines.
  historyIn: (text: string) => `WhatsApp recibido: ${text}`,
  historyOut: (text: string) => `WhatsApp enviado: ${text}`,
  historyTemplate: (name: string) => `WhatsApp enviado (plantilla ${name})`,
  optOutNotice: 'El cliente pidió no recibir mensajes (BAJA)',
  optInNotice: 'El cliente volvió a aceptar mensajes',
  // Notifications.
  notifyTitle: (name: string) => `WhatsApp de ${name}`,
  // Inbox.
  inboxTitle: 'Conversaciones',
  origin: 'WhatsApp',
} as const;

/** Meta's error codes → what the adviser reads (the 'Requiere atención' reason). Unknown codes show Meta's own title. */
export const WHATSAPP_ERROR_REASONS: Record<number, string> = {
  0: 'Meta no pudo autenticar la cuenta',
  4: 'Se alcanzó el límite de llamadas de la app: se reintentará',
  10: 'El permiso de la app no incluye WhatsApp: revisa la configuración en Meta',
  100: 'Un parámetro no es válido (número, plantilla o identificador)',
  190: 'El token de acceso no es válido o expiró',
  368: 'La cuenta está bloqueada temporalmente por Meta',
  80007: 'Se alcanzó el límite de mensajes de la cuenta: se reintentará',
  130429: 'Se alcanzó el límite de envío del número: se reintentará',
  131000: 'Error desconocido de Meta',
  131005: 'Acceso denegado por Meta',
  131008: 'Falta un parámetro obligatorio',
  131009: 'Un parámetro no es válido',
  131016: 'El servicio de WhatsApp no está disponible: se reintentará',
  131021: 'El destinatario no puede ser el mismo número que envía',
  131026: 'El mensaje no se pudo entregar: el número no tiene WhatsApp o no aceptó los términos',
  131031: 'La cuenta de WhatsApp Business está bloqueada',
  131042: 'Hay un problema con el método de pago de la cuenta de WhatsApp',
  131045: 'El número no está registrado en la plataforma',
  131047: 'Pasaron más de 24 horas desde el último mensaje del cliente: usa una plantilla',
  131049: 'Meta no entregó el mensaje de marketing para cuidar la experiencia del cliente',
  131051: 'Tipo de mensaje no admitido',
  131052: 'No se pudo descargar el archivo del cliente',
  131053: 'No se pudo subir el archivo',
  132000: 'El número de parámetros no corresponde a la plantilla',
  132001: 'La plantilla no existe o no está aprobada en ese idioma',
  132005: 'El texto de la plantilla es demasiado largo con los parámetros',
  132007: 'El contenido infringe las políticas de la plantilla',
  132012: 'El formato de los parámetros no corresponde a la plantilla',
  132015: 'La plantilla está pausada por baja calidad',
  132016: 'La plantilla está deshabilitada',
  133010: 'El número no está registrado en la plataforma',
};

/** The Spanish reason of a Meta error code, or Meta's title when the code is not in the table. */
export function whatsappErrorReason(code: number | null | undefined, title?: string | null): string {
  if (code != null && WHATSAPP_ERROR_REASONS[code]) return WHATSAPP_ERROR_REASONS[code];
  return title ? `Meta rechazó el mensaje: ${title}` : 'Meta rechazó el mensaje';
}

/** Words a client writes to stop (opt out) and to come back (opt in); compared on the trimmed, upper-cased, accentless text. */
export const WHATSAPP_OPT_OUT_WORDS = ['BAJA', 'ALTO', 'STOP'] as const;
export const WHATSAPP_OPT_IN_WORDS = ['ALTA'] as const;

/** The customer-service window the platform enforces: free text only within 24 h of the client's last message. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Media limit: as the uploads (EVIDENCE_MAX_BYTES, 5 MB); a larger file from the client is kept as a message without its file. */
export const WHATSAPP_MEDIA_MAX_BYTES = EVIDENCE_MAX_BYTES;
/** A webhook body larger than this is refused (413) before any parse: Meta's deliveries are a few KB. */
export const WHATSAPP_WEBHOOK_BODY_LIMIT = 256 * 1024;
export { WHATSAPP_NOTIFICATION_TYPE } from './whatsappUnreadTexts';
