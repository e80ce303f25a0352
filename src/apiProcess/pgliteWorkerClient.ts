import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';
import { errorFromWire, type PgliteWorkerData, type WireQueryOptions, type WorkerReply, type WorkerRequest } from './pgliteWorkerProtocol';

/** The main thread's side of the worker's port (a Worker; a MessageChannel's port in a test). */
export interface ClientPort {
  postMessage(message: WorkerRequest): void;
  on(event: 'message', listener: (message: WorkerReply) => void): unknown;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

// Checked on each parser drizzle passes: only identity parsers can be named across the thread.
const PROBE = '\u0000identity?';

/** A query's options as plain data: drizzle's parsers must be identity (it parses dates itself). */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, parsers, paramTypes, ...rest } = options;
  const unsupported = Object.entries(rest).filter(([, value]) => value !== undefined);
  if (unsupported.length) throw new Error(`PGlite worker: query option ${unsupported.map(([key]) => key).join(', ')} cannot cross threads`);
  const wire: WireQueryOptions = {};
  if (rowMode) wire.rowMode = rowMode;
  if (paramTypes) wire.paramTypes = paramTypes;
  if (parsers) {
    wire.identityParsers = Object.entries(parsers).map(([oid, parse]) => {
      if (parse(PROBE, Number(oid)) !== PROBE) throw new Error(`PGlite worker: the parser for type ${oid} is not the identity; only identity parsers cross threads`);
      return Number(oid);
    });
  }
  return wire;
}

/**
 * A PGlite in a worker thread, as drizzle's PGlite driver uses one: `query(text, params, options)`
 * and `transaction(callback)` whose `tx.query` runs inside it. Each call is a message with an id; a
 * transaction has the id of its `begin` and stays open in the worker until `end` (commit, or roll
 * back when the callback threw). Errors come back with their own properties (`code`, `constraint`…).
 */
export class PgliteWorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private failure: Error | undefined;

  constructor(private readonly port: ClientPort) {
    port.on('message', (message) => {
      if (message.type !== 'result' && message.type !== 'error') return;
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (message.type === 'result') call.resolve(message.value);
      else call.reject(errorFromWire(message.error));
    });
  }

  /** The worker is gone (it crashed or exited): every call waiting for it, and every later one, fails. */
  failAll(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.port.postMessage({ ...request, id } as WorkerRequest);
      } catch (error) {
        // A value structured clone refuses (a function among the parameters…).
        this.pending.delete(id);
        reject(error as Error);
      }
    });
  }

  private run<T>(txId: number | undefined, text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let wire: WireQueryOptions | undefined;
    try {
      wire = wireOptions(options);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.call<Results<T>>({ type: 'query', txId, text, params, options: wire });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.call<Results[]>({ type: 'exec', text });
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = await this.call<number>({ type: 'begin' });
    let closed = false;
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.call<void>({ type: 'end', txId, commit });
    };
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) => this.run<R>(txId, text, params, options),
      exec: (text: string) => this.call<Results[]>({ type: 'exec', txId, text }),
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ type: 'dumpDataDir' })]);
  }

  close(): Promise<void> {
    return this.call<void>({ type: 'close' });
  }
}

/**
 * The thread failed before its modules had loaded (its file missing or unreadable where the app was
 * installed): PGlite can still run in the caller's thread (workerDatabase.ts).
 */
export class PgliteWorkerUnavailable extends Error {
  constructor(cause: Error) {
    super(`PGlite worker unavailable: ${cause.message}`, { cause });
    this.name = 'PgliteWorkerUnavailable';
  }
}

/** The worker, started: its client at once, and whether the database opened. */
export interface PgliteWorker {
  /** Its client, at once: a call made before the cluster is open waits in the worker's port. */
  client: PgliteWorkerClient;
  /** The database is ready for the app (pgliteWorker.ts: migrations, demo dates, seed). */
  opened: Promise<void>;
  /** Closes the database (when it opened) and ends the thread. */
  close(): Promise<void>;
}

/**
 * Starts `file` (out/main/pgliteWorker.js, beside the child's bundle) on `data`: the cluster opens
 * there at once, while the caller goes on loading the app.
 */
export function startPgliteWorker(file: string, data: PgliteWorkerData): PgliteWorker {
  const worker = new Worker(file, { workerData: data });
  const client = new PgliteWorkerClient(worker);
  let isOpen = false;
  let started = false;
  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerReply) => {
      if (message.type === 'started') started = true;
      else if (message.type === 'opened') {
        isOpen = true;
        resolve();
      } else if (message.type === 'openFailed') reject(errorFromWire(message.error));
    });
    const gone = (error: Error) => {
      reject(started ? error : new PgliteWorkerUnavailable(error));
      client.failAll(error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`PGlite worker exited (${code})`)));
  });
  opened.catch(() => {}); // whoever opens the database sees it
  return {
    client,
    opened,
    close: async () => {
      try {
        if (isOpen) await client.close();
      } finally {
        await worker.terminate();
      }
    },
  };
}
