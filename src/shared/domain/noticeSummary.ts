import type { NotificationType } from './phases';

/**
 * More new notices than this in one poll become one summary notification (issue 40): an adviser
 * signing in with 50 unread gets 'Tienes 50 leads sin contacto', not 50 pop-ups.
 */
export const NOTICE_SUMMARY_THRESHOLD = 3;

/** The summary's sentence for `count` notices all of one type (always plural: count > threshold). */
const OF_ONE_TYPE: Record<NotificationType, (count: string) => string> = {
  NEW_LEAD: (n) => `Tienes ${n} leads nuevos asignados`,
  UPDATED_LEAD: (n) => `Se modificaron ${n} de tus leads`,
  REASSIGN_LEAD: (n) => `Se te reasignaron ${n} leads`,
  APPOINTMENT_NOW: (n) => `Tienes ${n} citas ahora`,
  APPOINTMENT_TODAY: (n) => `Tienes ${n} citas hoy`,
  FUTURE_LEAD_SOON: (n) => `Tienes ${n} leads de futura compra por reactivarse`,
  FUTURE_LEAD_NOW: (n) => `Tienes ${n} leads de futura compra listos para reactivarse`,
  INACTIVE_LEAD: (n) => `Tienes ${n} leads sin contacto`,
  SLA_WARNING: (n) => `Tienes ${n} leads por vencer su tiempo de respuesta`,
  SLA_BREACH: (n) => `Tienes ${n} leads fuera de tiempo`,
  SLA_RETURNED: (n) => `${n} de tus leads regresaron a subasta`,
  APPOINTMENT_ARRIVED: (n) => `${n} de tus clientes llegaron a su cita`,
  APPOINTMENT_WAITING: (n) => `${n} clientes esperan a su asesor`,
  WHATSAPP_MESSAGE: (n) => `Tienes ${n} conversaciones de WhatsApp con mensajes nuevos`,
};

export interface NoticeSummary {
  /** 'Tienes 50 leads sin contacto' / 'Tienes 12 notificaciones nuevas'. */
  text: string;
  /** The one type they all share, or null when mixed. */
  type: NotificationType | null;
  count: number;
}

/** What one summary notification says of these notices' types. */
export function summariseNotices(types: readonly string[]): NoticeSummary {
  const count = types.length;
  const n = count.toLocaleString('es-MX');
  const first = types[0];
  const single = first !== undefined && types.every((t) => t === first) && first in OF_ONE_TYPE ? (first as NotificationType) : null;
  return { text: single ? OF_ONE_TYPE[single](n) : `Tienes ${n} notificaciones nuevas`, type: single, count };
}
