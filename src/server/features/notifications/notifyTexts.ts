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
};
