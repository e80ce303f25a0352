import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportJobStatus } from '../../../../shared/schemas/dataImport';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../lib/queryRows';
import { leadImportBatches } from '../tables';

/**
 * The import's job state (issue 29): the batch row (`lead_import_batches.status`, `total_rows`,
 * `processed_rows`, `progress_at`) is the state every replica reads; this process also keeps its own
 * running jobs in memory, keyed by batch id and by a random progress key.
 *
 * Why both. The rows are written in ONE transaction, so nothing the transaction writes (the batch
 * row's counts included) is visible to anyone else before it commits:
 * - on PostgreSQL the progress is written to the batch row from the outer pool (another connection,
 *   its own short autocommit statement) after each chunk, so a poll answered by any replica sees it;
 * - on PGlite (embedded: one process, one connection) a statement outside the transaction waits until
 *   the transaction ends — the progress is NOT written there (awaiting it would deadlock), and every
 *   signed-in call waits too, since the caller is read from the database. The public progress call
 *   (`GET /api/public/import-progress/{key}`, no session, the key only its starter knows) answers
 *   from this memory without touching the database; it is what the wizard polls.
 * Caveat: with several replicas on PostgreSQL, the progress call answers only on the replica running
 * the job (404 elsewhere, and the wizard then polls the signed-in `GET /import/{kind}/batches/{id}`,
 * which reads the row any replica wrote).
 */
export interface LocalJob {
  batchId: number;
  key: string;
  status: ImportJobStatus;
  total: number;
  processed: number;
  error: string | null;
  endedAt?: number;
}

const byId = new Map<number, LocalJob>();
const byKey = new Map<string, LocalJob>();
/** How long an ended job stays answerable by its key (the wizard's last poll, a slow client). */
const KEEP_ENDED_MS = 10 * 60_000;
/** A running job whose row has not moved for this long, and that this process does not run, is shown as interrupted. */
export const STALE_MS = 2 * 60_000;

export function newLocalJob(batchId: number, total: number): LocalJob {
  const now = Date.now();
  for (const [id, job] of byId) {
    if (job.endedAt !== undefined && now - job.endedAt > KEEP_ENDED_MS) {
      byId.delete(id);
      byKey.delete(job.key);
    }
  }
  const job: LocalJob = { batchId, key: randomBytes(18).toString('base64url'), status: 'checking', total, processed: 0, error: null };
  byId.set(batchId, job);
  byKey.set(job.key, job);
  return job;
}

export const localJob = (batchId: number): LocalJob | undefined => byId.get(batchId);
export const localJobByKey = (key: string): LocalJob | undefined => byKey.get(key);

export function endLocalJob(job: LocalJob, status: 'done' | 'failed', error: string | null = null): void {
  job.status = status;
  job.error = error;
  if (status === 'done') job.processed = job.total;
  job.endedAt = Date.now();
}

const embedded = new WeakMap<Db, Promise<boolean>>();
/** Whether `db` is PGlite (WASM), where nothing may run outside a transaction while one is open. */
export function isEmbedded(db: Db): Promise<boolean> {
  let known = embedded.get(db);
  if (!known) {
    known = queryRows<{ wasm: boolean }>(db, sql`SELECT version() ~* '(wasm|emscripten)' AS wasm`).then((rows) => Boolean(rows[0]?.wasm));
    embedded.set(db, known);
  }
  return known;
}

const RUNNING: ImportJobStatus[] = ['checking', 'importing'];

/**
 * Reports rows written while the import's transaction runs: into the local job at once and, on
 * PostgreSQL, into the batch row from the outer pool — one statement in flight at a time, the newest
 * count only, never awaited by the transaction (a chunk does not wait for it), and only while the row
 * still says running (a late write cannot undo 'done' or 'failed').
 */
export function progressReporter(db: Db, job: LocalJob, writeRow: boolean, onError: (error: unknown) => void) {
  let pending: number | undefined;
  let inFlight: Promise<void> | undefined;
  const pump = (): Promise<void> => {
    if (pending === undefined) return Promise.resolve();
    const processed = pending;
    pending = undefined;
    return db
      .update(leadImportBatches)
      .set({ processedRows: processed, progressAt: new Date() })
      .where(and(eq(leadImportBatches.id, job.batchId), inArray(leadImportBatches.status, RUNNING)))
      .then(() => undefined, onError)
      .then(pump);
  };
  return {
    /** Records the count, then yields a turn of the event loop (see yieldTurn): the transaction goes on after it. */
    report(processed: number): Promise<void> {
      job.processed = Math.min(processed, job.total);
      if (writeRow) {
        pending = job.processed;
        inFlight ??= pump().finally(() => (inFlight = undefined));
      }
      return yieldTurn();
    },
    /** Waits for the last write (after the transaction ended). */
    async flush() {
      while (inFlight) await inFlight;
    },
  };
}

/**
 * A turn of the event loop for the rest of the server. PGlite runs in this thread and answers its
 * statements through promises that settle as microtasks, so an import's chain of statements never
 * lets Node reach its I/O phase: measured, the 202 of a 4,000-row import left only when the import
 * had ended (27 s), and no poll was answered meanwhile. The job yields after each chunk it writes.
 */
export const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Imports still running in this process: the server's close waits for them (a commit is not cut off half-way). */
const running = new Set<Promise<unknown>>();
export function track(promise: Promise<unknown>): void {
  const settled = promise.then(
    () => undefined,
    () => undefined,
  );
  running.add(settled);
  void settled.then(() => running.delete(settled));
}
export async function runningJobsDone(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}
