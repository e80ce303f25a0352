import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../../lib/httpError';
import { SECURITY_MSG } from '../../../shared/domain/securityMessages';

/** `filters` arrives as a JSON text (spec §7); a malformed one is refused, an absent one is {}. */
export function parseFilters<T extends z.ZodTypeAny>(raw: string | undefined, schema: T): z.infer<T> {
  let value: unknown = {};
  if (raw !== undefined && raw !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest();
    }
  }
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw badRequest();
  return parsed.data;
}

/**
 * `sortBy` is a comma list of field names, each optionally prefixed with '-' (descending) or '+';
 * 'field:desc' / 'field:asc' is accepted too. Unknown names are refused so typos do not sort silently.
 */
export function parseSort(raw: string | undefined, columns: Record<string, SQL | AnyColumn>, fallback: SQL[]): SQL[] {
  if (!raw) return fallback;
  const out: SQL[] = [];
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    let name = part;
    let descending = false;
    if (name.startsWith('-')) [name, descending] = [name.slice(1), true];
    else if (name.startsWith('+')) name = name.slice(1);
    const [field, dir] = name.split(':');
    if (dir) descending = dir.toLowerCase() === 'desc' || dir.toLowerCase() === 'descend';
    // Own keys only: '__proto__' or 'constructor' must not reach Object.prototype.
    const column = field && Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!column || (dir && !['asc', 'desc', 'ascend', 'descend'].includes(dir.toLowerCase()))) throw badRequest(SECURITY_MSG.invalidSort);
    out.push(descending ? desc(column) : asc(column));
  }
  return out.length ? [...out, ...fallback] : fallback;
}
