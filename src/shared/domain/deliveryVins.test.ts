import { describe, expect, it } from 'vitest';
import { trimVins, vinListProblem } from './deliveryVins';

describe('delivery VIN rules', () => {
  it('needs exactly as many non-empty VINs as units', () => {
    expect(vinListProblem(['A1', 'B2'], 2)).toBeUndefined();
    expect(vinListProblem(['A1'], 2)).toBe('Debes ingresar todos los VINs');
    expect(vinListProblem(['A1', 'B2', 'C3'], 2)).toBe('Debes ingresar todos los VINs');
    expect(vinListProblem(['A1', '  '], 2)).toBe('Debes ingresar todos los VINs');
  });
  it('refuses repeats, ignoring case and spaces', () => {
    expect(vinListProblem(['abc', ' ABC '], 2)).toBe('Los VINs no pueden repetirse');
  });
  it('lowering the quantity trims the list', () => {
    expect(trimVins(['A', 'B', 'C'], 2)).toEqual(['A', 'B']);
    expect(trimVins(['A'], 3)).toEqual(['A']);
  });
});
