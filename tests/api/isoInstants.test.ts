import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';

// Every instant an answer carries is an ISO instant, as the contracts say (wireDateTime): the sales,
// duplicates and e-commerce answers sent PostgreSQL's own text ('2026-11-20 21:02:56.541+00') until
// their rows were read with rowSelect (issue 52).
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 20 });
});
afterAll(async () => t?.close());

const rowsOf = async (who: string, url: string) => {
  const res = await t.api(who, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return (body.data ?? body) as Record<string, unknown>[];
};

describe('instants on the wire', () => {
  it.each([
    ['reported sales', 'manager@demo.mx', '/api/sale/dashboard?limit=100', ['createdAt']],
    ['duplicates', 'coordinator@demo.mx', '/api/leads-duplicados?limit=50', ['createdAt']],
    ['accessory leads', 'manager@demo.mx', '/api/lead-accesorios/?limit=24', ['createdAt', 'updatedAt']],
    ['e-commerce items', 'admin@demo.mx', '/ecommerce-api/ecommerce?page=1&limit=10', ['createdAt', 'updatedAt']],
  ])('%s', async (_name, who, url, keys) => {
    const rows = await rowsOf(who, url);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const key of keys) expect(row[key], `${key} of ${JSON.stringify(row).slice(0, 80)}`).toMatch(ISO);
  });

  it('a sale closed has its closing date as an ISO instant', async () => {
    await t.database.db.execute(sql`UPDATE sales SET closing_date = now() WHERE id = (SELECT min(id) FROM sales)`);
    const rows = await rowsOf('manager@demo.mx', '/api/sale/dashboard?limit=100');
    const closed = rows.filter((r) => r.closingDate !== null);
    expect(closed.length).toBeGreaterThan(0);
    for (const r of closed) expect(r.closingDate).toMatch(ISO);
  });
});
