import path from 'node:path';
import type { EmbeddedApiOptions } from './apiChildProtocol';
import type { PgliteWorkerData } from './pgliteWorkerProtocol';

/** V8's module compile cache of the API process: beside the data folder (userData/compile-cache in the app). */
export function compileCacheDirOf(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'compile-cache');
}

/** What PGlite's thread opens for a start with these options (the shipped demo has the default size: a chosen size is seeded anew). */
export function pgliteWorkerDataOf({ dataDir, migrationsFolder, seedLeadsPerAgency }: Pick<EmbeddedApiOptions, 'dataDir' | 'migrationsFolder' | 'seedLeadsPerAgency'>): PgliteWorkerData {
  return { dataDir, migrationsFolder, demo: seedLeadsPerAgency === undefined, seed: { leadsPerAgency: seedLeadsPerAgency }, compileCacheDir: compileCacheDirOf(dataDir) };
}
