import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import type { Caller } from '../../identity/auth';
import { offsetOf, paged, type Paged, type Paging } from '../../lib/paged';
import { customPlan, queryRows, type DbOrTx } from '../../lib/queryRows';
import { fleetScope } from './fleetAccess';
import { dayEndExclusive, dayStart, inList, likePattern } from './sqlJson';

/**
 * What the fleet lists (companies, fleet leads, closed sales) share: they start from the caller's
 * scope, search one lower-cased expression, filter by executive and by Mexico City days, order by
 * the caller's keys with a tie-break, and count the same WHERE for the page's total.
 */
export class FleetListWhere {
  private readonly caller: Caller;
  private readonly parts: SQL[];

  /** Starts with the caller's scope on the list's main table, aliased `alias`. */
  constructor(caller: Caller, alias: string) {
    this.caller = caller;
    this.parts = [fleetScope(caller, alias)];
  }

  add(condition: SQL | false | undefined | null | 0 | ''): this {
    if (condition) this.parts.push(condition);
    return this;
  }

  /** The search box: '%term%' over `expression` (the same one as the list's trigram index). */
  search(expression: SQL, term: string | null | undefined): this {
    return this.add(term ? sql`${expression} LIKE ${likePattern(term)}` : undefined);
  }

  /** The executive filter, for roles with `fleet:filterUser` (§6); a fleet-executive's scope already is their own. */
  executive(column: SQL, userId: number | null | undefined): this {
    return this.add(userId && can(this.caller.role, 'fleet:filterUser') ? sql`${column} = ${userId}` : undefined);
  }

  /** `from` and `to` ('YYYY-MM-DD' Mexico City days, both inclusive, or instants) over `column`. */
  days(column: SQL, from: string | null | undefined, to: string | null | undefined): this {
    this.add(from ? sql`${column} >= ${dayStart(from).toISOString()}` : undefined);
    return this.add(to ? sql`${column} < ${dayEndExclusive(to).toISOString()}` : undefined);
  }

  sql(): SQL {
    return sql.join(this.parts, sql` AND `);
  }
}

export interface ListSort<K extends string> {
  key: K;
  desc: boolean;
}

/**
 * ORDER BY the caller's sort keys (or `fallback`; a key may be several columns), then the id in the
 * last key's direction so pages never overlap and one index walk serves the whole order. `nullable`
 * keys put nulls last either way; the others keep the index's own null order (a NOT NULL column's
 * DESC NULLS LAST would not match its index).
 */
export function listOrder<K extends string>(
  sorts: readonly ListSort<K>[] | undefined,
  columns: Record<K, SQL | readonly SQL[]>,
  fallback: ListSort<K>,
  id: SQL,
  nullable: (key: K) => boolean = () => true,
): SQL {
  const chosen = sorts?.length ? sorts : [fallback];
  const lastDesc = chosen[chosen.length - 1]!.desc;
  const dir = (s: ListSort<K>) => (s.desc ? 'DESC' : 'ASC') + (nullable(s.key) ? ' NULLS LAST' : '');
  // A key of several columns (a kept name key, then the owner's id among equal names) takes its direction on each.
  const keyColumns = (s: ListSort<K>) => [columns[s.key]].flat().map((c) => sql`${c} ${sql.raw(dir(s))}`);
  return sql.join([...chosen.flatMap(keyColumns), sql`${id} ${sql.raw(lastDesc ? 'DESC' : 'ASC')}`], sql`, `);
}

/**
 * One page, chosen over ids first (the sort walks an index and stops at the page), then `rows` builds
 * the JSON of those ids only, never for the rows the sort passes over; the total counts `from` under
 * the same `where`. Every sort key is a column of `from` (kept on the row when it comes from another table).
 */
export async function listPage<T extends { id: number }>(
  db: DbOrTx,
  paging: Paging,
  list: { from: SQL; id: SQL; where: SQL; order: SQL; rows: (db: DbOrTx, where: SQL) => Promise<T[]>; customPlan?: boolean },
): Promise<Paged<T>> {
  // Filters whose selectivity decides the plan (lib/queryRows.ts customPlan): the page and the count are planned for their values.
  const plan = list.customPlan ? customPlan : (query: SQL) => query;
  const pageRows = async () => {
    const page = await queryRows<{ id: number }>(
      db,
      plan(sql`SELECT ${list.id} AS id FROM ${list.from} WHERE ${list.where} ORDER BY ${list.order} LIMIT ${paging.limit} OFFSET ${offsetOf(paging)}`),
    );
    const found = page.length ? await list.rows(db, sql`${list.id} IN (${inList(page.map((r) => r.id))})`) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    return page.map((r) => byId.get(r.id)).filter((r): r is T => r !== undefined);
  };
  // The count runs beside the page on another pooled connection: a search matching thousands of rows
  // rechecks each of them for its total, as long as the page takes, and the caller waits for one, not both.
  const [rows, [count]] = await Promise.all([
    pageRows(),
    queryRows<{ total: number }>(db, plan(sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${list.where}`)),
  ]);
  return paged(rows, count?.total ?? 0, paging);
}
