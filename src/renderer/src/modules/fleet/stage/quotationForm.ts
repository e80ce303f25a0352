/**
 * The quotation dialog's input rules (spec part 2 §5, §9): numeric inputs keep digits only, the
 * discount is capped at 100, the dealer/manufacturer split defaults to 50/50 once there is a
 * discount and its two shares always sum to 100; unchecking the charger zeroes its amount.
 */
export interface QuotationForm {
  ProductId?: number;
  publicPrice: number;
  discountPercentage: number;
  discountAbsorbedByDealer: number;
  discountAbsorbedByManufacturer: number;
  hasCharger: boolean;
  chargerAmount: number;
  quantity: number;
  comments: string;
}

export const EMPTY_QUOTATION: QuotationForm = {
  publicPrice: 0,
  discountPercentage: 0,
  discountAbsorbedByDealer: 0,
  discountAbsorbedByManufacturer: 0,
  hasCharger: false,
  chargerAmount: 0,
  quantity: 1,
  comments: '',
};

/** Digits only, as a whole number (an empty input is 0); at most `maxDigits` digits. */
export function digits(raw: string, maxDigits = 12): number {
  const d = raw.replace(/\D/g, '').slice(0, maxDigits);
  return d ? Number(d) : 0;
}

const cap100 = (n: number) => Math.min(100, Math.max(0, Math.floor(n)));

export function setDiscount(f: QuotationForm, pct: number): QuotationForm {
  const discountPercentage = cap100(pct);
  if (discountPercentage === 0) return { ...f, discountPercentage, discountAbsorbedByDealer: 0, discountAbsorbedByManufacturer: 0 };
  // A first discount starts the split at 50/50; a split already chosen is kept.
  const split = f.discountAbsorbedByDealer + f.discountAbsorbedByManufacturer === 100 ? {} : { discountAbsorbedByDealer: 50, discountAbsorbedByManufacturer: 50 };
  return { ...f, discountPercentage, ...split };
}

export function setDealerShare(f: QuotationForm, pct: number): QuotationForm {
  const dealer = cap100(pct);
  return { ...f, discountAbsorbedByDealer: dealer, discountAbsorbedByManufacturer: 100 - dealer };
}

export function setManufacturerShare(f: QuotationForm, pct: number): QuotationForm {
  const manufacturer = cap100(pct);
  return { ...f, discountAbsorbedByManufacturer: manufacturer, discountAbsorbedByDealer: 100 - manufacturer };
}

export function setCharger(f: QuotationForm, hasCharger: boolean): QuotationForm {
  return { ...f, hasCharger, chargerAmount: hasCharger ? f.chargerAmount : 0 };
}
