import { sql, type SQL } from 'drizzle-orm';
import { TOTAL_CAP } from '../../../shared/domain/paging';
import { offsetOf, type Paging } from '../paged';
import { customPlan as planned, queryRows, type DbOrTx } from '../queryRows';
import { exactTotalWanted } from './knownTotal';

/**
 * How far a list's total is counted (issue 43): a common word ('transportes') matched tens of
 * thousands of rows and the count rechecked every one of them (50-67 ms of SQL) to print a number no
 * one reads past the first pages. The count stops at TOTAL_CAP rows — or five pages past the one
 * asked for, so the pager can always move on — and the answer says the total is a lower bound
 * (`totalCapped`: 'más de 1,000'). The list export asks for the exact total (withExactTotal).
 */
export function countBound(paging: Paging): number | undefined {
  if (exactTotalWanted(paging)) return undefined;
  return Math.max(TOTAL_CAP, offsetOf(paging) + 5 * paging.limit);
}

/** count(*) of `from` under `where`, stopping at `bound` + 1 rows (undefined: exact). */
export async function boundedCount(db: DbOrTx, from: SQL, where: SQL, bound: number | undefined, customPlan = false): Promise<number> {
  const plan = customPlan ? planned : (query: SQL) => query;
  const query =
    bound === undefined
      ? sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`
      : sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${bound + 1}) bounded`;
  const [row] = await queryRows<{ total: number }>(db, plan(query));
  return row?.total ?? 0;
}

/** The total to answer and whether it is a lower bound: a count past `bound` answers `bound`, capped. */
export function boundedTotalOf(counted: number, bound: number | undefined): { total: number; totalCapped?: true } {
  return bound !== undefined && counted > bound ? { total: bound, totalCapped: true } : { total: counted };
}
