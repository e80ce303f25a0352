import { z } from 'zod';
import { MSG } from '../messages';
import { SIN_CITA_MAX_DAYS_BACK } from '../domain/constants';
import { NOW_TOLERANCE_MS } from '../domain/appointmentRules';

const DAY_MS = 86_400_000;

/**
 * The date rule of a new appointment (spec §5) at `now`: with 'Sin cita' (realizada_hoy) it may be up
 * to two days in the past ('La fecha no puede ser mayor a la fecha actual'); otherwise it may not be
 * earlier than now, a minute of tolerance aside ('La fecha no puede ser menor a la fecha actual').
 * The lead's appointment form and the API's appointment schema both refine with it.
 */
export function appointmentDateSchema(now: Date, sinCita: boolean) {
  const earliest = sinCita ? now.getTime() - SIN_CITA_MAX_DAYS_BACK * DAY_MS : now.getTime() - NOW_TOLERANCE_MS;
  return z.date().refine((date) => date.getTime() >= earliest, { error: sinCita ? MSG.dateNotAfterNow : MSG.dateNotBeforeNow });
}
