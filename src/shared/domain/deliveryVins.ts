import { FLEET_MSG } from './fleetMessages';

/**
 * The delivery's VIN list rules (spec part 2 §4, §5): as many VINs as units, none empty, no repeats;
 * lowering the quantity trims the list. The dialog and the API use the same functions.
 */
export function normalizeVin(vin: string): string {
  return vin.trim().toUpperCase();
}

/** The list cut to `quantity` entries (the dialog calls this when the quantity goes down). */
export function trimVins(vins: readonly string[], quantity: number): string[] {
  return vins.slice(0, Math.max(0, Math.floor(quantity)));
}

/** The §5 message for a VIN list that does not fit `quantity`, or undefined when it is right. */
export function vinListProblem(vins: readonly string[], quantity: number): string | undefined {
  const clean = vins.map(normalizeVin);
  if (clean.length !== quantity || clean.some((v) => v.length === 0)) return FLEET_MSG.vinsRequired;
  if (new Set(clean).size !== clean.length) return FLEET_MSG.vinsUnique;
  return undefined;
}
