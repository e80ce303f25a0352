import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { statementRecorder } from './statementRecorder';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { CUSTOM_PLAN } from '../../src/server/db/statementName';

// 'Leads por Modelo' over more than a month is planned for its values (issue 55): the prepared generic plan
// walked the key's index and sorted a year of the agency's product rows (23-27 ms at 1,000,000 leads)
// where the values' plan reads them from lead_daily_stats_product_cover_idx alone (4 ms). A month keeps the prepared plan.
let t: TestApp;
let f: Fixtures;
const recorder = statementRecorder();
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5, onQuery: recorder.onQuery });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

async function modelStatement(start: string, end: string) {
  const url = `/api/lead/InterestByModel?StartDate=${start}&EndDate=${end}&UserId=-1`;
  const { result: res, statements } = await recorder.during(() => t.api(email('manager'), { method: 'GET', url, agencyId: f.agencyIds[0] }));
  expect(res.statusCode, res.body).toBe(200);
  const stats = statements.filter((q) => /FROM lead_daily_stats s/.test(q));
  expect(stats).toHaveLength(1);
  return { statement: stats[0]!, data: res.json().data as { models: string[]; amounts: number[] } };
}

describe('GET /lead/InterestByModel: a long range planned for its values', () => {
  it('a year is custom-planned, a month keeps the prepared plan', async () => {
    const year = await modelStatement('2000-01-01', '2100-12-31');
    expect(year.statement.startsWith(CUSTOM_PLAN)).toBe(true);
    expect(year.data.amounts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const month = await modelStatement('2026-12-01', '2026-12-31');
    expect(month.statement.startsWith(CUSTOM_PLAN)).toBe(false);
  });
});
