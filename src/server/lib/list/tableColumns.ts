import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ISO_INSTANT_FORMAT } from '../isoInstant';

/**
 * A table's columns as a list reads them under `alias`, found by the answer's key: the key itself
 * ('budget', 'contactName'), with its first letter lowered ('AgencyId' → agencyId), the API's
 * casing of foreign keys, or the column's SQL name ('credit_term', 'lead_id'), the old API's
 * snake_case keys.
 */
export function tableColumns(table: PgTable, alias: string) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const bySqlName = new Map(Object.values(columns).map((c) => [c.name, c]));
  const a = sql.raw(alias);
  const find = (key: string): PgColumn | undefined =>
    columns[key] ?? columns[key.charAt(0).toLowerCase() + key.slice(1)] ?? bySqlName.get(key);
  return {
    find,
    /** `l.budget`: the column an answer's key names, for a filter or a sort. */
    sqlOf(key: string): SQL {
      const column = find(key);
      if (!column) throw new Error(`${alias}: no column for '${key}'`);
      return sql`${a}.${sql.identifier(column.name)}`;
    },
    /**
     * The column as the answer's schema carries it over the wire: a timestamp as an ISO instant, a `date`
     * as its 'YYYY-MM-DD' text, a bigint of centavos or a numeric read as a number (mode 'number') as a JSON
     * number (exact below 2^53; the drivers read a numeric as text), else as stored.
     */
    wireOf(key: string): SQL | undefined {
      const column = find(key);
      if (!column) return undefined;
      const c = sql`${a}.${sql.identifier(column.name)}`;
      switch (column.columnType) {
        case 'PgTimestamp':
        case 'PgTimestampString':
          return sql`CASE WHEN ${c} IS NULL THEN NULL ELSE to_char(${c} AT TIME ZONE 'UTC', ${sql.raw(ISO_INSTANT_FORMAT)}) END`;
        case 'PgDate':
        case 'PgDateString':
          return sql`${c}::text`;
        case 'PgBigInt53':
        case 'PgNumericNumber':
          return sql`${c}::float8`;
        default:
          return c;
      }
    },
  };
}

/**
 * A list's SELECT built from its answer's schema: every key of the row answer is read from the table's
 * column of that name (`tableColumns`), unless `computed` gives it (a join, a name, a JSON object). A
 * field added to the table and to the answer is selected with no third place to write; a key neither
 * names fails at start, not in a user's list.
 */
export function rowSelect(shape: Record<string, unknown>, table: PgTable, alias: string, computed: Record<string, SQL> = {}): SQL {
  const columns = tableColumns(table, alias);
  return sql.join(
    Object.keys(shape).map((key) => {
      const value = computed[key] ?? columns.wireOf(key);
      if (!value) throw new Error(`rowSelect(${alias}): the answer's '${key}' is neither a column nor computed`);
      return sql`${value} AS ${sql.identifier(key)}`;
    }),
    sql`, `,
  );
}
