import { WHATSAPP_NOTIFICATION_TYPE } from '@shared/domain/whatsappMessages';

/**
 * Where a notice opens, from the bell or from its native notification: its lead, and for a WhatsApp
 * message the lead's conversation (`?tab=whatsapp`). A WhatsApp notice without a lead (a fleet
 * lead's: the notice's lead is a retail one) opens the 'Conversaciones' inbox. Undefined: nothing to open.
 */
export function noticeHref(type: string | undefined, leadId: number | null): string | undefined {
  if (type === WHATSAPP_NOTIFICATION_TYPE) return leadId ? `/sells/leads/${leadId}?tab=whatsapp` : '/conversaciones';
  return leadId ? `/sells/leads/${leadId}` : undefined;
}
