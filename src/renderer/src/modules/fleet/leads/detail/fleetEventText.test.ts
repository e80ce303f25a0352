import { describe, expect, it } from 'vitest';
import { fleetEventText } from './fleetEventText';

describe('fleetEventText', () => {
  it('names a phase move with the phases as the screens show them', () => {
    expect(fleetEventText({ action: 'PHASE_NEXT', oldPhase: '1ER_CONTACTO', newPhase: 'SEGUIMIENTO', detail: null })).toBe('Avanzó de etapa: Prospección → Seguimiento');
  });
  it('adds the detail the API recorded', () => {
    expect(fleetEventText({ action: 'ACTIVITY_CLOSED', oldPhase: null, newPhase: null, detail: 'Presentación' })).toBe('Actividad cerrada: Presentación');
    expect(fleetEventText({ action: 'CREATED', oldPhase: null, newPhase: null, detail: null })).toBe('Lead creado');
  });
  it('falls back to the code of an action it does not know', () => {
    expect(fleetEventText({ action: 'SOMETHING_NEW', oldPhase: null, newPhase: null, detail: null })).toBe('SOMETHING_NEW');
  });
});
