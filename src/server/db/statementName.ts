import { createHash } from 'node:crypto';

/**
 * A statement whose text starts with this is never prepared: PostgreSQL plans it for its values each
 * time (a custom plan). For the few statements whose best plan depends on the values so much that the
 * generic plan PostgreSQL settles on after five runs is far worse (see lib/queryRows.ts customPlan).
 */
export const CUSTOM_PLAN = '/* custom plan */';

/** Named statements one connection keeps; past it a new text runs unnamed (planned each time). */
export const STATEMENTS_PER_CONNECTION = 1000;

const names = new Map<string, string>();

/** A stable name for a statement's text: equal texts share it on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `crm_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    // The texts are the app's own statements (values are parameters), so this stays small; the bound
    // only guards against a statement built with inlined values.
    if (names.size >= 10 * STATEMENTS_PER_CONNECTION) names.clear();
    names.set(text, name);
  }
  return name;
}
