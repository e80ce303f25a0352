import { count } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/** No account yet: the first start of a new database, which gets the demo data. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}
