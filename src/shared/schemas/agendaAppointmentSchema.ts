import { z } from 'zod';
import { MSG } from '../messages';
import { SIN_CITA_MAX_DAYS_BACK, TEST_DRIVE_SLUG } from '../domain/constants';

/**
 * The agenda's 'Crear cita' form at `now` (spec §5 'New appointment'): client, type and date first
 * ('Por favor completa todos los campos'); then a test drive's vehicle; then the date: with 'Sin cita'
 * within the last two days and not ahead of now (and a test drive's evidence), otherwise not before
 * now. Its values are the form's (a Date, the picked ids); the call itself is checked by the API's
 * appointmentSchema with the same messages.
 */
export function agendaAppointmentSchema(now: Date) {
  return z
    .object({
      leadId: z.number({ error: MSG.completeAll }),
      type: z.string({ error: MSG.completeAll }).min(1, { error: MSG.completeAll }),
      date: z.date({ error: MSG.completeAll }),
      productId: z.number().nullish(),
      sinCita: z.boolean(),
      evidence: z.string().nullish(),
    })
    .superRefine((d, ctx) => {
      const issue = (path: string, message: string) => void ctx.addIssue({ code: 'custom', path: [path], message });
      const testDrive = d.type === TEST_DRIVE_SLUG;
      if (testDrive && !d.productId) return issue('productId', MSG.selectVehicle);
      if (d.sinCita) {
        const earliest = now.getTime() - SIN_CITA_MAX_DAYS_BACK * 86_400_000;
        if (d.date.getTime() < earliest || d.date.getTime() > now.getTime()) return issue('date', MSG.dateNotAfterNow);
        if (testDrive && !d.evidence) return issue('evidence', MSG.evidenceRequired);
        return;
      }
      if (d.date.getTime() < now.getTime()) return issue('date', MSG.dateNotBeforeNow);
    });
}
