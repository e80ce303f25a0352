import { describe, expect, it } from 'vitest';
import { appointmentKind } from './appointmentRules';
import { appointmentDateSchema } from '../schemas/appointmentDateSchema';

const dateProblem = (date: Date, at: Date, sinCita: boolean) => appointmentDateSchema(at, sinCita).safeParse(date).error?.issues[0]?.message;

const now = new Date('2026-03-10T18:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('appointment rules', () => {
  it('maps the type slug to TESTDRIVE or ACTIVITY', () => {
    expect(appointmentKind('prueba-de-manejo')).toBe('TESTDRIVE');
    expect(appointmentKind('cita')).toBe('ACTIVITY');
    expect(appointmentKind('cita-agencia')).toBe('ACTIVITY');
  });
  it("'Sin cita' allows up to two days back and no more", () => {
    expect(dateProblem(hoursAgo(47), now, true)).toBeUndefined();
    expect(dateProblem(hoursAgo(49), now, true)).toBe('La fecha no puede ser mayor a la fecha actual');
  });
  it('a scheduled appointment may not be in the past', () => {
    expect(dateProblem(hoursAgo(-1), now, false)).toBeUndefined();
    expect(dateProblem(hoursAgo(1), now, false)).toBe('La fecha no puede ser menor a la fecha actual');
  });
});
