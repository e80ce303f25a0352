import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's state a load balancer asks about (lib/healthRoutes.ts) and the shutdown changes (server.ts). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** Set at SIGTERM: `/api/health/ready` answers 503 at once, the requests already sent still run. */
  draining: boolean;
  /** Requests received and not yet answered (the metrics' in-flight gauge, the shutdown's wait). */
  inFlight: number;
  /** When a request last came or ended (Date.now()); the app's creation before any: `whenQuiet`. */
  lastActivityAt: number;
  /** The database's migrations folder, when known (the readiness check's). */
  migrationsFolder?: string;
}

/** Decorates the app with its lifecycle and counts the requests in flight. */
export function installLifecycle(app: FastifyInstance, migrationsFolder?: string): Lifecycle {
  const lifecycle: Lifecycle = { draining: false, inFlight: 0, lastActivityAt: Date.now(), migrationsFolder };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onRequest', async (_request, reply) => {
    lifecycle.inFlight++;
    lifecycle.lastActivityAt = Date.now();
    // The response's 'close': once, whether the answer finished or the client went away first.
    reply.raw.once('close', () => {
      lifecycle.inFlight--;
      lifecycle.lastActivityAt = Date.now();
    });
  });
  // Draining: each answer closes its connection, so a balancer's or client's keep-alive connection does
  // not hold the shutdown open until its idle timeout.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
  return lifecycle;
}

/**
 * Resolves once no request has been in flight for `quietMs`, counted from this call at the earliest,
 * or once `atMostMs` have passed if given: work that can wait (the notification job's first pass, the
 * embedded demo's WhatsApp messages) does not hold the embedded database while a sign-in right after
 * the start is served (issue 51). Its timers never keep a process alive.
 */
export function whenQuiet(
  lifecycle: Pick<Lifecycle, 'inFlight' | 'lastActivityAt'>,
  quietMs: number,
  { atMostMs = Infinity, now = Date.now }: { atMostMs?: number; now?: () => number } = {},
): Promise<void> {
  const calledAt = now();
  return new Promise((resolve) => {
    const check = () => {
      const quietFor = now() - Math.max(lifecycle.lastActivityAt, calledAt);
      const left = calledAt + atMostMs - now();
      if ((lifecycle.inFlight === 0 && quietFor >= quietMs) || left <= 0) return resolve();
      setTimeout(check, Math.min(lifecycle.inFlight === 0 ? quietMs - quietFor : quietMs, left)).unref?.();
    };
    check();
  });
}
