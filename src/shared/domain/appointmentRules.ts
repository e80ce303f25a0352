import { MSG } from '../messages';
import { SIN_CITA_MAX_DAYS_BACK, TEST_DRIVE_SLUG } from './constants';
import type { AppointmentType } from './phases';

/** A date a minute behind the clock is still "now": the form's picker and the request take time. */
export const NOW_TOLERANCE_MS = 60_000;
const DAY_MS = 86_400_000;

/** 'prueba-de-manejo' is a test drive; every other appointment type ('cita', 'cita-…') is an ACTIVITY. */
export function appointmentKind(typeSlug: string): AppointmentType {
  return typeSlug === TEST_DRIVE_SLUG ? 'TESTDRIVE' : 'ACTIVITY';
}

/**
 * The date rule of a new appointment (spec §5): with 'Sin cita' (realizada_hoy) it may be up to two
 * days in the past; otherwise it may not be earlier than now.
 */
export function appointmentDateError(date: Date, now: Date, sinCita: boolean): string | undefined {
  if (sinCita) {
    return date.getTime() < now.getTime() - SIN_CITA_MAX_DAYS_BACK * DAY_MS ? MSG.dateNotAfterNow : undefined;
  }
  return date.getTime() < now.getTime() - NOW_TOLERANCE_MS ? MSG.dateNotBeforeNow : undefined;
}
