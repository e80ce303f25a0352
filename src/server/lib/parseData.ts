import type { z } from 'zod';
import { firstIssue } from '../../shared/schemas/admin';
import { hasSizeIssue } from './errorHandler';
import { badRequest, tooLarge } from './httpError';

/**
 * Parses a `{ data }` payload with a shared schema and refuses it with the first issue's Spanish
 * message (the route-level zod check would answer only the catalogue's generic text); a file over
 * its size is a 413 with the size message, whatever else is wrong.
 */
export function parseData<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw hasSizeIssue(result.error.issues) ? tooLarge() : badRequest(firstIssue(result.error));
  return result.data;
}
