import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/**
 * GET /metrics (lib/metrics.ts) in Prometheus' text format, never public by default, and the request id
 * (lib/requestId.ts) from the balancer's X-Request-Id or made, in the answer and every log line.
 * PGlite and PostgreSQL (the pool's gauges on PostgreSQL only).
 */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const TOKEN = 'metricas-secretas-0123456789';
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3, config: { metricsToken: TOKEN } });
  f = await fixtures(t);
});
afterAll(async () => {
  await t?.close();
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
};

describe('GET /metrics', () => {
  it('is not served without METRICS_TOKEN or METRICS_PORT (404), and refuses a missing or wrong token (401)', async () => {
    const plain = await buildApp({ config: { ...t.config, metricsToken: undefined, metricsPort: undefined }, database: t.database });
    try {
      expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
  });

  it('histograms request durations by route pattern (not the URL) and status; counts idempotency outcomes; Node defaults', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: await f.userId(email('adviser-floor')) });
    expect((await t.api(email('adviser-floor'), { method: 'GET', url: `/api/lead/${lead.id}`, agencyId: f.agencyIds[0] })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/no-existe-123.txt' })).statusCode).toBe(404);
    const key = randomUUID();
    const payload = { data: { LeadId: lead.id, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', title: 'Llamada', comments: 'Contestó', status: '1', date: new Date().toISOString() } };
    for (let i = 0; i < 2; i++) {
      const res = await t.api(email('adviser-floor'), { method: 'POST', url: '/api/leadActivity', payload, agencyId: f.agencyIds[0], headers: { 'idempotency-key': key } });
      expect(res.statusCode).toBe(201);
    }
    const text = await scrape();
    expect(text).toMatch(/crm_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/lead\/:id",status="200"\} [1-9]/);
    expect(text).not.toContain(`/api/lead/${lead.id}"`);
    expect(text).toMatch(/crm_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} [1-9]/);
    expect(text).toMatch(/crm_idempotency_requests_total\{outcome="stored"\} 1\b/);
    expect(text).toMatch(/crm_idempotency_requests_total\{outcome="replayed"\} 1\b/);
    // The scrape itself is in flight.
    expect(text).toMatch(/crm_http_requests_in_flight [1-9]/);
    expect(text).toMatch(/crm_draining 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/crm_pg_pool_connections\{state="idle"\} \d/);
      expect(text).toMatch(/crm_pg_pool_waiting 0/);
    }
  });

  it('with METRICS_PORT, is served on that port only', async () => {
    const port = await freePort();
    const app = await buildApp({ config: { ...t.config, metricsToken: undefined, metricsPort: port }, database: t.database });
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      const own = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('crm_http_requests_in_flight');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('X-Request-Id', () => {
  it("takes the balancer's id, or makes one, into the answer's header and every log line of the request", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (String(chunk).split('\n').filter(Boolean).forEach((l) => lines.push(JSON.parse(l))), done()) });
    const app = await buildApp({ config: t.config, database: t.database, loggerInstance: pino({ level: 'info' }, sink) });
    try {
      const given = await app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-request-id': 'haproxy-7f3a:42' } });
      expect(given.headers['x-request-id']).toBe('haproxy-7f3a:42');
      const made = await app.inject({ method: 'GET', url: '/api/health' });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // A forged one (spaces, a newline) is replaced.
      const forged = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x y\nfalso' } });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const ofGiven = lines.filter((l) => l.reqId === 'haproxy-7f3a:42');
      expect(ofGiven.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(lines.filter((l) => 'req' in l || 'res' in l).every((l) => typeof l.reqId === 'string')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
