import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digits, EMPTY_QUOTATION, setCharger, setDealerShare, setDiscount, setManufacturerShare, type QuotationForm } from './quotationForm';

const step = fc.oneof(
  fc.integer({ min: -50, max: 500 }).map((n) => (f: QuotationForm) => setDiscount(f, n)),
  fc.integer({ min: -50, max: 500 }).map((n) => (f: QuotationForm) => setDealerShare(f, n)),
  fc.integer({ min: -50, max: 500 }).map((n) => (f: QuotationForm) => setManufacturerShare(f, n)),
  fc.boolean().map((b) => (f: QuotationForm) => setCharger(f, b)),
);

describe('quotation dialog rules', () => {
  it('strips everything but digits', () => {
    expect(digits('$1,234.5a')).toBe(12345);
    expect(digits('abc')).toBe(0);
  });
  it('a first discount splits 50/50 and a chosen split is kept', () => {
    const f = setDiscount(EMPTY_QUOTATION, 10);
    expect([f.discountAbsorbedByDealer, f.discountAbsorbedByManufacturer]).toEqual([50, 50]);
    const g = setDiscount(setDealerShare(f, 30), 20);
    expect([g.discountAbsorbedByDealer, g.discountAbsorbedByManufacturer]).toEqual([30, 70]);
  });
  it('unchecking the charger zeroes its amount', () => {
    expect(setCharger({ ...EMPTY_QUOTATION, hasCharger: true, chargerAmount: 25000 }, false).chargerAmount).toBe(0);
  });
  it('after any edits the discount stays within 0..100 and a discount’s split sums to 100, each share capped', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        const f = steps.reduce((acc, s) => s(acc), EMPTY_QUOTATION);
        expect(f.discountPercentage).toBeGreaterThanOrEqual(0);
        expect(f.discountPercentage).toBeLessThanOrEqual(100);
        for (const s of [f.discountAbsorbedByDealer, f.discountAbsorbedByManufacturer]) expect(s >= 0 && s <= 100).toBe(true);
        if (f.discountPercentage > 0) expect(f.discountAbsorbedByDealer + f.discountAbsorbedByManufacturer).toBe(100);
        if (!f.hasCharger) expect(f.chargerAmount).toBe(0);
      }),
    );
  });
});
