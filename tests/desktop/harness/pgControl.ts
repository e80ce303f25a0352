import fs from 'node:fs';
import path from 'node:path';

/**
 * The cluster state PostgreSQL (PGlite is PostgreSQL) keeps in global/pg_control: `shut down` after a
 * clean close, `in production` while open or after a crash (the next start replays the WAL, a
 * recovery). ControlFileData: system_identifier (8 bytes), pg_control_version, catalog_version_no,
 * then `state` (DBState, 4 bytes little-endian on the machines we run on).
 */
const STATES: Record<number, string> = { 0: 'starting up', 1: 'shut down', 2: 'shut down in recovery', 3: 'shutting down', 4: 'in crash recovery', 5: 'in archive recovery', 6: 'in production' };

export function clusterState(dataDir: string): string {
  const control = fs.readFileSync(path.join(dataDir, 'global', 'pg_control'));
  const state = control.readUInt32LE(16);
  return STATES[state] ?? `unknown (${state})`;
}
