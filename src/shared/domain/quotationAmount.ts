/**
 * The fleet quotation arithmetic (spec part 2 §5, §9), shared by the quotation dialog and the API so
 * both compute the same figure; the API always recomputes and stores its own result. Money is integer
 * centavos; percentages carry at most two decimals and are handled as hundredths (basis points) so no
 * float ever reaches the amount.
 *
 *   final = price × units × (1 − discount/100) + charger   (charger off → 0)
 *
 * Discount is capped to [0, 100]. With a discount above 0 the dealer/manufacturer split defaults to
 * 50/50 and always sums to 100, each share capped to [0, 100]: the dealer's share wins when both are
 * given and they disagree, the manufacturer gets the rest. Without a discount there is nothing to
 * absorb and both shares are 0.
 */
export interface QuotationFigures {
  publicPriceCentavos: number;
  quantity: number;
  /** Percent, 0..100 (values outside are capped). */
  discountPercentage?: number | null;
  discountAbsorbedByDealer?: number | null;
  discountAbsorbedByManufacturer?: number | null;
  hasCharger: boolean;
  chargerAmountCentavos?: number | null;
}

export interface QuotationAmount {
  discountPercentage: number;
  discountAbsorbedByDealer: number;
  discountAbsorbedByManufacturer: number;
  chargerAmountCentavos: number;
  /** price × units before the discount. */
  subtotalCentavos: number;
  /** The part of the subtotal the discount takes away. */
  discountCentavos: number;
  finalAmountCentavos: number;
}

/** A percentage as hundredths (0..10000), capped; NaN and missing are 0. */
export function percentHundredths(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(10_000, Math.max(0, Math.round(value * 100)));
}

const nonNegInt = (v: number | null | undefined): number => (v === null || v === undefined || !Number.isFinite(v) ? 0 : Math.max(0, Math.round(v)));

/** The dealer/manufacturer split in hundredths for a discount in hundredths. */
export function discountSplit(
  discountHundredths: number,
  dealer: number | null | undefined,
  manufacturer: number | null | undefined,
): { dealer: number; manufacturer: number } {
  if (discountHundredths <= 0) return { dealer: 0, manufacturer: 0 };
  const d = dealer === null || dealer === undefined || !Number.isFinite(dealer) ? undefined : percentHundredths(dealer);
  const m = manufacturer === null || manufacturer === undefined || !Number.isFinite(manufacturer) ? undefined : percentHundredths(manufacturer);
  if (d === undefined && m === undefined) return { dealer: 5_000, manufacturer: 5_000 };
  if (d !== undefined) return { dealer: d, manufacturer: 10_000 - d };
  return { dealer: 10_000 - (m as number), manufacturer: m as number };
}

export function computeQuotationAmount(input: QuotationFigures): QuotationAmount {
  const price = BigInt(nonNegInt(input.publicPriceCentavos));
  const units = BigInt(nonNegInt(input.quantity));
  const discount = percentHundredths(input.discountPercentage);
  const split = discountSplit(discount, input.discountAbsorbedByDealer, input.discountAbsorbedByManufacturer);
  const charger = input.hasCharger ? nonNegInt(input.chargerAmountCentavos) : 0;
  const subtotal = price * units;
  // Round half up to the centavo: (subtotal × (10000 − d) + 5000) / 10000 in integers.
  const discounted = (subtotal * BigInt(10_000 - discount) + 5_000n) / 10_000n;
  return {
    discountPercentage: discount / 100,
    discountAbsorbedByDealer: split.dealer / 100,
    discountAbsorbedByManufacturer: split.manufacturer / 100,
    chargerAmountCentavos: charger,
    subtotalCentavos: Number(subtotal),
    discountCentavos: Number(subtotal - discounted),
    finalAmountCentavos: Number(discounted) + charger,
  };
}

/** Pesos as typed ('1,234.5', 1234.5) to integer centavos; non-numeric characters are dropped. */
export function pesosToCentavos(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const clean = typeof value === 'number' ? String(value) : value.replace(/[^0-9.]/g, '');
  const [whole = '0', frac = ''] = clean.split('.');
  const cents = (frac + '00').slice(0, 2);
  const n = Number(whole || '0') * 100 + Number(cents);
  return Number.isFinite(n) ? n : 0;
}

/** '$1,234,567.89 MXN'-style text for centavos (integer arithmetic; no float rounding). */
export function formatMxn(centavos: number): string {
  const neg = centavos < 0;
  const abs = Math.abs(Math.round(centavos));
  // eslint-disable-next-line regexp/no-super-linear-move -- the digits of a number (at most 16), never outside text
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${neg ? '-' : ''}$${whole}.${cents} MXN`;
}
