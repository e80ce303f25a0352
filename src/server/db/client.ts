import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: everything the app does goes through the shared pg-core API. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → a PostgreSQL server; otherwise PGlite in `dataDir` ('memory://' or ':memory:' for RAM). */
  databaseUrl?: string;
  dataDir?: string;
  migrationsFolder?: string;
  /** Sees every statement the app sends (the benchmark replays them to measure the SQL floor). */
  onQuery?: (query: string, params: unknown[]) => void;
}

function defaultMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

/** Built by scripts/buildServer.mjs: an initialised, migrated PGlite cluster, shipped beside the migrations. */
export const PGLITE_TEMPLATE = 'pglite-template.tar';

/**
 * A new data directory starts from the shipped template instead of initdb (~4 s of CPU for a fresh
 * cluster against ~0.5 s to unpack). Migrations newer than the template still run after it.
 */
function freshDirTemplate(dir: string, migrationsFolder: string): Blob | undefined {
  if (dir.startsWith('memory://')) return undefined;
  const template = path.join(migrationsFolder, PGLITE_TEMPLATE);
  const empty = !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
  if (!empty || !fs.existsSync(template)) return undefined;
  return new Blob([fs.readFileSync(template)]);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client the server drops (restart, failover, DROP DATABASE … FORCE) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error('PostgreSQL: idle connection lost', error.message));
    const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
    const db = drizzlePg(pool, { schema, logger });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = !options.dataDir || options.dataDir === ':memory:' ? 'memory://' : options.dataDir;
  const client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gin }, loadDataDir: freshDirTemplate(dir, migrationsFolder) });
  const db = drizzlePglite(client, { schema, logger: options.onQuery ? { logQuery: options.onQuery } : undefined });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
