import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { adfIntakes, agencyIntakeKeys, duplicatePairs, leadInterests, leadOrigins, leads, products } from '../../src/server/db/schema';
import { DEMO_ADF_KEY, hashAdfKey } from '../../src/server/features/leadsIo/adf/adfKeys';

let t: TestApp;
const AGENCY = 1;
const SAMPLE = readFileSync(new URL('./fixtures/adf-two-prospects.xml', import.meta.url), 'utf8');
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 20 });
});
afterAll(async () => t?.close());

const post = (body: string, { agencyId = AGENCY, key = DEMO_ADF_KEY, type = 'application/xml' } = {}) =>
  t.app.inject({ method: 'POST', url: `/api/public/adf/${agencyId}`, headers: { 'content-type': type, authorization: `Bearer ${key}` }, payload: body });
const leadCount = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n;

describe('ADF intake: POST /api/public/adf/{agencyId}', () => {
  it('makes a retail lead of each prospect: names, phone, e-mail, the catalogue model, the provider as origin, the comments', async () => {
    const before = await leadCount();
    const res = await post(SAMPLE);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.data).toBe('Prospectos recibidos');
    expect(body.created).toHaveLength(2);
    expect(await leadCount()).toBe(before + 2);
    const made = await t.database.db.select().from(leads).where(inArray(leads.id, body.created.map((c: { leadId: number }) => c.leadId)));
    const maria = made.find((l) => l.firstName === 'María José')!;
    expect(maria).toMatchObject({ lastName: 'Hernández Núñez', email: 'mj.hernandez.adf@example.mx', phone: '+525531415926', agencyId: AGENCY, buyType: 'retail' });
    expect(maria.concreteNeeds).toContain('Quiere prueba de manejo el sábado & cotización a crédito');
    const [origin] = await t.database.db.select().from(leadOrigins).where(eq(leadOrigins.id, maria.leadOriginId!));
    expect(origin!.description).toBe('Facebook');
    const [interest] = await t.database.db.select({ model: products.model }).from(leadInterests).innerJoin(products, eq(products.id, leadInterests.productId)).where(eq(leadInterests.leadId, maria.id));
    expect(interest!.model).toBe('Sei4 Pro');
    // The demo agency's rule decides the owner, as for a typed lead.
    expect(maria.phase === 'subasta' ? maria.userId === null : maria.userId !== null).toBe(true);
    const jose = made.find((l) => l.firstName === 'José Ángel')!;
    expect(jose).toMatchObject({ lastName: 'Ruiz Peña', phone: '+525527182818', email: null });
    // An unknown model keeps its text in the comments; an unknown provider is named there too.
    expect(jose.concreteNeeds).toContain('Vehículo solicitado: Chevrolet Aveo 2024 (no está en el catálogo)');
    expect(jose.concreteNeeds).toContain('Proveedor ADF: Seminuevos.com');
    expect(await t.database.db.select().from(leadInterests).where(eq(leadInterests.leadId, jose.id))).toHaveLength(0);
  });

  it('takes the same prospect (same <id source>) once', async () => {
    const before = await leadCount();
    const again = await post(SAMPLE);
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toHaveLength(0);
    expect(again.json().repeated.map((r: { externalId: string }) => r.externalId)).toEqual(['SN-2026-118734', 'SN-2026-118735']);
    expect(await leadCount()).toBe(before);
    expect((await t.database.db.select().from(adfIntakes)).length).toBe(2);
  });

  it('takes a prospect repeated inside one document (same <id source>) once, naming its lead', async () => {
    const one = SAMPLE.slice(SAMPLE.indexOf('<prospect'), SAMPLE.indexOf('</prospect>') + '</prospect>'.length)
      .replace('SN-2026-118734', 'SN-2026-990001')
      .replace('mj.hernandez.adf@example.mx', 'repetida.adf@example.mx');
    const before = await leadCount();
    const res = await post(`<?xml version="1.0"?><?adf version="1.0"?><adf>${one}${one}</adf>`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toHaveLength(1);
    expect(res.json().repeated).toEqual([{ source: 'Seminuevos.com', externalId: 'SN-2026-990001', leadId: res.json().created[0].leadId }]);
    expect(await leadCount()).toBe(before + 1);
  });

  it('marks a prospect that matches an existing lead as a probable duplicate', async () => {
    const [existing] = await t.database.db.select().from(leads).where(eq(leads.agencyId, AGENCY)).limit(1);
    const xml = SAMPLE.replace(/SN-2026-11873(\d)/g, 'DUP-$1').replace('mj.hernandez.adf@example.mx', existing!.email!);
    const res = await post(xml);
    expect(res.statusCode).toBe(201);
    const created = res.json().created as { leadId: number; duplicates: number }[];
    expect(created[0]!.duplicates).toBeGreaterThan(0);
    const pairs = await t.database.db.select().from(duplicatePairs).where(inArray(duplicatePairs.leadId, [existing!.id, created[0]!.leadId]));
    expect(pairs.some((p) => [p.leadId, p.matchedId].includes(created[0]!.leadId))).toBe(true);
  });

  it('refuses a wrong or missing key (401), an unknown agency (404), malformed XML and a non-ADF document (400): nothing created', async () => {
    const before = await leadCount();
    const wrong = await post(SAMPLE.replace(/SN-/g, 'X-'), { key: 'not-the-key' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().data).toBe('La clave ADF de la agencia no es válida');
    const otherAgencyKey = await post(SAMPLE.replace(/SN-/g, 'X-'), { agencyId: 2 });
    expect(otherAgencyKey.statusCode).toBe(401);
    const unknown = await post(SAMPLE, { agencyId: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data).toBe('La agencia no existe');
    const broken = await post(SAMPLE.replace(/SN-/g, 'Y-').replace('</customer>', ''));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().data).toMatch(/^El documento no es XML válido: una etiqueta no se cierra o se cierra en otro orden \(línea \d+, columna \d+\)$/);
    const notAdf = await post('<?xml version="1.0"?><lead><name>Ana</name></lead>');
    expect(notAdf.statusCode).toBe(400);
    expect(notAdf.json().data).toBe('El documento no es ADF 1.0: se esperaba <adf> con al menos un <prospect>');
    const entity = await post('<?xml version="1.0"?><!DOCTYPE adf [<!ENTITY x "y">]><adf><prospect/></adf>');
    expect(entity.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `/api/public/adf/${AGENCY}`, headers: { authorization: `Bearer ${DEMO_ADF_KEY}` }, payload: { adf: 1 } });
    expect(json.statusCode).toBe(400);
    expect(await leadCount()).toBe(before);
  });

  it('refuses a whole document when one prospect breaks the create-lead rules, naming it, and creates nothing', async () => {
    const before = await leadCount();
    const bad = SAMPLE.replace(/SN-/g, 'Z-').replace('5527182818', '55271828');
    const res = await post(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Prospecto 2: El teléfono ingresado no es válido (Teléfono)');
    expect(await leadCount()).toBe(before);
    expect((await t.database.db.select().from(adfIntakes).where(eq(adfIntakes.externalId, 'Z-2026-118734'))).length).toBe(0);
  });

  it('lets an admin see the last four characters of the key and rotate it (the new key shown once); the old key stops working; other roles get 403', async () => {
    const seen = await t.api('admin@demo.mx', { method: 'GET', url: `/api/agency/${AGENCY}/adf-key`, agencyId: AGENCY });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ lastFour: DEMO_ADF_KEY.slice(-4), rotatedAt: expect.any(String), url: expect.stringMatching(/\/api\/public\/adf\/1$/) });
    // Only a hash of the key is stored: the database cannot give it back.
    const [stored] = await t.database.db.select().from(agencyIntakeKeys).where(eq(agencyIntakeKeys.agencyId, AGENCY));
    expect(JSON.stringify(stored)).not.toContain(DEMO_ADF_KEY);
    expect(stored!.secretHash).toBe(hashAdfKey(DEMO_ADF_KEY));
    expect((await t.api('manager@demo.mx', { method: 'GET', url: `/api/agency/${AGENCY}/adf-key`, agencyId: AGENCY })).statusCode).toBe(403);
    const rotated = await t.api('admin@demo.mx', { method: 'POST', url: `/api/agency/${AGENCY}/adf-key/rotate`, agencyId: AGENCY });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.secret as string;
    expect(fresh).not.toBe(DEMO_ADF_KEY);
    expect(rotated.json().data.lastFour).toBe(fresh.slice(-4));
    const after = await t.api('admin@demo.mx', { method: 'GET', url: `/api/agency/${AGENCY}/adf-key`, agencyId: AGENCY });
    expect(after.json().data).not.toHaveProperty('secret');
    expect(after.json().data.lastFour).toBe(fresh.slice(-4));
    const doc = SAMPLE.replace(/SN-/g, 'R-');
    expect((await post(doc)).statusCode).toBe(401);
    expect((await post(doc, { key: fresh })).statusCode).toBe(201);
  });
});
