import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/** Issue 44: the retail tab totals of a search count up to the list kit's cap, like the list ('más de 1,000'). */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 1800 });
  f = await fixtures(t);
}, 240_000);
afterAll(async () => t?.close());

const totals = async (url: string) => (await t.api(email('manager'), { method: 'GET', url: `/api${url}`, agencyId: f.agencyIds[0] })).json().data;

it('a search matching more than 1,000 leads answers 1,000 and says the tab is capped; a narrow search counts exactly', async () => {
  const wide = await totals('/lead/new/totals?phase=TODOS&search=a&limit=10');
  expect(wide.all).toBe(1000);
  expect(wide.capped).toContain('all');
  expect(wide.total).toBe(1000);
  expect(wide.totalCapped).toBe(true);
  expect(wide.pages).toBe(100);
  const phases = await totals('/lead/new/totals-phase?search=a');
  expect(phases.all).toBe(1000);
  expect(phases.capped).toContain('all');
  const narrow = await totals('/lead/new/totals?phase=TODOS&search=zzzqqq&limit=10');
  expect(narrow).toMatchObject({ all: 0, total: 0 });
  expect(narrow.capped).toBeUndefined();
  expect(narrow.totalCapped).toBeUndefined();
});
