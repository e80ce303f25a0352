import type { Tx } from '../../lib/queryRows';
import { DEMO_ADF_KEY, newAdfKey, storedAdfKey } from './adf/adfKeys';
import { agencyIntakeKeys } from './tables';

/** Each agency's ADF key: the first (demo) agency's is the README's, the others random. */
export async function seedIntakeKeys(tx: Tx, agencyIds: number[]): Promise<void> {
  if (agencyIds.length === 0) return;
  await tx.insert(agencyIntakeKeys).values(agencyIds.map((agencyId, i) => ({ agencyId, ...storedAdfKey(i === 0 ? DEMO_ADF_KEY : newAdfKey()) })));
}
