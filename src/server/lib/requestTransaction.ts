import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/client';

/** The transaction a request's handler runs in, while it is open (closed: the root database again). */
interface Scope {
  tx: Db;
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

/**
 * The database the routes are given: the root database, except inside `inRequestTransaction`, where every
 * statement of that request (its reads, its `db.transaction`s, which become savepoints, the contact mask's
 * lookups while its answer is serialised) goes to the request's transaction. This is what lets the
 * Idempotency-Key's record commit with the write it guards without each route passing a transaction
 * down (lib/idempotency.ts). Methods are bound to the real object: drizzle's builders keep a reference to
 * the session they came from.
 */
export function requestScopedDb(root: Db): Db {
  const bound = new WeakMap<object, Map<PropertyKey, unknown>>();
  return new Proxy(root, {
    get(target, prop) {
      const current = scope.getStore();
      const base = current?.open ? current.tx : target;
      const value = Reflect.get(base, prop, base) as unknown;
      if (typeof value !== 'function') return value;
      let cache = bound.get(base);
      if (!cache) bound.set(base, (cache = new Map()));
      let fn = cache.get(prop);
      if (!fn) cache.set(prop, (fn = (value as (...args: unknown[]) => unknown).bind(base)));
      return fn;
    },
  });
}

/**
 * Runs `work` in one transaction of `root`, with every statement made through a `requestScopedDb` in its
 * async context sent to that transaction. After it ends (commit or rollback), late statements of the same
 * context (a fire-and-forget after the answer) go to the root database again, never to a connection
 * returned to the pool.
 */
export async function inRequestTransaction<T>(root: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let current: Scope | undefined;
  try {
    return await root.transaction(async (tx) => {
      current = { tx: tx as unknown as Db, open: true };
      return scope.run(current, () => work(tx as unknown as Db));
    });
  } finally {
    if (current) current.open = false;
  }
}
