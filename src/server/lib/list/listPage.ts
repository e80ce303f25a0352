import { sql, type SQL } from 'drizzle-orm';
import { offsetOf, paged, type Paged, type Paging } from '../paged';
import { customPlan, queryRows, type DbOrTx } from '../queryRows';
import { knownTotalOf } from './knownTotal';

/**
 * One page, chosen over ids first (the sort walks an index and stops at the page), then `rows` builds
 * the row of those ids only, never for the rows the sort passes over; the total counts `from` under
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
    const ids = sql.join(
      page.map((r) => sql`${r.id}`),
      sql`, `,
    );
    const found = page.length ? await list.rows(db, sql`${list.id} IN (${ids})`) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    return page.map((r) => byId.get(r.id)).filter((r): r is T => r !== undefined);
  };
  // The count runs beside the page on another pooled connection: a search matching thousands of rows
  // rechecks each of them for its total, as long as the page takes, and the caller waits for one, not both.
  const known = knownTotalOf(paging);
  const [rows, [count]] = await Promise.all([
    pageRows(),
    known !== undefined ? [{ total: known }] : queryRows<{ total: number }>(db, plan(sql`SELECT count(*)::int AS total FROM ${list.from} WHERE ${list.where}`)),
  ]);
  return paged(rows, count?.total ?? 0, paging);
}

/**
 * The paged answer of a list that builds its own page query: `rows` reads the page (`limit` rows from
 * `offset`), `total` counts the same filter; both run together and answer { data, total, pages, page, limit }.
 */
export async function pageOf<T>(
  paging: Paging,
  rows: (limit: number, offset: number) => PromiseLike<T[]>,
  total: () => PromiseLike<number | string | null | undefined>,
): Promise<Paged<T>> {
  const known = knownTotalOf(paging);
  const [data, n] = await Promise.all([rows(paging.limit, offsetOf(paging)), known ?? total()]);
  return paged(data, Number(n ?? 0), paging);
}
