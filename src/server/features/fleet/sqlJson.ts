import { sql, type SQL } from 'drizzle-orm';
import { ISO_INSTANT_FORMAT } from '../../lib/isoInstant';

/** `{ id, description }` of a LEFT JOINed catalog row, or null. */
export function catalogJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object('id', ${a}.id, 'description', ${a}.description) END`;
}

/** `{ id, firstAndLastName, email }` of a LEFT JOINed user row, or null. */
export function userJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object('id', ${a}.id, 'firstAndLastName', ${a}.first_name || ' ' || ${a}.last_name, 'email', ${a}.email) END`;
}

/** The Product reference of the fleet answers. */
export function productJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'name', ${a}.name, 'version', ${a}.version, 'transmission', ${a}.transmission, 'model', ${a}.model, 'imageUrl', ${a}.image_url)`;
}

export function contactJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object('id', ${a}.id, 'CompanyId', ${a}.company_id, 'type', ${a}.type, 'name', ${a}.name, 'phone', ${a}.phone, 'email', ${a}.email, 'position', ${a}.position) END`;
}

export function inList(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/** A timestamptz as an ISO instant ('2026-03-10T15:30:00.000Z'), the same text on both drivers. */
export function iso(column: string): SQL {
  return sql.raw(`CASE WHEN ${column} IS NULL THEN NULL ELSE to_char(${column} AT TIME ZONE 'UTC', ${ISO_INSTANT_FORMAT}) END`);
}
