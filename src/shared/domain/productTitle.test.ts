import { describe, expect, it } from 'vitest';
import { productTitle } from './productTitle';

describe('productTitle', () => {
  it('does not repeat the model the name already holds', () => {
    expect(productTitle({ name: 'JAC Sei7 Pro', version: 'Dynamic', model: 'Sei7 Pro' })).toBe('JAC Sei7 Pro Dynamic');
  });
  it('adds what the name does not say', () => {
    expect(productTitle({ name: 'JAC', version: 'Dynamic', transmission: 'CVT', model: 2026 })).toBe('JAC Dynamic CVT 2026');
    expect(productTitle({ name: 'Frison T8', version: null, model: '' })).toBe('Frison T8');
  });
});
