import { z } from 'zod';
import { fill, MSG } from '../messages';
import { downPaymentLimit, formatPesos } from '../domain/downPayment';

/**
 * The enganche of a quote for a vehicle of `price` pesos: at most 75 % of a priced vehicle ('El
 * enganche no puede ser mayor a $247,425.00'); a vehicle without price is not capped. The quote
 * form refines with it and the API checks it once it has read the vehicle's price.
 */
export function downPaymentSchema(price: number) {
  const limit = downPaymentLimit(price);
  return z.number().refine((enganche) => !(price > 0) || enganche <= limit, { error: fill(MSG.downPaymentCap, { limit: formatPesos(limit) }) });
}
