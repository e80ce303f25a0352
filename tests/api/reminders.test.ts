import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/shared/messages';
import { createTestApp, type TestApp } from './testApp';
import { userId } from './agendaFixtures';

let t: TestApp;
let me: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  me = await userId(t.database.db, 'coordinator@demo.mx');
});
afterAll(async () => t?.close());

const create = (data: unknown, email = 'coordinator@demo.mx') => t.api(email, { method: 'POST', url: '/api/userReminder/', payload: { data } });

describe('reminders', () => {
  it('creates a reminder and lists it by local day, week and month', async () => {
    const late = await create({ title: 'Llamar a cliente', date: '2030-03-10T05:30:00Z' }); // 9 March 23:30 local
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ title: 'Llamar a cliente', message: MSG.reminderCreated });
    const ids = async (q: string) => ((await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/userReminder/${me}?${q}` })).json().data as { id: number }[]).map((r) => r.id);
    const id = late.json().data.id;
    expect(await ids('range=day&date=2030-03-09')).toEqual([id]);
    expect(await ids('range=day&date=2030-03-10')).toEqual([]);
    expect(await ids('range=week&date=2030-03-04')).toEqual([id]);
    expect(await ids('range=month&date=2030-03-01')).toEqual([id]);
  });

  it('refuses a missing title or an invalid date', async () => {
    const noTitle = await create({ title: ' ', date: '2030-03-10T05:30:00Z' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().data).toBe(MSG.completeAll);
    const bad = await create({ title: 'x', date: 'ayer' });
    expect(bad.json().data).toBe(MSG.invalidDate);
  });

  it('another user\'s reminders are not readable', async () => {
    const res = await t.api('adviser-floor@demo.mx', { method: 'GET', url: `/api/userReminder/${me}?range=day` });
    expect(res.statusCode).toBe(403);
  });
});
