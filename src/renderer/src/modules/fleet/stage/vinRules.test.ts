import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resizeVins, unitExists } from './vinRules';

describe('test-drive units', () => {
  const list = [{ id: 1, vin: '3VWFE21C04M000001', plate: 'ABC-123' }];
  it('refuses a repeated VIN or plate whatever the case or spaces', () => {
    expect(unitExists(list, { vin: ' 3vwfe21c04m000001 ', plate: 'ZZZ-999' })).toBe(true);
    expect(unitExists(list, { vin: 'OTHER', plate: 'abc-123' })).toBe(true);
    expect(unitExists(list, { vin: 'OTHER', plate: 'XYZ-000' })).toBe(false);
  });
});

describe('delivery VINs', () => {
  it('lowering the quantity trims the list and raising it adds empty inputs', () => {
    expect(resizeVins(['A', 'B', 'C'], 2)).toEqual(['A', 'B']);
    expect(resizeVins(['A'], 3)).toEqual(['A', '', '']);
  });
  it('always has exactly quantity entries and keeps the first ones', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 0, max: 50 }), (vins, q) => {
        const out = resizeVins(vins, q);
        expect(out).toHaveLength(q);
        out.forEach((v, i) => expect(v).toBe(vins[i] ?? ''));
      }),
    );
  });
});
