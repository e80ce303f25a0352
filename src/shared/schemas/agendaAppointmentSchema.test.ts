import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { agendaAppointmentSchema } from './agendaAppointmentSchema';
import { firstProblem } from './schemaProblems';

const now = new Date('2030-03-10T18:00:00Z');
const base = { leadId: 1, type: 'cita', date: new Date('2030-03-11T18:00:00Z'), sinCita: false };
const problem = (v: Record<string, unknown>) => firstProblem(agendaAppointmentSchema(now), v);

describe("the agenda's new appointment form", () => {
  it('needs client, type and date', () => {
    expect(problem({ ...base, leadId: null })).toBe(MSG.completeAll);
    expect(problem({ ...base, type: '' })).toBe(MSG.completeAll);
    expect(problem({ ...base, date: null })).toBe(MSG.completeAll);
    expect(problem({ ...base, date: new Date('nope') })).toBe(MSG.completeAll);
    expect(problem({ ...base, leadId: null, type: 'prueba-de-manejo' })).toBe(MSG.completeAll);
  });

  it('a test drive needs a vehicle', () => {
    expect(problem({ ...base, type: 'prueba-de-manejo' })).toBe(MSG.selectVehicle);
    expect(problem({ ...base, type: 'prueba-de-manejo', productId: 3 })).toBeNull();
  });

  it('a normal appointment may not be in the past', () => {
    expect(problem({ ...base, date: new Date('2030-03-10T17:00:00Z') })).toBe(MSG.dateNotBeforeNow);
  });

  it("'Sin cita': up to 2 days back, not ahead, and a test drive needs evidence", () => {
    const yesterday = new Date('2030-03-09T18:00:00Z');
    expect(problem({ ...base, sinCita: true, date: yesterday })).toBeNull();
    expect(problem({ ...base, sinCita: true, date: new Date('2030-03-08T17:00:00Z') })).toBe(MSG.dateNotAfterNow);
    expect(problem({ ...base, sinCita: true, date: new Date('2030-03-10T19:00:00Z') })).toBe(MSG.dateNotAfterNow);
    expect(problem({ ...base, sinCita: true, date: yesterday, type: 'prueba-de-manejo', productId: 2 })).toBe(MSG.evidenceRequired);
    expect(problem({ ...base, sinCita: true, date: yesterday, type: 'prueba-de-manejo', productId: 2, evidence: 'data:x' })).toBeNull();
  });
});
