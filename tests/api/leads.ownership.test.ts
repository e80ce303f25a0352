import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/shared/messages';
import { agencies, notifications } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/** Who owns a lead right after it is created (features/leads/README.md, Decisions). */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

const body = (over: Record<string, unknown> = {}) => f.newLeadBody(over);
const post = (who: string, payload: unknown) => t.api(email(who), { method: 'POST', url: '/api/lead/', payload: payload as object, agencyId: f.agencyIds[0] });
const setRule = (ruleId: number, leadOwnerId: number | null = null) =>
  f.db.update(agencies).set({ leadRuleId: ruleId, leadOwnerId }).where(eq(agencies.id, f.agencyIds[0]!));

describe('a lead an adviser creates belongs to that adviser', () => {
  it.each(['adviser-floor', 'adviser-digital', 'adviser-hybrid', 'adviser-telefonica'])('%s owns it under every agency rule and can open it', async (role) => {
    const me = await f.userId(email(role));
    const other = await f.userId('bdc@demo.mx');
    for (const [rule, owner] of [[1, null], [2, other], [3, null]] as const) {
      await setRule(rule, owner);
      const res = await post(role, body());
      expect(res.statusCode).toBe(201);
      const lead = res.json().data;
      expect(lead, `rule ${rule}`).toMatchObject({ userId: me, phase: '1er-contacto' });
      const opened = await t.api(email(role), { method: 'GET', url: `/api/lead/${lead.id}`, agencyId: f.agencyIds[0] });
      expect(opened.statusCode).toBe(200);
    }
  });

  it('ignores an owner an adviser names in the body', async () => {
    await setRule(1);
    const me = await f.userId('adviser-floor@demo.mx');
    const bdc = await f.userId('bdc@demo.mx');
    const lead = (await post('adviser-floor', body({ UserId: bdc }))).json().data;
    expect(lead.userId).toBe(me);
  });
});

describe("the agency's rule decides for leads created without an owner", () => {
  it.each(['hostess', 'bdc', 'coordinator', 'manager', 'admin'])('%s under rule 1 leaves it in subasta', async (role) => {
    await setRule(1);
    const lead = (await post(role, body())).json().data;
    expect(lead).toMatchObject({ userId: null, phase: 'subasta' });
  });

  it('hostess under rule 2 gives it to the agency owner', async () => {
    const owner = await f.userId('adviser-digital@demo.mx');
    await setRule(2, owner);
    const lead = (await post('hostess', body())).json().data;
    expect(lead).toMatchObject({ userId: owner, phase: '1er-contacto' });
    await setRule(1);
  });
});

describe('a chosen owner (the floor-visit wizard adviser)', () => {
  it.each(['hostess', 'coordinator', 'manager', 'admin'])('%s gives the walk-in to the chosen adviser, who is notified', async (role) => {
    await setRule(1);
    const adviser = await f.userId('adviser-hybrid@demo.mx');
    const res = await post(role, body({ UserId: adviser }));
    expect(res.statusCode).toBe(201);
    const lead = res.json().data;
    expect(lead).toMatchObject({ userId: adviser, phase: '1er-contacto' });
    const [n] = await f.db.select().from(notifications).where(eq(notifications.leadId, lead.id));
    expect(n).toMatchObject({ userId: adviser, type: 'NEW_LEAD' });
  });

  it('accepts bdc and coordinator as owners', async () => {
    for (const who of ['bdc@demo.mx', 'coordinator@demo.mx']) {
      const id = await f.userId(who);
      const lead = (await post('hostess', body({ UserId: id }))).json().data;
      expect(lead.userId).toBe(id);
    }
  });

  it.each(['manager@demo.mx', 'hostess@demo.mx', 'product@demo.mx', 'support@demo.mx', 'fleet-manager@demo.mx'])(
    'refuses %s as owner (outside §6) with the Spanish message',
    async (who) => {
      const id = await f.userId(who);
      const res = await post('hostess', body({ UserId: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBe(MSG.selectAdviser);
    },
  );

  it('refuses an unknown user id', async () => {
    const res = await post('hostess', body({ UserId: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(MSG.selectAdviser);
  });
});

describe('the wizard adviser list', () => {
  it('GET /user/?AgencyId&role=… lists only bdc, coordinators and advisers', async () => {
    const roles = ['bdc', 'coordinator', 'adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'];
    const query = roles.map((r) => `role=${r}`).join('&');
    const res = await t.api('hostess@demo.mx', { method: 'GET', url: `/api/user/?AgencyId=${f.agencyIds[0]}&${query}`, agencyId: f.agencyIds[0] });
    expect(res.statusCode).toBe(200);
    const slugs = new Set((res.json().data as { UserRole: { slug: string } }[]).map((u) => u.UserRole.slug));
    expect([...slugs].every((s) => roles.includes(s))).toBe(true);
    expect(slugs.has('adviser-floor')).toBe(true);
  });
});
