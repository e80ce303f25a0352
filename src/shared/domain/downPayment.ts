import { fill, MSG } from '../messages';
import { DOWN_PAYMENT_CAP } from './constants';

/** The highest enganche a quote may carry: 75% of the vehicle price, in pesos with centavos. */
export function downPaymentLimit(price: number): number {
  return Math.floor(Math.round(price * 100) * DOWN_PAYMENT_CAP) / 100;
}

/** '$247,425.00' — how the limit is written inside the cap message. */
export function formatPesos(amount: number): string {
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(amount);
}

/** The cap message when the enganche is over 75% of a priced vehicle; undefined when it is fine. */
export function downPaymentError(price: number, enganche: number): string | undefined {
  if (!(price > 0)) return undefined;
  const limit = downPaymentLimit(price);
  return enganche > limit ? fill(MSG.downPaymentCap, { limit: formatPesos(limit) }) : undefined;
}
