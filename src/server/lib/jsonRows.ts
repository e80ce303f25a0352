import { Column, is, sql, type SQL } from 'drizzle-orm';
import { driverValue } from './tableRow';

type Field = Column | SQL;
type FieldValue<F> = F extends Column<infer C> ? (C['notNull'] extends true ? C['data'] : C['data'] | null) : F extends SQL<infer T> ? T : never;
/** A decoded row: each column as drizzle's builder would have returned it, each SQL as its declared type. */
export type JsonRow<F extends Record<string, Field>> = { [K in keyof F]: FieldValue<F[K]> };
/** For the fields of a LEFT JOINed table, which may all be null. */
export type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * Several related lists of one record read in ONE statement (`SELECT (SELECT json_agg(…)) AS a,
 * (SELECT json_agg(…)) AS b`), decoded as drizzle's builder would have returned them: each column
 * through its own driver mapping (timestamps as Date, numeric in its mode). A detail screen's eight
 * small reads cost eight statements, each a write to the database's socket and a pool connection
 * (issue 55: a lead's detail took 17 under load); their rows are the same in one.
 *
 * Rows travel as JSON arrays (`json_build_array`), not objects: shorter, and decoded by position.
 */
export function jsonRows<F extends Record<string, Field>>(fields: F) {
  const keys = Object.keys(fields) as (keyof F & string)[];
  const array = sql`json_build_array(${sql.join(
    keys.map((k) => fields[k] as SQL),
    sql`, `,
  )})`;
  return {
    /** A scalar subquery: the rows of `from` (FROM … WHERE …) in `orderBy`'s order, `'[]'` when none. */
    list(from: SQL, orderBy?: SQL): SQL<unknown> {
      return sql`(SELECT coalesce(json_agg(${array}${orderBy ? sql` ORDER BY ${orderBy}` : sql``}), '[]'::json) ${from})`;
    },
    /** A scalar subquery for at most one row: null when none. */
    one(from: SQL): SQL<unknown> {
      return sql`(SELECT ${array} ${from} LIMIT 1)`;
    },
    decode(raw: unknown): JsonRow<F> {
      const values = raw as unknown[];
      const row: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        const field = fields[key];
        const value = values[i] ?? null;
        row[key] = is(field, Column) ? driverValue(field, value) : value;
      });
      return row as JsonRow<F>;
    },
    decodeList(raw: unknown): JsonRow<F>[] {
      return ((raw ?? []) as unknown[]).map((r) => this.decode(r));
    },
  };
}
