import { sql, type SQL } from 'drizzle-orm';
import { offsetOf, paged, type Paged, type Paging } from '../paged';
import { customPlan, queryRows, type DbOrTx } from '../queryRows';
import { knownTotalOf } from './knownTotal';
import { boundedCount, boundedTotalOf, countBound } from './boundedTotal';

/**
 * One page, chosen over ids first (the sort walks an index and stops at the page), then `rows` builds
 * the row of those ids only, never for the rows the sort passes over; the total counts `from` under
 * the same `where`, up to its cap (boundedTotal.ts). Every sort key is a column of `from` (kept on the row when it comes from another table).
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
  const bound = countBound(paging);
  const [rows, counted] = await Promise.all([pageRows(), known ?? boundedCount(db, list.from, list.where, bound, list.customPlan)]);
  const { total, totalCapped } = known !== undefined ? { total: known, totalCapped: undefined } : boundedTotalOf(counted, bound);
  return paged(rows, total, paging, totalCapped);
}

/**
 * The paged answer of a list that builds its own page query: `rows` reads the page (`limit` rows from
 * `offset`), `total` counts the same filter (it may stop past the bound it is given); both run together and answer { data, total, pages, page, limit }.
 */
export async function pageOf<T>(
  paging: Paging,
  rows: (limit: number, offset: number) => PromiseLike<T[]>,
  total: (bound: number | undefined) => PromiseLike<number | string | null | undefined>,
): Promise<Paged<T>> {
  const known = knownTotalOf(paging);
  // `total` may stop counting past `bound` (boundedCount): a count above it answers the bound, capped.
  const bound = countBound(paging);
  const [data, n] = await Promise.all([rows(paging.limit, offsetOf(paging)), known ?? total(bound)]);
  const { total: shown, totalCapped } = known !== undefined ? { total: known, totalCapped: undefined } : boundedTotalOf(Number(n ?? 0), bound);
  return paged(data, shown, paging, totalCapped);
}
