import { DOWN_PAYMENT_CAP } from './constants';

/** The highest enganche a quote may carry: 75% of the vehicle price, in pesos with centavos. */
export function downPaymentLimit(price: number): number {
  return Math.floor(Math.round(price * 100) * DOWN_PAYMENT_CAP) / 100;
}

/** '$247,425.00' — how the limit is written inside the cap message. */
export function formatPesos(amount: number): string {
  return new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(amount);
}
