import { describe, expect, it } from 'vitest';
import { recordedLeadsApp } from './recordedLeadsApp';
import { email } from './leadsFixtures';
import { CUSTOM_PLAN } from '../../src/server/db/statementName';

// The leads list's page of an owner's leads is planned for its values (lib/queryRows.ts customPlan): prepared
// once, its generic plan took a bitmap of every lead of the adviser and sorted it (20.6 ms at 54,000 leads,
// 29 % of the database's time under 200 users) where a plan for the values walks the date index (0.1 ms).
const app = recordedLeadsApp();

async function pageStatement(who: string, query: string) {
  await app.t.api(email(who), { method: 'GET', url: `/api/lead/new?${query}`, agencyId: app.f.agencyIds[0] });
  const { result: res, statements } = await app.recorder.during(() => app.t.api(email(who), { method: 'GET', url: `/api/lead/new?${query}`, agencyId: app.f.agencyIds[0] }));
  expect(res.statusCode).toBe(200);
  const page = statements.filter((q) => /SELECT "leads"\."id" AS id FROM "leads"/.test(q) && /LIMIT/.test(q));
  expect(page).toHaveLength(1);
  return page[0]!;
}

describe('GET /lead/new: the page planned for its values where they decide the plan', () => {
  it("an adviser's own leads", async () => {
    expect((await pageStatement('adviser-floor', 'page=1&limit=10')).startsWith(CUSTOM_PLAN)).toBe(true);
  });
  it("a manager's list of one adviser's leads", async () => {
    const adviser = await app.f.userId(email('adviser-floor'));
    expect((await pageStatement('manager', `page=1&limit=10&filters=${encodeURIComponent(JSON.stringify({ UserId: adviser }))}`)).startsWith(CUSTOM_PLAN)).toBe(true);
  });
  it("a manager's whole list stays prepared (its generic plan walks the date index)", async () => {
    expect((await pageStatement('manager', 'page=1&limit=10')).startsWith(CUSTOM_PLAN)).toBe(false);
  });
});
