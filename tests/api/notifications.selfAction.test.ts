import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { notifications } from '../../src/server/db/schema';

/** Issue 40: nobody is notified of their own action; the person the action is about still is. */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

const noticesOf = (leadId: number) => f.db.select().from(notifications).where(eq(notifications.leadId, leadId));
const call = (who: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.api(email(who), { method, url, agencyId: f.agencyIds[0], ...(payload ? { payload } : {}) });

describe('notices of a lead write go to others only', () => {
  it('an adviser who takes a subasta lead by opening it is not told "Nuevo lead asignado"', async () => {
    const me = await f.userId('adviser-floor@demo.mx');
    const lead = await f.makeLead({ phase: 'subasta' });
    const res = await call('adviser-floor', 'GET', `/api/lead/${lead.id}`);
    expect(res.json().data).toMatchObject({ UserId: me, phase: '1er-contacto' });
    expect(await noticesOf(lead.id)).toEqual([]);
    // The bell's own call lists nothing about it either.
    const bell = (await call('adviser-floor', 'GET', `/api/notification/${me}`)).json().data as { LeadId: number }[];
    expect(bell.filter((n) => n.LeadId === lead.id)).toEqual([]);
  });

  it('a coordinator who reassigns a lead to themself is not notified; the adviser they give one to is', async () => {
    const coordinator = await f.userId('coordinator@demo.mx');
    const adviser = await f.userId('adviser-hybrid@demo.mx');
    const mine = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    expect((await call('coordinator', 'PATCH', `/api/lead/${mine.id}`, { data: { UserId: coordinator } })).statusCode).toBe(200);
    expect(await noticesOf(mine.id)).toEqual([]);

    const theirs = await f.makeLead({ phase: 'seguimiento', userId: coordinator });
    expect((await call('coordinator', 'PATCH', `/api/lead/${theirs.id}`, { data: { UserId: adviser } })).statusCode).toBe(200);
    expect(await noticesOf(theirs.id)).toEqual([expect.objectContaining({ userId: adviser, type: 'REASSIGN_LEAD', title: 'Lead reasignado' })]);
  });

  it('an adviser who creates a lead (theirs by rule) is not told it was assigned to them', async () => {
    const lead = (
      await call('adviser-floor', 'POST', '/api/lead/', f.newLeadBody({ lastName: 'Propia', leadPhones: ['5512349876'] }))
    ).json().data as { id: number; userId: number };
    expect(lead.userId).toBe(await f.userId('adviser-floor@demo.mx'));
    expect(await noticesOf(lead.id)).toEqual([]);
  });
});
