import { WHATSAPP_NOTIFICATION_TYPE } from '@shared/domain/whatsappUnreadTexts';

/**
 * Where a notice opens, from the bell or from its native notification: its lead, and for a WhatsApp
 * message the lead's conversation (`?tab=whatsapp`), a fleet lead's on the fleet lead's page. A
 * WhatsApp notice with neither opens the 'Conversaciones' inbox. Undefined: nothing to open.
 */
export function noticeHref(type: string | undefined, leadId: number | null, fleetLeadId: number | null = null): string | undefined {
  if (type === WHATSAPP_NOTIFICATION_TYPE) {
    if (leadId) return `/sells/leads/${leadId}?tab=whatsapp`;
    return fleetLeadId ? `/fleets/leads-flotilla/${fleetLeadId}?tab=whatsapp` : '/conversaciones';
  }
  return leadId ? `/sells/leads/${leadId}` : undefined;
}
