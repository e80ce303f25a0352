import type { z } from 'zod';
import { MSG } from '../messages';

/**
 * How a form (or an import's row) reads a shared request schema's refusal: the first message, as the
 * API answers it, and each offending field with its own. Forms mark fields from `fieldProblems`
 * (ui/markProblems for antd forms) and show `firstProblem` in their alert.
 */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? MSG.invalidData);
}

/** The first refusal with the field it is about (the issue's first path key), or null when the value passes. */
export function firstIssue(schema: z.ZodType, value: unknown): { field: string; message: string } | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { field: String(issue?.path[0] ?? ''), message: issue?.message ?? MSG.invalidData };
}

/** Every field a schema refuses, with its message: forms mark each offending field, not only the first. */
export function fieldProblems(schema: z.ZodType, value: unknown): { name: string; message: string }[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  const seen = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !seen.has(name)) seen.set(name, issue.message);
  }
  return [...seen].map(([name, message]) => ({ name, message }));
}
