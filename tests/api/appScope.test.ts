import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { leadWrites, type NewLeadDraft } from '../../src/server/features/leads/doors/pipelines';
import { runInAppScope } from '../../src/server/lib/appScope';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/**
 * The features' pipelines belong to the app (issue 52): two apps in one process, on the same
 * database, each run only the steps plugged into it — a step added to one never runs for the other.
 */
let t: TestApp;
let f: Fixtures;
let other: FastifyInstance;
const seen: { app: string; draft: NewLeadDraft }[] = [];

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3 });
  f = await fixtures(t);
  other = await buildApp({ config: t.config, database: t.database });
  await other.ready();
  runInAppScope(other.appScope, () =>
    leadWrites.on('created', async (_db, draft) => {
      seen.push({ app: 'other', draft });
      return {};
    }),
  );
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const leadBody = (mail: string) => f.newLeadBody({ firstName: 'Pilar', lastName: 'Escalante', leadEmails: [mail], leadPhones: ['5544332200'] });

async function createThrough(app: FastifyInstance, mail: string) {
  const token = await t.signIn(email('adviser-floor'));
  return app.inject({
    method: 'POST',
    url: '/api/lead/',
    payload: leadBody(mail),
    headers: { authorization: `Bearer ${token}`, agencyid: String(f.agencyIds[0]) },
  });
}

describe('per-app pipelines', () => {
  it("a step plugged into one app runs for that app's writes only", async () => {
    const first = await createThrough(t.app, 'pilar.uno@correo.mx');
    expect(first.statusCode).toBe(201);
    expect(seen).toEqual([]);

    const second = await createThrough(other, 'pilar.dos@correo.mx');
    expect(second.statusCode).toBe(201);
    expect(seen.map((s) => [s.app, s.draft.emails[0]])).toEqual([['other', 'pilar.dos@correo.mx']]);
  });

  it('both apps run the wired steps of their own (the SLA clock and the duplicate keys are written by each)', async () => {
    const mail = 'pilar.tres@correo.mx';
    const res = await createThrough(other, mail);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const detail = await t.api(email('adviser-floor'), { method: 'GET', url: `/api/lead/${id}`, agencyId: f.agencyIds[0] });
    expect(detail.statusCode).toBe(200);
    // The duplicates feature's step (wired into `other` too) found the first lead's phone.
    expect(detail.json().data.duplicados).toBe(true);
  });
});
