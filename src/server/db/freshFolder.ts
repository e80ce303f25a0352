import fs from 'node:fs';
import { LOCK_FILE } from './dataDirLock';

/** Whether a PGlite directory holds no cluster yet (missing, empty, or only this process's lock): a first start. */
export function isFreshFolder(dir: string): boolean {
  if (dir.startsWith('memory://')) return true;
  return !fs.existsSync(dir) || fs.readdirSync(dir).every((name) => name === LOCK_FILE);
}

/** isFreshFolder as a guess (a signing key made early is only a head start): an unreadable path is false, left for the database's open to report. */
export function looksFresh(dir: string): boolean {
  try {
    return isFreshFolder(dir);
  } catch {
    return false;
  }
}
