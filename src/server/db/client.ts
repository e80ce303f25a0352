import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { NAME_WORD_SPELLING } from '../../shared/domain/duplicateMatch';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { openPgliteCluster } from './pgliteCluster';
import * as schema from './schema';

export { PGLITE_SHARED_BUFFERS } from './pgliteCluster';

export type Schema = typeof schema;
/** One type for both drivers: everything the app does goes through the shared pg-core API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The folder its migrations came from (`/api/health/ready` checks the newest is applied). */
  migrationsFolder?: string;
  /** PostgreSQL's connection pool, for its gauges (lib/metrics.ts); none on PGlite. */
  pool?: PoolStats;
  close(): Promise<void>;
}

/** What the metrics read of pg's pool. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface DatabaseOptions {
  /** postgres://… → a PostgreSQL server; otherwise PGlite in `dataDir` ('memory://' or ':memory:' for RAM). */
  databaseUrl?: string;
  /** PostgreSQL connections of the pool (10 by default). */
  poolMax?: number;
  dataDir?: string;
  migrationsFolder?: string;
  /**
   * A new PGlite directory that will get the demo data starts from the shipped, already seeded demo
   * (its dates moved to today) when the build has one; otherwise the caller seeds it.
   */
  demo?: boolean;
  /** Sees every statement the app sends (the benchmark replays them to measure the SQL floor). */
  onQuery?: (query: string, params: unknown[]) => void;
}

export function defaultMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Beside this module (src/server/db), or beside the bundle when esbuild put it in out/server/chunks.
  const beside = path.join(here, 'migrations');
  const bundled = path.join(here, '..', 'migrations');
  return !fs.existsSync(beside) && path.basename(here) === 'chunks' && fs.existsSync(bundled) ? bundled : beside;
}

export { PGLITE_TEMPLATE } from './pgliteTemplate';


export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) {
    // Each driver's modules load only when it is used: the embedded start does not wait for pg's,
    // a server on PostgreSQL not for PGlite's.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { PreparingClient }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./preparingClient'),
    ]);
    // No parallel plans for the API's sessions (PGlite never has them): its queries are short, and a
    // parallel worker is a new server process per query — on two cores it cost ~20 ms before the
    // first row (agenda week 34 ms, 8 of them the query) and took a core from the other requests.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      Client: PreparingClient,
      // pg_trgm's `%` threshold for the duplicate matcher's near spellings, set once per connection
      // rather than by a statement in every creation (an unloaded extension's setting is kept for it).
      // No JIT either (issue 55): a server built with LLVM compiled the plans of the big lists' counts
      // at their estimated cost, 37 ms of compiling for a query whose rows took 20.
      options: `-c max_parallel_workers_per_gather=0 -c jit=off -c pg_trgm.similarity_threshold=${NAME_WORD_SPELLING}`,
    });
    // An idle client the server drops (restart, failover, DROP DATABASE … FORCE) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error('PostgreSQL: idle connection lost', error.message));
    const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', migrationsFolder, pool, close: () => pool.end() };
  }
  const drizzleModules = Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'), import('./pgliteDatabase')]);
  drizzleModules.catch(() => {}); // awaited below, unless the cluster failed first
  const cluster = await openPgliteCluster(options.dataDir, migrationsFolder, options.demo);
  try {
    const [{ drizzle }, { migrate }, { pgliteDatabase }] = await drizzleModules;
    const db = await pgliteDatabase({ drizzle, migrate }, cluster.client, cluster.template, { migrationsFolder, onQuery: options.onQuery });
    const close = async () => {
      try {
        await cluster.client.close();
      } finally {
        cluster.releaseLock();
      }
    };
    return { db, kind: 'pglite', migrationsFolder, close };
  } catch (error) {
    cluster.releaseLock();
    throw error;
  }
}
