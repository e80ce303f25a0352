// Relative: the unit test project resolves no aliases.
import { trimVins } from '../../../../../shared/domain/deliveryVins';

/** The VIN rules of the test-drive and delivery dialogs (spec part 2 §4, §5). */

export interface TestDriveUnit {
  id: number;
  vin: string;
  plate: string;
}

const norm = (s: string) => s.trim().toUpperCase();

/** True when a unit with this VIN or this plate is already in the list ('VIN o placa ya existe'). */
export function unitExists(list: readonly TestDriveUnit[], unit: Pick<TestDriveUnit, 'vin' | 'plate'>): boolean {
  return list.some((u) => norm(u.vin) === norm(unit.vin) || norm(u.plate) === norm(unit.plate));
}

/**
 * The delivery's VIN inputs follow its quantity: lowering it trims the list (the shared trimVins the
 * API also knows), raising it adds empty inputs.
 */
export function resizeVins(vins: readonly string[], quantity: number): string[] {
  const n = Math.max(0, Math.floor(quantity) || 0);
  const kept = trimVins(vins, n);
  return [...kept, ...Array.from({ length: n - kept.length }, () => '')];
}
