import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock file's name inside the data directory (PostgreSQL's own postmaster.pid plays this part on a server). */
export const LOCK_FILE = 'crm-ventas.lock';

/** The server's exit code when it refuses a directory another process holds (EX_TEMPFAIL). */
export const DATA_DIR_LOCKED_EXIT = 75;

/** Another live process holds the directory: a second PGlite on the same files would corrupt them. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `La carpeta de datos ${dataDir} ya está abierta por otro proceso de CRM Ventas (pid ${holderPid}). ` +
        'Cierre la otra ventana o servidor (npm start / npm run web) o use otro DATA_DIR. ' +
        `The data directory is already open in another CRM Ventas process (pid ${holderPid}); close it or use another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
}

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, host: String(holder.host ?? '') } : undefined;
  } catch {
    // Unreadable or half-written by a process that died while writing it: nobody holds it.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still a live holder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process, PostgreSQL-style: a pid file created exclusively.
 * A file left by a process that no longer runs (a crash, a hard kill) is taken over; a live
 * holder on this host makes the call throw DataDirLockedError before anything is opened.
 */
export function lockDataDir(dataDir: string, pid = process.pid): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const me = JSON.stringify({ pid, host: os.hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(file, me, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== pid && (holder.host !== os.hostname() || isAlive(holder.pid))) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale: move it aside atomically (only one contender's rename succeeds), then try again.
      const aside = `${file}.stale-${pid}`;
      try {
        fs.renameSync(file, aside);
      } catch {
        continue; // another process moved it first: the next attempt sees what it wrote
      }
      const moved = readHolder(aside);
      if (moved && moved.pid !== holder?.pid && isAlive(moved.pid)) {
        // Between our read and our rename a contender took the stale lock over: give it back.
        fs.renameSync(aside, file);
        throw new DataDirLockedError(dataDir, moved.pid);
      }
      fs.rmSync(aside, { force: true });
      continue;
    }
    return {
      release() {
        // Only our own file: a takeover after we were presumed dead must not be undone.
        if (readHolder(file)?.pid === pid) fs.rmSync(file, { force: true });
      },
    };
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, holder?.pid ?? 0);
}
