/**
 * The lists' unread WhatsApp marker (issue 53): the column's title and its cell. Apart from
 * whatsappMessages.ts because every leads list loads these two words, not the channel's catalogue.
 */
export const WHATSAPP_UNREAD_TEXTS = {
  unreadColumn: 'WhatsApp',
  unreadMarker: 'Sin leer',
} as const;

/**
 * The bell notification's type for an inbound message: here too, because the bell (on every first
 * load) tells a WhatsApp notice by it without the channel's catalogue (whatsappMessages.ts).
 */
export const WHATSAPP_NOTIFICATION_TYPE = 'WHATSAPP_MESSAGE';
