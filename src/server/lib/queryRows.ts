import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A transaction handle of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. Cast counts to int and numerics to float8 in the SQL. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
