import type { PGlite } from '@electric-sql/pglite';
import type { drizzle } from 'drizzle-orm/pglite';
import type { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from './client';
import { mexicoDaysBetween, shiftDates } from './demoTemplate';
import { migrationsApplied } from './migrationsApplied';
import { saveTemplate, type TemplateChoice } from './pgliteTemplate';
import * as schema from './schema';

/** drizzle's PGlite driver and migrator, loaded by the caller (dynamically, while the cluster opens). */
export interface PgliteDriverModules {
  drizzle: typeof drizzle;
  migrate: typeof migrate;
}

/**
 * What the app needs of PGlite: an instance in this thread, or the desktop child's client of a PGlite
 * in a worker thread (src/apiProcess/pgliteWorkerClient.ts), which answers the same calls.
 */
export type PgliteLike = Pick<PGlite, 'query' | 'transaction' | 'dumpDataDir'>;

/**
 * Drizzle on an open cluster: pending migrations applied, a template made by this start kept for the
 * next, and the shipped demo's dates moved to today. Every statement goes through `client`.
 */
export async function pgliteDatabase(
  modules: PgliteDriverModules,
  client: PgliteLike,
  // `tar`: whether the cluster came from a template's bytes (only that it did crosses from a worker).
  template: Pick<TemplateChoice, 'saveTo' | 'demoSeededAt' | 'demoShiftPlan'> & { tar?: unknown },
  options: { migrationsFolder: string; onQuery?: (query: string, params: unknown[]) => void },
): Promise<Db> {
  const { migrationsFolder, onQuery } = options;
  const db = modules.drizzle(client as PGlite, { schema, logger: onQuery ? { logQuery: onQuery } : undefined });
  if (!(await migrationsApplied(db as unknown as Db, migrationsFolder))) await modules.migrate(db, { migrationsFolder });
  if (template.saveTo && !template.tar) await saveTemplate(client, template.saveTo);
  if (template.demoSeededAt) await shiftDates(db as unknown as Db, mexicoDaysBetween(template.demoSeededAt, new Date()), template.demoShiftPlan);
  return db as unknown as Db;
}
