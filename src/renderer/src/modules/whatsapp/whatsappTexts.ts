import { WHATSAPP_MSG } from '@shared/domain/whatsappMessages';

/** The panel's and inbox's own Spanish texts (the API's refusals come in its answers). */
export const WA_TEXT = {
  windowClosed: 'Han pasado más de 24 horas desde el último mensaje del cliente: solo puedes enviar una plantilla aprobada',
  noConversation: 'El cliente aún no ha escrito: la primera vez solo puedes enviar una plantilla aprobada',
  optedOut: WHATSAPP_MSG.optedOut,
  noTemplates: 'La agencia no tiene plantillas aprobadas: pide al administrador que las sincronice en Admin → Agencia → WhatsApp',
  placeholder: 'Escribe un mensaje',
  queued: 'Sin conexión: el mensaje se enviará al volver la conexión',
} as const;
