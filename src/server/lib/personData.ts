import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './queryRows';

/** Ids as ONE int[] parameter. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

export type PersonDataRow = Record<string, string | number | boolean | null>;

/** A value as the access file writes it: dates as ISO text, objects as JSON text. */
function readable(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'bigint') return Number(value);
  return value as string | number | boolean;
}

/**
 * The rows of `query` grouped by its `owner_id` column (the record they belong to), with the column
 * names the query gave (the Spanish labels the access file shows) and readable values.
 */
export async function rowsByOwner(db: DbOrTx, query: SQL): Promise<Map<number, PersonDataRow[]>> {
  const rows = await queryRows<Record<string, unknown> & { owner_id: number }>(db, query);
  const out = new Map<number, PersonDataRow[]>();
  for (const { owner_id, ...rest } of rows) {
    const row: PersonDataRow = {};
    for (const [k, v] of Object.entries(rest)) row[k] = readable(v);
    out.set(owner_id, [...(out.get(owner_id) ?? []), row]);
  }
  return out;
}

/**
 * Each id's sections, from one query a section: `query(ids)` selects `owner_id` (the record's id)
 * and the columns to show, named as the file shows them. A section without rows is left out.
 */
export async function sectionsOf(
  db: DbOrTx,
  ids: readonly number[],
  sections: readonly { title: string; query(ids: SQL): SQL }[],
): Promise<{ id: number; sections: { title: string; rows: PersonDataRow[] }[] }[]> {
  if (!ids.length) return [];
  const results = await Promise.all(sections.map(async (s) => ({ title: s.title, rows: await rowsByOwner(db, s.query(intArray(ids))) })));
  return ids.map((id) => ({ id, sections: results.flatMap((r) => (r.rows.get(id)?.length ? [{ title: r.title, rows: r.rows.get(id)! }] : [])) }));
}
