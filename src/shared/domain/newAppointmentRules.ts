import { MSG } from '../messages';
import { SIN_CITA_MAX_DAYS_BACK, TEST_DRIVE_SLUG } from './constants';

export interface NewAppointmentInput {
  /** Required in the agenda modal (the lead modal already has its lead). */
  leadId?: number | null;
  requireClient: boolean;
  /** 'cita' or 'prueba-de-manejo'. */
  type?: string | null;
  date?: Date | null;
  productId?: number | null;
  /** 'Sin cita' (realizada_hoy): the visit already happened. */
  sinCita: boolean;
  evidence?: string | null;
}

/** The first broken rule of a new appointment (spec §5 'New appointment'), or null. */
export function newAppointmentError(input: NewAppointmentInput, now: Date = new Date()): string | null {
  if ((input.requireClient && !input.leadId) || !input.type || !input.date || Number.isNaN(input.date.getTime())) return MSG.completeAll;
  const testDrive = input.type === TEST_DRIVE_SLUG;
  if (testDrive && !input.productId) return MSG.selectVehicle;
  if (input.sinCita) {
    const earliest = now.getTime() - SIN_CITA_MAX_DAYS_BACK * 86_400_000;
    if (input.date.getTime() < earliest || input.date.getTime() > now.getTime()) return MSG.dateNotAfterNow;
    if (testDrive && !input.evidence) return MSG.evidenceRequired;
    return null;
  }
  if (input.date.getTime() < now.getTime()) return MSG.dateNotBeforeNow;
  return null;
}
