import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { idempotencyKeys, leadActivities, leads } from '../../src/server/db/schema';
import { keyHash } from '../../src/server/lib/idempotency';
import { queryRows } from '../../src/server/lib/queryRows';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/**
 * Idempotency-Key on the creates a showroom repeats (lib/idempotency.ts): a retry after a lost answer
 * never writes twice, on this process or another replica on the same database; the same key with
 * another body is a 422 in Spanish. Runs on PGlite and (scripts/testApi.mjs) PostgreSQL.
 */
let t: TestApp;
let f: Fixtures;
// A second replica: its own app and, on PostgreSQL, its own connection pool on the same database.
let replica: FastifyInstance;
let replicaDb: Database | undefined;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3 });
  f = await fixtures(t);
  replicaDb = t.config.databaseUrl ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: ':memory:' }) : undefined;
  replica = await buildApp({ config: t.config, database: replicaDb ?? t.database });
  await replica.ready();
});
afterAll(async () => {
  await replica?.close();
  await replicaDb?.close();
  await t?.close();
});

const leadBody = (mail: string, firstName = 'Renata') => f.newLeadBody({ firstName, lastName: 'Ocampo', leadEmails: [mail], leadPhones: ['5544332211'] });
const postLead = (key: string | undefined, payload: unknown, who = 'adviser-floor') =>
  t.api(email(who), { method: 'POST', url: '/api/lead/', payload: payload as object, agencyId: f.agencyIds[0], headers: key ? { 'idempotency-key': key } : {} });
const leadsWith = async (mail: string) => (await f.db.select({ id: leads.id }).from(leads).where(eq(leads.email, mail))).length;

