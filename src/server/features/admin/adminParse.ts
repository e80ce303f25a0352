import type { z } from 'zod';
import { firstIssue } from '../../../shared/schemas/admin';
import { badRequest } from '../../lib/httpError';

/**
 * Parses a `{ data }` payload with a shared schema and refuses it with the first issue's Spanish
 * message (the route-level zod check would answer only the catalogue's generic text).
 */
export function parseData<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(firstIssue(result.error));
  return result.data;
}
