import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A row of `table` read by raw SQL (`RETURNING *` of a statement drizzle's builder cannot say, such as
 * a data-modifying WITH) as drizzle's builder would have returned it: keys by property, values through
 * each column's driver mapping (timestamps as Date, numeric in its mode). Drizzle's sessions hand raw
 * and built queries the same driver values, so the mapping is the builder's own.
 */
/** One value as drizzle's builder would have returned it: null kept, else through the column's driver mapping. */
export function driverValue(column: Column, value: unknown): unknown {
  return value === null || value === undefined ? null : column.mapFromDriverValue(value);
}

export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    const value = raw[column.name];
    row[key] = driverValue(column, value);
  }
  return row as T['$inferSelect'];
}
