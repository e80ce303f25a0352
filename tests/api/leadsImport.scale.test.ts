import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { fakerES_MX as faker } from '@faker-js/faker';
import { createTestApp, type TestApp } from './testApp';
import { demoPerson } from '../../src/server/db/demoPeople';
import { leadImportBatchLeads, leadOrigins, leads } from '../../src/server/db/schema';

/**
 * Issue 29's bound: 10,000 rows import in under a minute on our 2-core machine (docs/performance.md
 * keeps the measured figure). The file is what an agency brings: Spanish names (some repeated, so
 * the duplicate rule has pairs to record: faker's Mexican names, as the demo's), phones written
 * several ways, a semicolon CSV.
 */
let t: TestApp;
const AGENCY = 1;
const ROWS = Number(process.env.ROWS ?? 10_000);
const MODELS = ['Sei4 Pro', 'J7', 'Sei2', 'E10X', 'Frison T8', 'Tiguan', ''];

function bigCsv(): string {
  faker.seed(29);
  const lines = ['Nombre;Apellidos;Correo;Teléfono;Modelo;Origen;Comentarios'];
  for (let i = 0; i < ROWS; i++) {
    const person = demoPerson(faker);
    const phone = String(5500000000 + i * 7);
    const written = i % 3 === 0 ? `+52 ${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}` : phone;
    lines.push(`${person.firstName};${person.lastName};cliente${i}@example.mx;${written};${MODELS[i % MODELS.length]};${i % 2 ? 'Facebook' : ''};Fila ${i + 2}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 20 });
});
afterAll(async () => t?.close());

describe('import scale', () => {
  it(`previews and imports ${ROWS.toLocaleString('en')} rows in under a minute each`, async () => {
    const [origin] = await t.database.db.select().from(leadOrigins).where(eq(leadOrigins.slug, 'referido'));
    const file = `data:text/csv;base64,${Buffer.from(bigCsv()).toString('base64')}`;
    const payload = { fileName: 'diez-mil.csv', file, leadOriginId: origin!.id, includeDuplicates: true };
    const before = (await t.database.db.select({ n: count() }).from(leads))[0]!.n;

    let start = performance.now();
    const preview = await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/import/leads/preview', payload, agencyId: AGENCY });
    const previewMs = performance.now() - start;
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.json().data.totals.rows).toBe(ROWS);

    start = performance.now();
    const res = await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/import/leads', payload, agencyId: AGENCY });
    const importMs = performance.now() - start;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const batch = res.json().data;
    expect(batch.created).toBe(ROWS);
    expect((await t.database.db.select({ n: count() }).from(leads))[0]!.n).toBe(before + ROWS);
    expect((await t.database.db.select({ n: count() }).from(leadImportBatchLeads).where(eq(leadImportBatchLeads.batchId, batch.id)))[0]!.n).toBe(ROWS);

    start = performance.now();
    const undo = await t.api('coordinator@demo.mx', { method: 'POST', url: `/api/import/leads/batches/${batch.id}/undo`, payload: {}, agencyId: AGENCY });
    const undoMs = performance.now() - start;
    expect(undo.statusCode).toBe(200);

    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`[import scale] ${db}: ${ROWS} rows — preview ${(previewMs / 1000).toFixed(1)} s, import ${(importMs / 1000).toFixed(1)} s, undo ${(undoMs / 1000).toFixed(1)} s`);
    expect(previewMs).toBeLessThan(60_000);
    expect(importMs).toBeLessThan(60_000);
  }, 240_000);
});
