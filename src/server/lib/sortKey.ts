import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A name's Spanish-order key (crm_sort_key, migration spanish_sort_key) compared byte-wise, so every
 * list orders names the same on PGlite and PostgreSQL whatever the server's default collation.
 */
export function sortKey(expr: SQL | AnyColumn): SQL {
  return sql`crm_sort_key(${expr}) COLLATE "C"`;
}

