import type { z } from 'zod';
import { hasSizeIssue, knownMessage } from './errorHandler';
import { badRequest, tooLarge } from './httpError';

/** Parses a body whose schema depends on its content, failing like route validation does (400 + first issue's message; 413 for a file over its size). */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw hasSizeIssue(result.error.issues) ? tooLarge() : badRequest(knownMessage(result.error.issues[0]?.message));
  return result.data;
}
