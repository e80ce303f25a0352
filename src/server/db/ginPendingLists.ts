import { sql, type SQL } from 'drizzle-orm';

/**
 * The lists' trigram GIN indexes have no pending list (migration 0053: a search never scans one), so
 * each written row descends them in place. A bulk write inside one transaction (the seed, a first
 * start's date shift) turns the list on for the load ('on'), then merges it in one pass and turns it
 * off again before the commit ('off'): the first search after it finds the indexes as they were.
 */
export async function setGinPendingLists(tx: { execute(query: SQL): PromiseLike<unknown> }, indexes: readonly string[], state: 'on' | 'off'): Promise<void> {
  for (const index of indexes) {
    if (state === 'off') await tx.execute(sql.raw(`SELECT gin_clean_pending_list('"${index}"'::regclass)`));
    await tx.execute(sql.raw(`ALTER INDEX "${index}" SET (fastupdate = ${state})`));
  }
}
