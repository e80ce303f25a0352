import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/queryRows';

/**
 * How long the access log keeps a record: two years, long enough to answer a person or an authority
 * about any access within the deadlines of an ARCO request or an inspection, short enough that the
 * log does not itself become a second, ever-growing store of who dealt with whom.
 */
export const ACCESS_LOG_RETENTION_MONTHS = 24;

/**
 * The scheduled job's step (under the notification job's advisory lock, so one replica runs it): drops
 * the log's rows older than the retention through prune_access_log, the one function the table's
 * trigger lets delete. Cheap when there is nothing to drop (the `at` index). Adds nothing to the
 * job's count of notifications.
 */
export async function pruneAccessLog(tx: DbOrTx, now: Date): Promise<number> {
  await tx.execute(sql`SELECT prune_access_log(${now.toISOString()}::timestamptz - make_interval(months => ${ACCESS_LOG_RETENTION_MONTHS}))`);
  return 0;
}
