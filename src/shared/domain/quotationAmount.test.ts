import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeQuotationAmount, formatMxn, pesosToCentavos } from './quotationAmount';

const percentArb = fc.oneof(fc.constant(undefined), fc.integer({ min: -500, max: 50_000 }).map((n) => n / 100));
const figuresArb = fc.record({
  publicPriceCentavos: fc.integer({ min: 0, max: 1_000_000_000_00 }),
  quantity: fc.integer({ min: 0, max: 10_000 }),
  discountPercentage: percentArb,
  discountAbsorbedByDealer: percentArb,
  discountAbsorbedByManufacturer: percentArb,
  hasCharger: fc.boolean(),
  chargerAmountCentavos: fc.integer({ min: 0, max: 10_000_000_00 }),
});

describe('computeQuotationAmount', () => {
  it('computes price × units × (1 − discount/100) + charger in centavos', () => {
    const r = computeQuotationAmount({ publicPriceCentavos: 500_000_00, quantity: 3, discountPercentage: 10, hasCharger: true, chargerAmountCentavos: 25_000_00 });
    expect(r.finalAmountCentavos).toBe(1_350_000_00 + 25_000_00);
    expect(r.discountCentavos).toBe(150_000_00);
    expect([r.discountAbsorbedByDealer, r.discountAbsorbedByManufacturer]).toEqual([50, 50]);
  });

  it('rounds half up to the centavo with two-decimal discounts', () => {
    // 333 × (1 − 0.3333) = 222.0111 → 222
    expect(computeQuotationAmount({ publicPriceCentavos: 333, quantity: 1, discountPercentage: 33.33, hasCharger: false }).finalAmountCentavos).toBe(222);
  });

  it('property: the split sums to 100 whenever there is a discount, each share within [0, 100]', () => {
    fc.assert(
      fc.property(figuresArb, (f) => {
        const r = computeQuotationAmount(f);
        expect(r.discountAbsorbedByDealer).toBeGreaterThanOrEqual(0);
        expect(r.discountAbsorbedByDealer).toBeLessThanOrEqual(100);
        expect(r.discountAbsorbedByManufacturer).toBeGreaterThanOrEqual(0);
        expect(r.discountAbsorbedByManufacturer).toBeLessThanOrEqual(100);
        if (r.discountPercentage > 0) expect(Math.round((r.discountAbsorbedByDealer + r.discountAbsorbedByManufacturer) * 100)).toBe(10_000);
        else expect([r.discountAbsorbedByDealer, r.discountAbsorbedByManufacturer]).toEqual([0, 0]);
      }),
    );
  });

  it('property: the discount is capped to [0, 100] and the final amount stays an integer within [charger, subtotal + charger]', () => {
    fc.assert(
      fc.property(figuresArb, (f) => {
        const r = computeQuotationAmount(f);
        expect(r.discountPercentage).toBeGreaterThanOrEqual(0);
        expect(r.discountPercentage).toBeLessThanOrEqual(100);
        expect(Number.isInteger(r.finalAmountCentavos)).toBe(true);
        expect(r.finalAmountCentavos).toBeGreaterThanOrEqual(r.chargerAmountCentavos);
        expect(r.finalAmountCentavos).toBeLessThanOrEqual(f.publicPriceCentavos * f.quantity + r.chargerAmountCentavos);
        if ((f.discountPercentage ?? 0) >= 100) expect(r.finalAmountCentavos).toBe(r.chargerAmountCentavos);
      }),
    );
  });

  it('property: charger off means a charger amount of 0', () => {
    fc.assert(
      fc.property(figuresArb, (f) => {
        const r = computeQuotationAmount({ ...f, hasCharger: false });
        expect(r.chargerAmountCentavos).toBe(0);
        expect(r.finalAmountCentavos).toBe(computeQuotationAmount({ ...f, hasCharger: true, chargerAmountCentavos: 0 }).finalAmountCentavos);
      }),
    );
  });

  it('the dealer share wins when both are given; the manufacturer alone sets the rest', () => {
    expect(computeQuotationAmount({ publicPriceCentavos: 100, quantity: 1, discountPercentage: 5, discountAbsorbedByDealer: 70, discountAbsorbedByManufacturer: 70, hasCharger: false }).discountAbsorbedByManufacturer).toBe(30);
    expect(computeQuotationAmount({ publicPriceCentavos: 100, quantity: 1, discountPercentage: 5, discountAbsorbedByManufacturer: 120, hasCharger: false }).discountAbsorbedByDealer).toBe(0);
  });

  it('turns typed pesos into centavos and formats MXN', () => {
    expect(pesosToCentavos('$1,234.5')).toBe(123_450);
    expect(pesosToCentavos(99.99)).toBe(9_999);
    expect(formatMxn(123_456_789)).toBe('$1,234,567.89 MXN');
  });
});
