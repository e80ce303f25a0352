import { z } from 'zod';

/**
 * The screens send most bodies as `{ data: {...} }` and a few flat (spec §7). The same schema
 * accepts both: a `data` object is unwrapped, anything else is validated as it is.
 */
export function dataOrFlat<T extends z.ZodType>(schema: T) {
  return z.preprocess((body) => {
    if (body && typeof body === 'object' && 'data' in body) {
      const inner = (body as { data: unknown }).data;
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) return inner;
    }
    return body;
  }, schema);
}
