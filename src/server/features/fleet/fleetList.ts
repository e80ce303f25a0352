import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import type { Caller } from '../../identity/auth';
import { offsetOf, paged, type Paged, type Paging } from '../../lib/paged';
import { queryRows, type DbOrTx } from '../../lib/queryRows';
import { fleetScope } from './fleetAccess';
import { dayEndExclusive, dayStart, likePattern } from './sqlJson';

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

/** ORDER BY the caller's sort keys (or `fallback`), nulls last either way, then `tieBreak` so pages never overlap. */
export function listOrder<K extends string>(sorts: readonly ListSort<K>[] | undefined, columns: Record<K, SQL>, fallback: ListSort<K>, tieBreak: SQL): SQL {
  const chosen = sorts?.length ? sorts : [fallback];
  return sql.join([...chosen.map((s) => sql`${columns[s.key]} ${sql.raw(s.desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST')}`), tieBreak], sql`, `);
}

/** One page: `rows` reads it under `where` and `tail` (ORDER BY, LIMIT, OFFSET); the total counts `from` under the same `where`. */
export async function listPage<T>(
  db: DbOrTx,
  paging: Paging,
  list: { from: SQL; where: SQL; order: SQL; rows: (db: DbOrTx, where: SQL, tail: SQL) => Promise<T[]> },
): Promise<Paged<T>> {
  const rows = await list.rows(db, list.where, sql`ORDER BY ${list.order} LIMIT ${paging.limit} OFFSET ${offsetOf(paging)}`);
  const [count] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${list.where}`);
  return paged(rows, count?.total ?? 0, paging);
}
