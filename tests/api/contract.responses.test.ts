import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

/**
 * One contract per payload (issue 41): every route declares the answer it sends (schema.response),
 * so Fastify serialises through it and the renderer's types are read from the same schema; the
 * published OpenAPI document at /api/docs is generated from those declarations.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 120_000);
afterAll(async () => t?.close());

describe('the route table', () => {
  it('has no route without a declared answer', () => {
    const missing = t.app.routeTable.filter((r) => r.url !== '/*' && r.responses.length === 0).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('publishes the OpenAPI document of the dealer API and the public calls, with each route’s answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    // Paths are OpenAPI's ('{id}'), the intake of the portals' ADF and a lead list among them.
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/public/adf/{agencyId}', '/api/leads/search']));
    const withoutAnswer = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.responses || Object.keys(op.responses).length === 0)
        .map(([m]) => `${m.toUpperCase()} ${url}`),
    );
    expect(withoutAnswer).toEqual([]);
  });

  it('serves a viewer at /api/docs without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
