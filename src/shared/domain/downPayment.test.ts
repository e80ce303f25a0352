import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { downPaymentLimit, formatPesos } from './downPayment';
import { downPaymentSchema } from '../schemas/downPaymentSchema';

const capProblem = (price: number, enganche: number) => downPaymentSchema(price).safeParse(enganche).error?.issues[0]?.message;

describe('down-payment cap', () => {
  it('is 75% of the price', () => {
    expect(downPaymentLimit(329900)).toBe(247425);
    expect(downPaymentLimit(100.01)).toBe(75);
  });
  it('accepts an enganche at the limit and refuses one centavo more with the cap message', () => {
    expect(capProblem(329900, 247425)).toBeUndefined();
    expect(capProblem(329900, 247425.01)).toBe(`El enganche no puede ser mayor a ${formatPesos(247425)}`);
  });
  it('does not cap a vehicle without price', () => {
    expect(capProblem(0, 1_000_000)).toBeUndefined();
  });
  it('never lets through an enganche above 75% of the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 20_000_000 }), (price, enganche) => {
        expect(downPaymentLimit(price)).toBeLessThanOrEqual(price * 0.75);
        expect(downPaymentLimit(price)).toBeGreaterThan(price * 0.75 - 0.01);
        expect(capProblem(price, enganche) !== undefined).toBe(enganche > downPaymentLimit(price));
      }),
    );
  });
});