describe('Idempotency-Key on POST /lead/', () => {
  it('the same key and body answer the first lead again and write nothing more', async () => {
    const key = randomUUID();
    const mail = 'renata.1@correo.mx';
    const first = await postLead(key, leadBody(mail));
    expect(first.statusCode).toBe(201);
    const again = await postLead(key, leadBody(mail));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.body).toBe(first.body);
    expect(await leadsWith(mail)).toBe(1);
  });

  it('the same key with another body is a 422 in Spanish and writes nothing', async () => {
    const key = randomUUID();
    const mail = 'renata.2@correo.mx';
    expect((await postLead(key, leadBody(mail))).statusCode).toBe(201);
    const other = await postLead(key, leadBody(mail, 'Rebeca'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ data: 'La clave de idempotencia ya se usó con otra solicitud' });
    expect(await leadsWith(mail)).toBe(1);
  });

  it('without the header every request writes (the header is opt-in)', async () => {
    const mail = 'renata.3@correo.mx';
    expect((await postLead(undefined, leadBody(mail))).statusCode).toBe(201);
    expect((await postLead(undefined, leadBody(mail))).statusCode).toBe(201);
    expect(await leadsWith(mail)).toBe(2);
  });

  it('a key is the user\'s own: another user with the same key writes their own lead', async () => {
    const key = randomUUID();
    expect((await postLead(key, leadBody('renata.4@correo.mx'))).statusCode).toBe(201);
    const other = await postLead(key, leadBody('renata.4@correo.mx'), 'hostess');
    expect(other.statusCode).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsWith('renata.4@correo.mx')).toBe(2);
  });

  it('a refused request does not keep the key: fixed and sent again with it, it is written', async () => {
    const key = randomUUID();
    const mail = 'renata.5@correo.mx';
    const bad = await postLead(key, { data: { ...leadBody(mail).data, firstName: '' } });
    expect(bad.statusCode).toBe(400);
    // The same key with the corrected body: the key was never reserved by the invalid one.
    expect((await postLead(key, leadBody(mail))).statusCode).toBe(201);
    expect(await leadsWith(mail)).toBe(1);
  });

  it('a malformed key is a 400 in Spanish', async () => {
    const res = await postLead('corta', leadBody('renata.6@correo.mx'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ data: 'La clave de idempotencia no es válida' });
    expect(await leadsWith('renata.6@correo.mx')).toBe(0);
  });

  it('two replicas receiving one key at the same time write one lead and answer the same', async () => {
    const key = randomUUID();
    const mail = 'renata.7@correo.mx';
    const token = await t.signIn(email('adviser-floor'));
    const headers = { authorization: `Bearer ${token}`, agencyid: String(f.agencyIds[0]), 'idempotency-key': key };
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/lead/', headers, payload: leadBody(mail) }),
      replica.inject({ method: 'POST', url: '/api/lead/', headers, payload: leadBody(mail) }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await leadsWith(mail)).toBe(1);
    // A later retry on the other replica also gets the first answer.
    const later = await replica.inject({ method: 'POST', url: '/api/lead/', headers, payload: leadBody(mail) });
    expect(later.json().data.id).toBe(a.json().data.id);
    expect(await leadsWith(mail)).toBe(1);
  });

  it('the key and the lead it guards commit in one transaction: a failure storing the answer leaves neither, the retry writes once', async () => {
    const key = randomUUID();
    const mail = 'renata.9@correo.mx';
    // The answer's store fails after the lead's insert ran: what a crash between the two would leave.
    await f.db.execute(sql.raw(`CREATE FUNCTION test_refuse_answer() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'answer refused'; END $$`));
    await f.db.execute(sql.raw(`CREATE TRIGGER test_refuse_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW WHEN (NEW.answer IS NOT NULL) EXECUTE FUNCTION test_refuse_answer()`));
    try {
      const failed = await postLead(key, leadBody(mail));
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain(mail);
    } finally {
      await f.db.execute(sql.raw(`DROP TRIGGER test_refuse_answer ON idempotency_keys`));
      await f.db.execute(sql.raw(`DROP FUNCTION test_refuse_answer()`));
    }
    expect(await leadsWith(mail)).toBe(0);
    expect(await queryRows(f.db, sql`SELECT 1 FROM idempotency_keys WHERE key = ${keyHash(key)}`)).toHaveLength(0);
    const retry = await postLead(key, leadBody(mail));
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsWith(mail)).toBe(1);
    // Stored under the key's hash, never the key.
    expect(await queryRows(f.db, sql`SELECT 1 FROM idempotency_keys WHERE key = ${keyHash(key)} AND status = 201`)).toHaveLength(1);
    expect(await queryRows(f.db, sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`)).toHaveLength(0);
  });

  it("a lead's e-mail and phone never appear in idempotency_keys, and the replay still answers them", async () => {
    const key = randomUUID();
    const mail = 'contacto.privado@correo.mx';
    const body = { data: { ...leadBody(mail).data, leadPhones: ['5598761234'] } };
    const first = await postLead(key, body);
    expect(first.statusCode).toBe(201);
    expect(first.body).toContain(mail);
    const again = await postLead(key, body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const [found] = await queryRows<{ n: number }>(
      f.db,
      sql`SELECT count(*)::int AS n FROM idempotency_keys k WHERE k::text ILIKE ${'%contacto.privado%'} OR k::text LIKE ${'%5598761234%'} OR k::text ILIKE ${'%Renata%'}`,
    );
    expect(found?.n).toBe(0);
  });

  it("another user's request with the same key and body never replays the first user's lead", async () => {
    const key = randomUUID();
    const mail = 'renata.10@correo.mx';
    const mine = await postLead(key, leadBody(mail));
    const theirs = await postLead(key, leadBody(mail), 'hostess');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
    // Their own retry replays their own lead.
    const theirsAgain = await postLead(key, leadBody(mail), 'hostess');
    expect(theirsAgain.json().data.id).toBe(theirs.json().data.id);
    // A stored answer moved under another user (a copied row) cannot be opened with that user's key: 422, not the lead.
    await f.db.execute(sql`DELETE FROM idempotency_keys WHERE key = ${keyHash(key)} AND user_id = ${await f.userId(email('hostess'))}`);
    await f.db.execute(
      sql`INSERT INTO idempotency_keys (user_id, key, request, body_hash, status, answer)
          SELECT ${await f.userId(email('hostess'))}, key, request, body_hash, status, answer FROM idempotency_keys WHERE key = ${keyHash(key)}`,
    );
    const stolen = await postLead(key, leadBody(mail), 'hostess');
    expect(stolen.statusCode).toBe(422);
    expect(stolen.body).not.toContain(mail);
  });

  it('keeps a key 24 hours: an older one is deleted by the cleanup and the key writes again', async () => {
    const key = randomUUID();
    const mail = 'renata.8@correo.mx';
    expect((await postLead(key, leadBody(mail))).statusCode).toBe(201);
    await f.db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${keyHash(key)}`);
    const again = await postLead(key, leadBody(mail));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await leadsWith(mail)).toBe(2);
  });
});

describe('Idempotency-Key on the other showroom creates', () => {
  it('POST /leadActivity with one key writes one activity', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: await f.userId(email('adviser-floor')) });
    const key = randomUUID();
    const payload = { data: { LeadId: lead.id, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', title: 'Llamada', comments: 'Contestó', status: '1', date: new Date().toISOString() } };
    const send = () => t.api(email('adviser-floor'), { method: 'POST', url: '/api/leadActivity', payload, agencyId: f.agencyIds[0], headers: { 'idempotency-key': key } });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const second = await send();
    expect(second.json()).toEqual(first.json());
    const rows = await f.db.select({ id: leadActivities.id }).from(leadActivities).where(eq(leadActivities.leadId, lead.id));
    expect(rows).toHaveLength(1);
  });

  it('the key rows carry the route, the body hash and the answer', async () => {
    const rows = await f.db.select().from(idempotencyKeys).limit(50);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.request.startsWith('POST /api/') && /^[0-9a-f]{64}$/.test(r.bodyHash))).toBe(true);
  });
});

describe('/api/docs', () => {
  it('publishes the Idempotency-Key header on the idempotent creates, and not on other writes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      info: { description: string };
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const headersOf = (path: string, method: string) => (doc.paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headersOf('/api/lead/', 'post')).toContain('idempotency-key');
    expect(headersOf('/api/registro-visitas/', 'post')).toContain('idempotency-key');
    expect(headersOf('/api/lead/deactivate/{id}', 'patch')).not.toContain('idempotency-key');
    expect(doc.info.description).toContain('Idempotency-Key');
  });
});
