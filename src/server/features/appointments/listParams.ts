import type { ListSort } from '../../lib/list/listOrder';
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
 * 'field:desc' / 'field:asc' is accepted too. Only the list's declared sort `keys` are taken (its
 * shared/lists declaration): unknown names are refused so typos do not sort silently. The list's
 * default order follows any chosen keys (for listOrder, which then adds the id).
 */
export function parseSort<K extends string>(raw: string | undefined, keys: readonly K[], fallback: ListSort<K>): ListSort<K>[] {
  if (!raw) return [fallback];
  const out: ListSort<K>[] = [];
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    let name = part;
    let descending = false;
    if (name.startsWith('-')) [name, descending] = [name.slice(1), true];
    else if (name.startsWith('+')) name = name.slice(1);
    const [field, dir] = name.split(':');
    // A declared key only: '__proto__' or 'constructor' never reach a lookup.
    const key = field && (keys as readonly string[]).includes(field) ? (field as K) : undefined;
    if (!key || (dir && !['asc', 'desc', 'ascend', 'descend'].includes(dir.toLowerCase()))) throw badRequest(SECURITY_MSG.invalidSort);
    if (dir) descending = dir.toLowerCase() === 'desc' || dir.toLowerCase() === 'descend';
    out.push({ key, desc: descending });
  }
  return [...out, fallback];
}
