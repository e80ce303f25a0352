import type { whatsappCallSchemas, whatsappChannelCallSchemas } from './whatsappServed';
import { describeCalls } from './routeContract';

/**
 * The lead's WhatsApp (issue 53; features/whatsapp/conversationRoutes.ts): its conversation and
 * thread, the send (Idempotency-Key honoured; the screens send it through the outbox), read and
 * assign, the approved templates with the lead's values, the 'Conversaciones' inbox and the client's
 * files. Every record path goes through the lead's own access rule.
 */
export const whatsappRoutes = describeCalls<typeof whatsappCallSchemas>()({
  /** The lead's (`leadId`) or fleet lead's (`fleetLeadId`) conversation, null when there is none. */
  conversation: { method: 'GET', path: '/whatsapp/conversation', access: { permission: 'whatsapp:converse' } },
  /** Newest first; `before` pages back. */
  messages: { method: 'GET', path: '/whatsapp/conversation/:id/messages', access: { permission: 'whatsapp:converse' } },
  send: { method: 'POST', path: '/whatsapp/messages', access: { permission: 'whatsapp:converse' } },
  read: { method: 'PATCH', path: '/whatsapp/conversation/:id/read', access: { permission: 'whatsapp:converse' } },
  assign: { method: 'PATCH', path: '/whatsapp/conversation/:id/assign', access: { permission: 'whatsapp:assign' } },
  templates: { method: 'GET', path: '/whatsapp/templates', access: { permission: 'whatsapp:converse' } },
  inbox: { method: 'GET', path: '/whatsapp/inbox', access: { permission: 'whatsapp:inbox' } },
  /** A message's file (a blob): the `media.url` of its answer. */
  media: { method: 'GET', path: '/whatsapp/media/:messageId', access: { permission: 'whatsapp:converse' } },
});

/** Admin → agencia → 'WhatsApp' (issue 53; features/whatsapp/channelRoutes.ts): the agency's number, 'Probar conexión', the template sync. */
export const whatsappChannelRoutes = describeCalls<typeof whatsappChannelCallSchemas>()({
  config: { method: 'GET', path: '/agency/:id/whatsapp', access: { permission: 'admin:agencies' } },
  saveConfig: { method: 'PUT', path: '/agency/:id/whatsapp', access: { permission: 'admin:agencies' } },
  test: { method: 'POST', path: '/agency/:id/whatsapp/test', access: { permission: 'admin:agencies' } },
  syncTemplates: { method: 'POST', path: '/agency/:id/whatsapp/templates/sync', access: { permission: 'admin:agencies' } },
});
