import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { fieldProblems, firstProblem } from '@shared/schemas/leadForms';

/**
 * Checks a form's values with its shared schema: marks every offending field (red, with its
 * message) and clears the rest, then answers the spec's message for the form's alert, or null.
 * `fields` are the form's fields this step checks (so a clean field loses an old mark).
 */
export function markProblems(form: FormInstance, schema: z.ZodType, value: unknown, fields: readonly string[]): string | null {
  const problems = fieldProblems(schema, value);
  const byName = new Map(problems.map((p) => [p.name, p.message]));
  form.setFields(fields.map((name) => ({ name, errors: byName.has(name) ? [byName.get(name)!] : [] })));
  if (problems[0]) (form.getFieldInstance(problems[0].name) as { focus?: () => void } | undefined)?.focus?.();
  return firstProblem(schema, value);
}
