import fs from 'node:fs';
import { LOCK_FILE } from './dataDirLock';

/** Whether a PGlite directory holds no cluster yet (missing, empty, or only this process's lock): a first start. */
export function isFreshFolder(dir: string): boolean {
  if (dir.startsWith('memory://')) return true;
  return !fs.existsSync(dir) || fs.readdirSync(dir).every((name) => name === LOCK_FILE);
}
