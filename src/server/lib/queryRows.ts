import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_PLAN } from '../db/statementName';
import type { Db } from '../db/client';

/** A transaction handle of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. Cast counts to int and numerics to float8 in the SQL. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * `query` planned for its values on every run instead of prepared once (db/preparingClient.ts). For
 * statements whose values change the best plan by orders of magnitude: a fleet lead list filtered by
 * product and quantity took 130-180 ms under the generic plan (estimated 10 rows, it read 25,000)
 * against 0.3 ms planned for its values. Planning costs ~0.3 ms a run.
 */
export function customPlan(query: SQL): SQL {
  return sql`${sql.raw(CUSTOM_PLAN)} ${query}`;
}

/**
 * `values` as ONE text[] parameter ('{"a","b"}'::text[]) rather than one parameter each: the
 * statement's text stays the same whatever the list's length, so it is prepared once and its plan
 * kept, instead of parsed and planned anew for each length.
 */
export function textArray(values: readonly (string | null)[]): SQL {
  const literal = `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** `ids` as ONE int[] parameter ('{1,2}'::int[]), for the same reason as textArray. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((n) => Math.trunc(Number(n))).join(',')}}`}::int[]`;
}
