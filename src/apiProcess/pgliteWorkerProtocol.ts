/**
 * The messages between the desktop child's main thread and its PGlite worker thread
 * (pgliteWorker.ts). Plain data only (structured clone): drizzle's parsers are functions, so a query
 * says which type oids keep their text (drizzle's identity parsers), and an error travels as its
 * own properties (`code`, `detail`, `constraint`…) and is rebuilt as an Error on the main side.
 */

/** What the worker opens: openPgliteCluster's arguments. */
export interface PgliteWorkerData {
  dataDir: string;
  migrationsFolder: string;
  demo: boolean;
  /** An empty database gets the demo data (`leadsPerAgency`: the seed's default when absent); no seed check without it. */
  seed?: { leadsPerAgency?: number };
  /** V8's module compile cache (compileCache.ts), for PGlite's and drizzle's modules in this thread too. */
  compileCacheDir?: string;
}

/** A query's options as sent: PGlite's QueryOptions without functions. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** The type oids whose values stay as PostgreSQL's text (drizzle parses dates itself). */
  identityParsers?: number[];
  paramTypes?: number[];
}

export type WorkerRequest =
  | { type: 'query'; id: number; txId?: number; text: string; params?: unknown[]; options?: WireQueryOptions }
  | { type: 'exec'; id: number; txId?: number; text: string }
  /** Opens a transaction: answered with `{ value: txId }` once BEGIN has run. */
  | { type: 'begin'; id: number }
  /** Ends it: COMMIT, or ROLLBACK when `commit` is false (answered once PGlite has done it). */
  | { type: 'end'; id: number; txId: number; commit: boolean }
  | { type: 'dumpDataDir'; id: number }
  | { type: 'close'; id: number };

/** An error as its own properties (structured-clonable ones only), its cause too. */
export interface WireError {
  name: string;
  message: string;
  stack?: string;
  props: Record<string, unknown>;
  cause?: WireError;
}

export type WorkerReply =
  /** The worker's module graph loaded: from now on a failure is the database's, not the thread's. */
  | { type: 'started' }
  /** The cluster is open and ready for the app: migrations applied, the demo's dates moved, an empty one seeded. */
  | { type: 'opened' }
  | { type: 'openFailed'; error: WireError }
  | { type: 'result'; id: number; value?: unknown }
  | { type: 'error'; id: number; error: WireError };

export function wireError(error: unknown, depth = 0): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause') continue;
    try {
      // PreparingPGlite adds the query's options (drizzle's parser functions): not sendable, left out.
      props[key] = structuredClone(value);
    } catch {
      // not clonable
    }
  }
  const cause = error.cause !== undefined && depth < 4 ? wireError(error.cause, depth + 1) : undefined;
  return { name: error.name, message: error.message, stack: error.stack, props, ...(cause ? { cause } : {}) };
}

/** The Error again, with its properties: callers check `error.code === '23505'`, `error.constraint`… */
export function errorFromWire(wire: WireError): Error {
  const error = new Error(wire.message, wire.cause ? { cause: errorFromWire(wire.cause) } : undefined);
  Object.assign(error, wire.props);
  error.name = wire.name;
  if (wire.stack) error.stack = wire.stack;
  return error;
}
