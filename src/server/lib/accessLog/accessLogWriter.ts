import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessAction } from '../../../shared/domain/privacyMessages';
import type { Db } from '../../db/client';
import { accessLog } from '../../db/tables/accessLog';

/** One record of the access log, as a call hands it over. */
export interface AccessEntry {
  userId: number | null;
  agencyId: number | null;
  action: AccessAction;
  target?: string | null;
  leadId?: number | null;
  rows?: number | null;
  at?: Date;
}

/** Flush period: a second, so a record is in the table a second after the call at most. */
export const ACCESS_LOG_FLUSH_MS = 1000;
/** Records a flush writes in one statement (a handful of parameters each). */
const FLUSH_CHUNK = 1000;
/** Records held while the database refuses them (an outage): past it the oldest are dropped and said so in the log. */
const MAX_PENDING = 100_000;

/**
 * The access log's writer (issue 54): calls hand their records to an in-memory buffer and go on — the
 * insert never sits on the request's path — and a timer writes the buffer every second in one
 * multi-row insert. The app's onClose writes what is left before the pool closes, so a clean shutdown
 * (SIGTERM drain, the desktop's quit) loses nothing; a crash loses at most the last second. A flush that
 * fails keeps its records for the next one.
 */
export class AccessLogWriter {
  private pending: (AccessEntry & { at: Date })[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  record(entry: AccessEntry): void {
    this.pending.push({ ...entry, at: entry.at ?? new Date() });
    if (this.pending.length > MAX_PENDING) {
      const dropped = this.pending.splice(0, this.pending.length - MAX_PENDING);
      this.onError(new Error(`access log: ${dropped.length} records dropped while the database refused writes`));
    }
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.flush().catch(this.onError);
      }, ACCESS_LOG_FLUSH_MS);
      // A pending flush never keeps a process alive: onClose writes the rest.
      this.timer.unref();
    }
  }

  /** Writes every pending record now (the timer, onClose, and tests that read the table). */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    if (!this.pending.length) return;
    const batch = this.pending;
    this.pending = [];
    this.flushing = (async () => {
      let written = 0;
      try {
        for (; written < batch.length; written += FLUSH_CHUNK) {
          const chunk = batch.slice(written, written + FLUSH_CHUNK);
          await this.db.insert(accessLog).values(
            chunk.map((e) => ({ at: e.at, userId: e.userId, agencyId: e.agencyId, action: e.action, target: e.target ?? null, leadId: e.leadId ?? null, rows: e.rows ?? null })),
          );
        }
      } catch (error) {
        // The chunks not written are kept for the next flush, before what arrived meanwhile.
        this.pending = [...batch.slice(written), ...this.pending];
        throw error;
      } finally {
        this.flushing = undefined;
      }
    })();
    await this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    accessLog: AccessLogWriter;
  }
}

/** One writer per app, flushed on close (before the database pool closes: onClose hooks run in order, the database's is the caller's). */
export function installAccessLog(app: FastifyInstance, db: Db): AccessLogWriter {
  const writer = new AccessLogWriter(db, (error) => app.log.error(error, 'access log flush failed'));
  app.decorate('accessLog', writer);
  app.addHook('onClose', async () => writer.close());
  return writer;
}

/** Records an access by the request's caller (nothing when the call has none: a public call). */
export function recordAccess(request: FastifyRequest, entry: Omit<AccessEntry, 'userId' | 'agencyId'>): void {
  const caller = request.caller;
  if (!caller) return;
  request.server.accessLog.record({ ...entry, userId: caller.id, agencyId: caller.agencyId });
}
