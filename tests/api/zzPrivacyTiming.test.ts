import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 1000 });
}, 600_000);
afterAll(async () => t?.close());

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

it('GET /api/lead/:id p95 with and without the access log', async () => {
  const ids = (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM leads WHERE agency_id = 1 AND phase <> 'subasta' ORDER BY id LIMIT 200`)).map((r) => r.id);
  const run = async () => {
    const times: number[] = [];
    for (const id of ids) {
      const s = performance.now();
      const res = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/${id}`, agencyId: 1 });
      times.push(performance.now() - s);
      expect(res.statusCode).toBe(200);
    }
    return times;
  };
  await run();
  const record = t.app.accessLog.record.bind(t.app.accessLog);
  const results: Record<string, number[]> = { with: [], without: [] };
  for (let round = 0; round < 3; round++) {
    t.app.accessLog.record = () => {};
    results.without!.push(p95(await run()));
    t.app.accessLog.record = record;
    results.with!.push(p95(await run()));
  }
  await t.app.accessLog.flush();
  console.log('p95 ms per round', JSON.stringify(results));
}, 600_000);
