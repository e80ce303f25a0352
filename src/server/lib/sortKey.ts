import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A name's Spanish-order key (crm_sort_key, migration spanish_sort_key) compared byte-wise, so every
 * list orders names the same on PGlite and PostgreSQL whatever the server's default collation.
 */
export function sortKey(expr: SQL | AnyColumn): SQL {
  return sql`crm_sort_key(${expr}) COLLATE "C"`;
}

/**
 * Users ranked by their name's Spanish-order key: `LEFT JOIN ${USER_NAME_RANK} ur ON ur.id = x.user_id`
 * then `ORDER BY ur.rank`. A list sorted by its executive's name then sorts small integers, and computes
 * the key once per user (a network has a few thousand) instead of once per listed row.
 */
export const USER_NAME_RANK = sql`(SELECT u.id, row_number() OVER (ORDER BY u.name_sort_key, u.id) AS rank FROM users u)`;
