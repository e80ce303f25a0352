import { TEST_DRIVE_SLUG } from './constants';
import type { AppointmentType } from './phases';

/** A date a minute behind the clock is still "now": the form's picker and the request take time. */
export const NOW_TOLERANCE_MS = 60_000;

/** 'prueba-de-manejo' is a test drive; every other appointment type ('cita', 'cita-…') is an ACTIVITY. */
export function appointmentKind(typeSlug: string): AppointmentType {
  return typeSlug === TEST_DRIVE_SLUG ? 'TESTDRIVE' : 'ACTIVITY';
}
