import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client';
import type { Lifecycle } from './lifecycle';

/** The outcomes of an `Idempotency-Key` request (lib/idempotency.ts). */
export type IdempotencyOutcome = 'stored' | 'replayed' | 'other_body' | 'in_progress' | 'rolled_back';

export interface Metrics {
  registry?: Registry;
  /** Fed by installRequestMetrics. */
  duration?: Histogram<'method' | 'route' | 'status'>;
  idempotency(outcome: IdempotencyOutcome): void;
  jobRun(job: string, run: { startedAt: number; finishedAt: number; ok: boolean }): void;
}

/**
 * The process's Prometheus metrics, one registry per app (tests build several in one process): request
 * durations by route pattern (`/api/lead/:id`, never the URL: bounded labels) and status, requests in
 * flight, pg's pool, Node's defaults (event-loop delay, GC, memory, CPU), the scheduled job's last run
 * and the idempotency keys' outcomes. Names carry the `crm_` prefix apart from Node's defaults.
 */
export async function createMetrics(lifecycle: Lifecycle, pool: PoolStats | undefined, exposed: boolean): Promise<Metrics> {
  // Not exposed (the desktop's embedded API, a server without METRICS_*): nothing is loaded or counted.
  if (!exposed) return { idempotency: () => {}, jobRun: () => {} };
  // prom-client is CommonJS: the server's bundle gives its exports as the chunk's default only (Node's
  // own loader gives both), so the names are read from the default.
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = (await import('prom-client')).default;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'crm_http_request_duration_seconds',
    help: 'Time from the request received to its answer sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    // The goal is p95 ≤ 25 ms and p99 ≤ 50 ms: fine buckets there.
    buckets: [0.002, 0.005, 0.01, 0.015, 0.025, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({ name: 'crm_http_requests_in_flight', help: 'Requests received and not yet answered', registers: [registry], collect() { this.set(lifecycle.inFlight); } });
  new Gauge({ name: 'crm_draining', help: '1 once SIGTERM arrived (not ready), else 0', registers: [registry], collect() { this.set(lifecycle.draining ? 1 : 0); } });
  if (pool) {
    new Gauge({
      name: 'crm_pg_pool_connections',
      help: "PostgreSQL pool connections by state (used: running a query or in a transaction; idle)",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'used' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({ name: 'crm_pg_pool_waiting', help: 'Queries waiting for a pool connection', registers: [registry], collect() { this.set(pool.waitingCount); } });
  }
  const idempotency = new Counter({ name: 'crm_idempotency_requests_total', help: 'Requests with an Idempotency-Key by outcome', labelNames: ['outcome'] as const, registers: [registry] });
  const jobRuns = new Counter({ name: 'crm_job_runs_total', help: 'Scheduled job passes by job and outcome', labelNames: ['job', 'outcome'] as const, registers: [registry] });
  const jobLast = new Gauge({ name: 'crm_job_last_run_timestamp_seconds', help: 'When the job last finished a pass (any outcome)', labelNames: ['job'] as const, registers: [registry] });
  const jobLastOk = new Gauge({ name: 'crm_job_last_success_timestamp_seconds', help: 'When the job last finished a pass without error (lag: time() minus this)', labelNames: ['job'] as const, registers: [registry] });
  const jobDuration = new Gauge({ name: 'crm_job_last_duration_seconds', help: "The job's last pass, in seconds", labelNames: ['job'] as const, registers: [registry] });
  return {
    registry,
    duration,
    idempotency: (outcome) => idempotency.inc({ outcome }),
    jobRun(job, run) {
      jobRuns.inc({ job, outcome: run.ok ? 'ok' : 'error' });
      jobLast.set({ job }, run.finishedAt / 1000);
      if (run.ok) jobLastOk.set({ job }, run.finishedAt / 1000);
      jobDuration.set({ job }, (run.finishedAt - run.startedAt) / 1000);
    },
  };
}

/** Observes every answer's duration under its route's pattern (404s: 'unmatched', so a scan cannot grow the labels). */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  const { duration } = metrics;
  if (!duration) return;
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    duration.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Where `GET /metrics` is served — never in public by default: with METRICS_PORT on its own port (the
 * API's port has no /metrics); else with METRICS_TOKEN on the API's port, to `Authorization: Bearer`
 * only (401 otherwise); with neither, nowhere (404). Returns the separate server to close, if any.
 */
export async function exposeMetrics(app: FastifyInstance, metrics: Metrics, options: { token?: string; port?: number; host: string }): Promise<http.Server | undefined> {
  const registry = metrics.registry;
  if (!registry) return undefined;
  if (options.port) {
    const server = http.createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return res.writeHead(404).end();
      if (options.token && !tokenMatches(req.headers.authorization, options.token)) return res.writeHead(401).end();
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
    app.addHook('onClose', async () => new Promise<void>((resolve) => server.close(() => resolve())));
    return server;
  }
  const token = options.token;
  if (!token) return undefined;
  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) return reply.status(401).send({ data: 'Se requiere el token de métricas' });
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
  return undefined;
}
