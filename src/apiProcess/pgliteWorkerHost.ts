import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { wireError, type WireQueryOptions, type WorkerReply, type WorkerRequest } from './pgliteWorkerProtocol';

/** The worker's side of its MessagePort (parentPort in the worker; a MessageChannel's port in a test). */
export interface HostPort {
  postMessage(message: WorkerReply, transferList?: ArrayBuffer[]): void;
  on(event: 'message', listener: (message: WorkerRequest) => void): unknown;
}

/** Thrown inside PGlite's transaction callback when the main side says roll back: PGlite then runs ROLLBACK. */
const ROLLBACK = Symbol('rollback');

const identity = (value: string) => value;
/** The parsers objects by their oids: drizzle sends the same few sets again and again. */
const parsersByOids = new Map<string, Record<number, (value: string) => unknown>>();

function queryOptions(wire: WireQueryOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.identityParsers?.length) {
    const key = wire.identityParsers.join(',');
    let parsers = parsersByOids.get(key);
    if (!parsers) parsersByOids.set(key, (parsers = Object.fromEntries(wire.identityParsers.map((oid) => [oid, identity]))));
    options.parsers = parsers;
  }
  return options;
}

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean): void;
  done: Promise<void>;
}

/**
 * Answers the main thread's calls on `client` (pgliteWorkerClient.ts is the other side). A
 * transaction stays open in PGlite's transaction() until the main side says commit or roll back;
 * PGlite queues every other statement behind it, as it does in one thread.
 */
export function servePglite(port: HostPort, client: PGlite, close: () => Promise<void>): void {
  const transactions = new Map<number, OpenTransaction>();
  const reply = (id: number, value?: unknown, transfer?: ArrayBuffer[]) => port.postMessage({ type: 'result', id, value }, transfer);
  const fail = (id: number, error: unknown) => port.postMessage({ type: 'error', id, error: wireError(error) });
  const target = (txId: number | undefined): Pick<PGlite, 'query' | 'exec'> => {
    if (txId === undefined) return client;
    const open = transactions.get(txId);
    if (!open) throw new Error(`PGlite worker: no open transaction ${txId}`);
    return open.tx;
  };

  const begin = (id: number) => {
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    let begun = false;
    const done = client.transaction(async (tx) => {
      begun = true;
      transactions.set(id, { tx, end, done });
      reply(id, id);
      if (!(await ended)) throw ROLLBACK;
    });
    // BEGIN itself failed: the caller is still waiting for the transaction's id.
    done.catch((error: unknown) => {
      if (!begun) fail(id, error);
    });
  };

  const finish = async (id: number, txId: number, commit: boolean) => {
    const open = transactions.get(txId);
    if (!open) return fail(id, new Error(`PGlite worker: no open transaction ${txId}`));
    open.end(commit);
    try {
      await open.done;
      reply(id);
    } catch (error) {
      if (error === ROLLBACK) reply(id);
      else fail(id, error);
    } finally {
      transactions.delete(txId);
    }
  };

  port.on('message', (request) => {
    void (async () => {
      try {
        switch (request.type) {
          case 'query':
            return reply(request.id, await target(request.txId).query(request.text, request.params, queryOptions(request.options)));
          case 'exec':
            return reply(request.id, await target(request.txId).exec(request.text));
          case 'begin':
            return begin(request.id);
          case 'end':
            return await finish(request.id, request.txId, request.commit);
          case 'dumpDataDir': {
            const bytes = await (await client.dumpDataDir('none')).arrayBuffer();
            return reply(request.id, bytes, [bytes]);
          }
          case 'close':
            await close();
            return reply(request.id);
        }
      } catch (error) {
        fail(request.id, error);
      }
    })();
  });
}
