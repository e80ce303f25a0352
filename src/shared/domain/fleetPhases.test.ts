import { describe, expect, it } from 'vitest';
import { canAdvanceFleet, canGoBackFleet, FLEET_PHASE_LABELS, nextFleetPhase, previousFleetPhase, showsFleetStatus } from './fleetPhases';

describe('fleet phase moves (§4)', () => {
  it('advances one step through the funnel and stops at POST_VENTA', () => {
    expect(nextFleetPhase('1ER_CONTACTO')).toBe('SEGUIMIENTO');
    expect(nextFleetPhase('SEGUIMIENTO')).toBe('CIERRE');
    expect(nextFleetPhase('CIERRE')).toBe('POST_VENTA');
    expect(nextFleetPhase('POST_VENTA')).toBeUndefined();
    expect(canAdvanceFleet('POST_VENTA')).toBe(false);
  });
  it('goes back one step and stops at 1ER_CONTACTO', () => {
    expect(previousFleetPhase('POST_VENTA')).toBe('CIERRE');
    expect(previousFleetPhase('SEGUIMIENTO')).toBe('1ER_CONTACTO');
    expect(previousFleetPhase('1ER_CONTACTO')).toBeUndefined();
    expect(canGoBackFleet('1ER_CONTACTO')).toBe(false);
  });
  it('neither moves from CONGELADO, and hides the status there', () => {
    expect(nextFleetPhase('CONGELADO')).toBeUndefined();
    expect(previousFleetPhase('CONGELADO')).toBeUndefined();
    expect(showsFleetStatus('CONGELADO')).toBe(false);
    expect(showsFleetStatus('CIERRE')).toBe(true);
  });
  it('shows 1ER_CONTACTO as Prospección', () => {
    expect(FLEET_PHASE_LABELS['1ER_CONTACTO']).toBe('Prospección');
  });
});
