import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { newAppointmentError } from './newAppointmentRules';

const now = new Date('2030-03-10T18:00:00Z');
const base = { leadId: 1, requireClient: true, type: 'cita', date: new Date('2030-03-11T18:00:00Z'), sinCita: false };

describe('new appointment rules', () => {
  it('needs client (agenda), type and date', () => {
    expect(newAppointmentError({ ...base, leadId: null }, now)).toBe(MSG.completeAll);
    expect(newAppointmentError({ ...base, leadId: null, requireClient: false }, now)).toBeNull();
    expect(newAppointmentError({ ...base, type: '' }, now)).toBe(MSG.completeAll);
    expect(newAppointmentError({ ...base, date: null }, now)).toBe(MSG.completeAll);
  });

  it('a test drive needs a vehicle', () => {
    expect(newAppointmentError({ ...base, type: 'prueba-de-manejo' }, now)).toBe(MSG.selectVehicle);
    expect(newAppointmentError({ ...base, type: 'prueba-de-manejo', productId: 3 }, now)).toBeNull();
  });

  it('a normal appointment may not be in the past', () => {
    expect(newAppointmentError({ ...base, date: new Date('2030-03-10T17:00:00Z') }, now)).toBe(MSG.dateNotBeforeNow);
  });

  it("'Sin cita': up to 2 days back, and a test drive needs evidence", () => {
    const yesterday = new Date('2030-03-09T18:00:00Z');
    expect(newAppointmentError({ ...base, sinCita: true, date: yesterday }, now)).toBeNull();
    expect(newAppointmentError({ ...base, sinCita: true, date: new Date('2030-03-08T17:00:00Z') }, now)).toBe(MSG.dateNotAfterNow);
    expect(newAppointmentError({ ...base, sinCita: true, date: yesterday, type: 'prueba-de-manejo', productId: 2 }, now)).toBe(MSG.evidenceRequired);
    expect(newAppointmentError({ ...base, sinCita: true, date: yesterday, type: 'prueba-de-manejo', productId: 2, evidence: 'data:x' }, now)).toBeNull();
  });
});
