import type { NotificationType } from '../../../shared/domain/phases';

/** Spanish titles of the notifications the API creates (the bell and native notifications show them). */
export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  NEW_LEAD: 'Nuevo lead asignado',
  UPDATED_LEAD: 'Lead actualizado',
  REASSIGN_LEAD: 'Lead reasignado',
  APPOINTMENT_NOW: 'Tu cita es ahora',
  APPOINTMENT_TODAY: 'Tienes una cita hoy',
  FUTURE_LEAD_SOON: 'Lead de futura compra próximo a reactivarse',
  FUTURE_LEAD_NOW: 'Lead de futura compra listo para reactivarse',
  INACTIVE_LEAD: 'Lead sin contacto',
  SLA_WARNING: 'Lead por vencer su tiempo de respuesta',
  SLA_BREACH: 'Lead fuera de tiempo',
  SLA_RETURNED: 'Lead regresado a subasta',
  APPOINTMENT_ARRIVED: 'Tu cliente llegó',
  APPOINTMENT_WAITING: 'Cliente esperando a su asesor',
  WHATSAPP_MESSAGE: 'Nuevo mensaje de WhatsApp',
};

/** What a lead notification says about the lead it names ('Se te asignó el lead Ana Pérez'). */
export function leadNoticeText(type: 'NEW_LEAD' | 'REASSIGN_LEAD' | 'UPDATED_LEAD', name: string): string {
  if (type === 'NEW_LEAD') return `Se te asignó el lead ${name}`;
  if (type === 'REASSIGN_LEAD') return `Se te reasignó el lead ${name}`;
  return `Se modificaron los datos del lead ${name}`;
}
