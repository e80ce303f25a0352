import { createHash } from 'node:crypto';
import pg from 'pg';

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

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * A pg client that prepares every parameterised statement once per connection. PostgreSQL then
 * plans it once (or keeps a generic plan when that is no worse, `plan_cache_mode = auto`): under
 * load, planning the app's joins took a third of the database's time (the caller check alone: 0.25 ms
 * to plan, 0.06 ms to run). Statements without parameters (BEGIN, migrations' scripts) run as before.
 */
export class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [config, values] = args as [unknown, unknown];
    if (config && typeof config === 'object' && !(config as QueryConfig).name && typeof (config as QueryConfig).text === 'string') {
      const params = values ?? (config as QueryConfig).values;
      if (Array.isArray(params) && params.length > 0) {
        const name = statementName((config as { text: string }).text);
        if (this.prepared.has(name) || this.prepared.size < STATEMENTS_PER_CONNECTION) {
          this.prepared.add(name);
          args[0] = { ...(config as object), name };
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
