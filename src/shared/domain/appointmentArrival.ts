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

/** The Spanish reminder BDC sends the day before ('Mañana' in Citas), prefilled in WhatsApp. */
export function confirmationMessage(nombre: string, agencia: string, hora: string): string {
  return `Hola ${nombre}, le confirmamos su cita en ${agencia} mañana a las ${hora}. ¿Nos confirma su asistencia? Si necesita cambiar la hora, responda a este mensaje.`;
}

/**
 * The click-to-chat link of that reminder: https://wa.me/<52 + 10 digits>?text=…, which the
 * external-link allow-list (externalUrls.ts) lets out; null without a usable phone.
 */
export function confirmationWhatsAppUrl(phone: string | null | undefined, text: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  const national = digits.slice(-10);
  if (national.length !== 10) return null;
  return `https://wa.me/52${national}?text=${encodeURIComponent(text)}`;
}
