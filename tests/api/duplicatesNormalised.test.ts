import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { duplicatePairs, leadOrigins, leadPhones, leads, productColors, products } from '../../src/server/db/schema';
import { detectDuplicates, findDuplicateCandidates } from '../../src/server/features/duplicates/duplicateDetection';

// Issue 30: duplicates matched after normalisation, with the reasons beside the spec's percentage.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
});
afterAll(async () => t?.close());

let serial = 0;
async function createLead(firstName: string, lastName: string, phone: string, email: string) {
  const db = t.database.db;
  const [product] = await db.select().from(products).limit(1);
  const [color] = await db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
  const [origin] = await db.select().from(leadOrigins).limit(1);
  const res = await t.api('coordinator@demo.mx', {
    method: 'POST',
    url: '/api/lead/',
    agencyId: 1,
    payload: {
      data: {
        firstName,
        lastName,
        leadEmails: [email],
        leadPhones: [phone],
        LeadOriginId: origin!.id,
        productId: product!.id,
        colorId: color!.id,
        AgencyId: 1,
        buyType: 'retail',
        leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** A fresh phone and e-mail no other lead has. */
const unique = () => {
  serial++;
  return { phone: `44${String(70000000 + serial * 7919).slice(0, 8)}`, email: `unico.${serial}.${Date.now()}@correo.mx` };
};

async function pairOf(a: number, b: number) {
  const [pair] = await t.database.db
    .select()
    .from(duplicatePairs)
    .where(and(eq(duplicatePairs.leadId, Math.min(a, b)), eq(duplicatePairs.matchedId, Math.max(a, b))));
  return pair;
}

describe('duplicate matching after normalisation (issue 30)', () => {
  it('stores the normalised keys on the lead and its phones and e-mails', async () => {
    const a = await createLead('José', 'Hernández  Ruíz', '5512345678', 'Jose.Hernandez+autos@Gmail.com');
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, a));
    expect(row).toMatchObject({ phoneKey: '5512345678', emailKey: 'josehernandez@gmail.com' });
    expect(row!.nameKey).toContain('jose');
    expect(row!.nameKey).not.toMatch(/[A-ZÁÉÍÓÚ]/);
    const [phone] = await t.database.db.select().from(leadPhones).where(eq(leadPhones.leadId, a));
    expect(phone!.valueKey).toBe('5512345678');
  });

  it("pairs 'José Hernández' with 'Jose Hernandez' as the same name (33.33 % and 'mismo nombre')", async () => {
    const a = await createLead('José Gilberto', 'Hernández Quiroz', unique().phone, unique().email);
    const b = await createLead('Jose Gilberto', 'HERNANDEZ  quiroz', unique().phone, unique().email);
    const pair = await pairOf(a, b);
    expect(pair, 'pair recorded').toBeDefined();
    expect(pair!.score).toBeCloseTo(33.33, 1);
    expect(pair!.reasons.map((r) => r.label)).toEqual(['mismo nombre']);
  });

  it("pairs 'María Guadalupe López Pérez' with 'Lupita López': 0 % equal fields, 'nombre parecido N %'", async () => {
    const a = await createLead('María Guadalupe', 'López Pérez', unique().phone, unique().email);
    const b = await createLead('Lupita', 'López', unique().phone, unique().email);
    const pair = await pairOf(a, b);
    expect(pair, 'pair recorded').toBeDefined();
    expect(pair!.score).toBe(0);
    expect(pair!.reasons).toHaveLength(1);
    expect(pair!.reasons[0]!.kind).toBe('nombre-parecido');
    expect(pair!.reasons[0]!.label).toMatch(/^nombre parecido \d{2} %$/);
  });

  it('pairs Gmail addresses that differ in dots, +tags and case (mismo correo)', async () => {
    const a = await createLead('Ramiro', 'Castañeda Uno', unique().phone, 'ramiro.castaneda@gmail.com');
    const b = await createLead('Octavio', 'Bermúdez Dos', unique().phone, 'RamiroCastaneda+agencia@GMAIL.com');
    const pair = await pairOf(a, b);
    expect(pair!.reasons.map((r) => r.label)).toEqual(['mismo correo']);
    expect(pair!.score).toBeCloseTo(33.33, 1);
  });

  it("matches '55 1234 5678' with '+52 1 55 1234 5678' (the import / ADF path calls the same matcher)", async () => {
    const a = await createLead('Ernesto', 'Salgado Teléfono', '5587651234', unique().email);
    const found = await t.database.db.transaction((tx) =>
      findDuplicateCandidates(tx, 1, { name: 'Alguien Distinto Del Todo', phones: ['+52 1 55 8765 1234'], emails: [] }),
    );
    const hit = found.find((m) => m.matchedId === a);
    expect(hit?.reasons.map((r) => r.label)).toEqual(['mismo teléfono']);
    expect(hit?.score).toBeCloseTo(33.33, 1);

    // A second phone written in the international form on another lead is paired on detection.
    const b = await createLead('Fidel', 'Otro Nombre', unique().phone, unique().email);
    await t.database.db.insert(leadPhones).values({ leadId: b, value: '+52 1 (55) 8765-1234' });
    await t.database.db.transaction((tx) => detectDuplicates(tx, b));
    const pair = await pairOf(a, b);
    expect(pair!.reasons.map((r) => r.label)).toEqual(['mismo teléfono']);
  });

  it('returns the reasons on the duplicates list and the comparison', async () => {
    const { phone } = unique();
    const a = await createLead('Yolanda', 'Comparación Prueba', phone, unique().email);
    const b = await createLead('Yolanda', 'Comparacion Prueba', phone, unique().email);
    const list = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/leads-duplicados?page=1&limit=50&search=${b}`, agencyId: 1 });
    expect(list.statusCode).toBe(200);
    const row = (list.json().data as { lead_id: number; matched_id: number; score: number; reasons: { label: string }[] }[]).find(
      (r) => r.matched_id === b,
    );
    expect(row!.score).toBeCloseTo(66.67, 1);
    expect(row!.reasons.map((r) => r.label)).toEqual(['mismo teléfono', 'mismo nombre']);
    const detail = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/lead/duplicates/detail/${a}/${b}`, agencyId: 1 });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.reasons.map((r: { label: string }) => r.label)).toEqual(['mismo teléfono', 'mismo nombre']);
  });

  it('keeps unrelated namesakes apart (siblings, one-word names)', async () => {
    // Siblings score 0.59 (duplicateMatch.ts): below PROBABLE_DUPLICATE_NAME_SCORE.
    const a = await createLead('Juan', 'López Pérez', unique().phone, unique().email);
    const b = await createLead('María', 'López Pérez', unique().phone, unique().email);
    expect(await pairOf(a, b)).toBeUndefined();
  });

  it('the demo seed has every lead keyed', async () => {
    const [missing] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(or(isNull(leads.nameKey), and(sql`${leads.phone} IS NOT NULL`, isNull(leads.phoneKey))));
    expect(missing!.n).toBe(0);
  });

  it('finds candidates on create quickly (timing)', async () => {
    const started = performance.now();
    const n = 10;
    for (let i = 0; i < n; i++) {
      await t.database.db.transaction((tx) => findDuplicateCandidates(tx, 1, { name: 'José Hernández López', phones: ['5512345678'], emails: ['x@y.mx'] }));
    }
    const each = (performance.now() - started) / n;
    console.log(`findDuplicateCandidates: ${each.toFixed(1)} ms each (PGlite, small seed)`);
    expect(each).toBeLessThan(500);
  });
});
