import { sql, type SQL } from 'drizzle-orm';

/** One sort key of a list and its direction. */
export interface ListSort<K extends string> {
  key: K;
  desc: boolean;
}

/**
 * ORDER BY the caller's sort keys (or `fallback`; a key may be several columns), each from the list's
 * whitelist `columns`, then the id in the last key's direction (or always `tieBreak`, for a list whose
 * id order is fixed) so pages never overlap and one index walk serves the whole order. `nullable`
 * keys put nulls last either way; the others keep the index's own null order (a NOT NULL column's
 * DESC NULLS LAST would not match its index).
 */
export function listOrder<K extends string>(
  sorts: readonly ListSort<K>[] | undefined,
  columns: Record<K, SQL | readonly SQL[]>,
  fallback: ListSort<K>,
  id: SQL,
  nullable: (key: K) => boolean = () => true,
  tieBreak?: 'ASC' | 'DESC',
): SQL {
  const chosen = sorts?.length ? sorts : [fallback];
  const lastDesc = tieBreak ? tieBreak === 'DESC' : chosen[chosen.length - 1]!.desc;
  const dir = (s: ListSort<K>) => (s.desc ? 'DESC' : 'ASC') + (nullable(s.key) ? ' NULLS LAST' : '');
  // A key of several columns (a kept name key, then the owner's id among equal names) takes its direction on each.
  const keyColumns = (s: ListSort<K>) => [columns[s.key]].flat().map((c) => sql`${c} ${sql.raw(dir(s))}`);
  return sql.join([...chosen.flatMap(keyColumns), sql`${id} ${sql.raw(lastDesc ? 'DESC' : 'ASC')}`], sql`, `);
}
