/** The arrival loop's words, shared by the API's answers, the notices and the screens. */

/** The floor-visit wizard's result: 'Tiene cita a las 11:00 con Ana Pérez'. */
export function arrivalAppointmentText(hora: string, asesor: string | null): string {
  return asesor ? `Tiene cita a las ${hora} con ${asesor}` : `Tiene cita a las ${hora}`;
}

/** The adviser's notice (bell and native): 'Luis Gómez llegó a su cita de las 11:00'. */
export function arrivalNoticeText(cliente: string, hora: string): string {
  return `${cliente} llegó a su cita de las ${hora}`;
}

/** The coordinators' notice when the adviser has not started it in time. */
export function waitingNoticeText(cliente: string, llegada: string, asesor: string | null): string {
  return `${cliente} espera desde las ${llegada}${asesor ? ` a ${asesor}` : ''}`;
}

/** Defaults of the agency's settings (agencies.arrival_alert_minutes, agencies.no_show_after_minutes). */
export const ARRIVAL_ALERT_MINUTES_DEFAULT = 10;
export const NO_SHOW_AFTER_MINUTES_DEFAULT = 60;
