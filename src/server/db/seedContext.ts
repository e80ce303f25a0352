import type { Faker } from '@faker-js/faker';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../shared/domain/roles';
import type { Tx } from '../lib/queryRows';
import type * as s from './schema';

/** What the core seed created, handed to every domain seeder (retail, fleet, hr, …). */
export interface SeedContext {
  tx: Tx;
  faker: Faker;
  now: Date;
  /** Leads in the first agency; the others get half as many each. */
  leadsPerAgency: number;
  passwordHash: string;
  agencies: (typeof s.agencies.$inferSelect)[];
  schedules: Map<number, typeof s.agencySchedules.$inferSelect>;
  products: (typeof s.products.$inferSelect)[];
  colorsOf: Map<number, (typeof s.productColors.$inferSelect)[]>;
  origins: (typeof s.leadOrigins.$inferSelect)[];
  activityTypes: (typeof s.leadActivityTypes.$inferSelect)[];
  channels: (typeof s.leadActivityChannelTypes.$inferSelect)[];
  roleId(slug: Role): number;
  /** The <role>@demo.mx account (all in the first agency; admin in every agency). */
  demo(slug: Role): typeof s.users.$inferSelect;
  /** Users who take leads in the agency: in the first agency the demo advisers come first. */
  advisersOf(agencyId: number): number[];
  coordinatorOf(agencyId: number): number;
}

/** A domain's demo data, written in the seed's one transaction. */
export type DomainSeeder = (ctx: SeedContext) => Promise<void>;

/**
 * Bulk insert for the seed: each chunk is one statement with one JSON parameter
 * (json_populate_recordset), which costs a fraction of a many-parameter INSERT on PGlite. Every row
 * must name the same columns (a missing one would be NULL, not its default). Rows come back in
 * insertion order, with the table's TypeScript keys.
 */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], chunk = 1000): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const keys = Object.keys(rows[0] as object).filter((k) => columns.some(([key]) => key === k));
  const used = columns.filter(([key]) => keys.includes(key));
  const names = sql.join(used.map(([, c]) => sql.identifier(c.name)), sql`, `);
  const out: T['$inferSelect'][] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk).map((row) => {
      const r = row as Record<string, unknown>;
      if (Object.keys(r).length !== keys.length) throw new Error(`insertAll(${getTableName(table)}): every row must name the same columns`);
      return Object.fromEntries(used.map(([key, c]) => [c.name, r[key] ?? null]));
    });
    const result = (await tx.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(part)}::json) RETURNING *`,
    )) as unknown as { rows: Record<string, unknown>[] };
    for (const row of result.rows) {
      out.push(Object.fromEntries(columns.map(([key, c]) => [key, row[c.name] === null ? null : c.mapFromDriverValue(row[c.name])])) as T['$inferSelect']);
    }
  }
  return out;
}
