import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { agencies, duplicatePairs, importMappings, leadImportBatches, leadInterests, leadOrigins, leads, productColors, products } from '../../src/server/db/schema';
import { leadsImport } from '../../src/server/features/leadsIo/import/leadsImport';

let t: TestApp;
const AGENCY = 1;
const CSV = readFileSync(new URL('../fixtures/leads-excel-es.csv', import.meta.url));
const ADF = readFileSync(new URL('./fixtures/adf-two-prospects.xml', import.meta.url));
let facebook: number;
let sitioWeb: number;
let referido: number;

const dataUrl = (bytes: Buffer | string, mime = 'text/csv') => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
const call = (who: string, url: string, payload: object) => t.api(`${who}@demo.mx`, { method: 'POST', url: `/api/import/leads${url}`, payload, agencyId: AGENCY });
const leadCount = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n;
/** Batches that made something ('done'): a failed job keeps its row, with status 'failed' and the reason, and nothing else. */
const batchCount = async () => (await t.database.db.select({ n: count() }).from(leadImportBatches).where(eq(leadImportBatches.status, 'done')))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 20 });
  const origins = await t.database.db.select().from(leadOrigins);
  facebook = origins.find((o) => o.slug === 'facebook')!.id;
  sitioWeb = origins.find((o) => o.slug === 'sitio-web')!.id;
  referido = origins.find((o) => o.slug === 'referido')!.id;
  // Subasta: the imported leads arrive unowned, as typed ones under rule 1.
  await t.database.db.update(agencies).set({ leadRuleId: 1 }).where(eq(agencies.id, AGENCY));
  // An existing lead the file's row 7 repeats (same name, e-mail and phone).
  const [product] = await t.database.db.select().from(products).limit(1);
  const [color] = await t.database.db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
  const made = await t.api('coordinator@demo.mx', {
    method: 'POST',
    url: '/api/lead/',
    agencyId: AGENCY,
    payload: {
      data: {
        firstName: 'Renata',
        lastName: 'Quiñones Domínguez',
        leadEmails: ['renata.quinones@example.mx'],
        leadPhones: ['5544332211'],
        LeadOriginId: sitioWeb,
        productId: product!.id,
        colorId: color!.id,
        AgencyId: AGENCY,
        buyType: 'retail',
        leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
      },
    },
  });
  expect(made.statusCode, made.body).toBe(201);
});
afterAll(async () => t?.close());

describe('import of retail leads: preview', () => {
  it("writes a name-only probable duplicate with one figure, the name's 'N %' (never a '(0%)' beside it)", async () => {
    const csv = ['Nombre,Apellidos,Correo,Teléfono', 'Renatta,Quiñones Domínguez,otra.persona@example.mx,5599001122'].join('\r\n');
    const res = await call('coordinator', '/preview', { fileName: 'parecido.csv', file: dataUrl(csv), leadOriginId: referido });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data.rows as { status: string; message: string }[];
    expect(row!.status).toBe('duplicate');
    expect(row!.message).toMatch(/^Posible duplicado de Renata Quiñones Domínguez: nombre parecido \d{2} %$/);
  });

  it('reads a Spanish Excel CSV (Windows-1252, semicolons), suggests the mapping by header and checks every row with the spec messages', async () => {
    const res = await call('coordinator', '/preview', { fileName: 'leads-expo.csv', file: dataUrl(CSV), leadOriginId: referido });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.format).toBe('csv');
    expect(p.headers).toEqual(['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono celular', 'Modelo de interés', 'Origen', 'Comentarios']);
    expect(p.mapping).toEqual(['firstName', 'lastName', 'email', 'phone', 'model', 'origin', 'comments']);
    expect(p.totals).toEqual({ rows: 7, valid: 3, invalid: 3, duplicate: 1 });
    const byRow = Object.fromEntries(p.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ status: 'valid', values: { firstName: 'María José', lastName: 'Hernández Núñez', comments: 'Quiere cotización; a crédito' } });
    expect(byRow[4]).toMatchObject({ status: 'invalid', field: 'email', message: 'El email ingresado no es válido' });
    expect(byRow[5]).toMatchObject({ status: 'invalid', field: 'phone', message: 'El teléfono ingresado no es válido' });
    expect(byRow[6]).toMatchObject({ status: 'invalid', field: 'firstName', message: 'Por favor, completa todos los campos obligatorios' });
    expect(byRow[7]).toMatchObject({ status: 'duplicate', duplicate: { name: 'Renata Quiñones Domínguez', score: 100 } });
    expect(byRow[7].message).toMatch(/^Posible duplicado de Renata Quiñones Domínguez: mismo teléfono, mismo correo, mismo nombre$/);
    // A model the catalogue lacks keeps the row importable but says so (issue 42): not a silent 'Válida'.
    const ramon = p.rows.find((r: { values: { firstName: string } }) => r.values.firstName === 'Ramón');
    expect(ramon).toMatchObject({ status: 'valid', field: 'model', message: 'El modelo «Tiguan» no está en el catálogo: se importará sin modelo y quedará en los comentarios' });
  });

  it('asks for an origin when a row has none and none is chosen', async () => {
    const res = await call('coordinator', '/preview', { fileName: 'leads-expo.csv', file: dataUrl(CSV) });
    const row3 = res.json().data.rows.find((r: { row: number }) => r.row === 3);
    expect(row3).toMatchObject({ status: 'invalid', field: 'origin', message: 'Selecciona el origen de los leads' });
  });

  it('refuses a file that is not a spreadsheet by its content (400), whatever its name, and an oversize one (413)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const asCsv = await call('coordinator', '/preview', { fileName: 'leads.csv', file: dataUrl(png, 'text/csv') });
    expect(asCsv.statusCode).toBe(400);
    expect(asCsv.json().data).toBe('El archivo debe ser un Excel (.xlsx), un CSV (.csv) o un ADF (.xml)');
    const pdf = await call('coordinator', '/preview', { fileName: 'leads.xlsx', file: dataUrl('%PDF-1.7\n1 0 obj', 'application/vnd.ms-excel') });
    expect(pdf.statusCode).toBe(400);
    const broken = await call('coordinator', '/preview', { fileName: 'leads.xlsx', file: dataUrl(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)])) });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().data).toBe('No se pudo leer el archivo: revisa que sea un Excel, CSV o ADF válido');
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a');
    const tooBig = await call('coordinator', '/preview', { fileName: 'leads.csv', file: dataUrl(big) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data).toBe('El archivo es demasiado grande');
    const empty = await call('coordinator', '/preview', { fileName: 'leads.csv', file: dataUrl('Nombre;Apellidos\r\n') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data).toBe('El archivo no tiene filas para importar');
  });

  it('answers 403 to a refused role whatever it sends (adviser, hostess, fleet roles)', async () => {
    for (const who of ['adviser-floor', 'hostess', 'bdc', 'fleet-manager']) {
      const res = await t.api(`${who}@demo.mx`, { method: 'POST', url: '/api/import/leads', agencyId: AGENCY, payload: 'not json at all', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await t.api('coordinator@demo.mx', { method: 'POST', url: '/api/import/companies/preview', agencyId: AGENCY, payload: {} })).statusCode).toBe(403);
  });
});

describe('import of retail leads: the batch', () => {
  let batchId: number;

  it('creates the valid rows through the assignment rule with the chosen origin, skips the duplicate and reports the rest', async () => {
    const before = await leadCount();
    const res = await call('coordinator', '', { fileName: 'leads-expo.csv', file: dataUrl(CSV), leadOriginId: referido });
    expect(res.statusCode, res.body).toBe(201);
    const batch = res.json().data;
    expect(batch).toMatchObject({ kind: 'leads', fileName: 'leads-expo.csv', created: 3, skipped: 1, errors: 3, undoneAt: null });
    batchId = batch.id;
    expect(await leadCount()).toBe(before + 3);
    const made = await t.database.db.select().from(leads).where(inArray(leads.firstName, ['María José', 'José Ángel', 'Ramón']));
    const maria = made.find((l) => l.email === 'mj.hernandez.import@example.mx')!;
    expect(maria).toMatchObject({ lastName: 'Hernández Núñez', phone: '+525531415926', phase: 'subasta', userId: null, leadOriginId: facebook, subStatus: 'ESPERA_CONTACTO' });
    expect(maria.concreteNeeds).toBe('Quiere cotización; a crédito');
    const [interest] = await t.database.db.select({ model: products.model }).from(leadInterests).innerJoin(products, eq(products.id, leadInterests.productId)).where(eq(leadInterests.leadId, maria.id));
    expect(interest!.model).toBe('Sei4 Pro');
    const jose = made.find((l) => l.firstName === 'José Ángel')!;
    expect(jose).toMatchObject({ phone: '+525527182818', leadOriginId: referido });
    const ramon = made.find((l) => l.firstName === 'Ramón')!;
    expect(ramon.leadOriginId).toBe(referido);
    expect(ramon.concreteNeeds).toContain('Vehículo solicitado: Tiguan (no está en el catálogo)');
    expect(ramon.concreteNeeds).toContain('Origen en el archivo: Expo Automotriz Guadalajara');
    // They show in the leads list at once.
    const list = await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/lead/new?search=Hern%C3%A1ndez%20N%C3%BA%C3%B1ez', agencyId: AGENCY });
    expect(list.json().data.map((l: { id: number }) => l.id)).toContain(maria.id);
  });

  it('keeps a report downloadable as .xlsx, with an error column', async () => {
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/import/leads/batches/${batchId}/report`, agencyId: AGENCY });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`importacion-${batchId}-reporte.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Fila', 'Estado', 'Nombre', 'Apellidos', 'Correo', 'Teléfono', 'Modelo', 'Origen', 'Comentarios', 'Fecha estimada de compra', 'Error']);
    const rows = sheet.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    expect(rows).toHaveLength(7);
    expect(rows.find((r) => r[0] === 4)).toEqual(expect.arrayContaining(['Error', 'El email ingresado no es válido']));
    expect(rows.find((r) => r[0] === 7)![1]).toBe('Omitido');
    expect(rows.find((r) => r[0] === 2)![1]).toBe('Creado');
  });

  it('remembers the mapping the agency used for the next file', async () => {
    const csv = 'Nombre;Apellidos;Correo electrónico;Teléfono celular;Referencia interna\r\nAna;Soto;ana.soto@example.mx;5587654321;no importar\r\n';
    const first = await call('coordinator', '/preview', { fileName: 'a.csv', file: dataUrl(csv) });
    expect(first.json().data.mapping).toEqual(['firstName', 'lastName', 'email', 'phone', '']);
    const mapping = ['firstName', 'lastName', 'email', 'phone', 'comments'];
    const done = await call('coordinator', '', { fileName: 'a.csv', file: dataUrl(csv), mapping, leadOriginId: referido });
    expect(done.statusCode, done.body).toBe(201);
    const [saved] = await t.database.db.select().from(importMappings).where(eq(importMappings.agencyId, AGENCY));
    expect(saved!.mapping['referencia interna']).toBe('comments');
    const again = await call('coordinator', '/preview', { fileName: 'b.csv', file: dataUrl(csv.replace('Ana;Soto', 'Eva;Luna')) });
    expect(again.json().data.mapping).toEqual(mapping);
  });

  it('undoes the batch while none of its leads has been worked, once', async () => {
    const before = await leadCount();
    const res = await call('manager', `/batches/${batchId}/undo`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.undoneAt).not.toBeNull();
    expect(await leadCount()).toBe(before - 3);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'mj.hernandez.import@example.mx'))).toHaveLength(0);
    const again = await call('manager', `/batches/${batchId}/undo`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe('La importación ya fue deshecha');
  });

  it('refuses to undo (409, in Spanish) once a lead of the batch has been worked', async () => {
    const res = await call('coordinator', '', { fileName: 'leads-expo.csv', file: dataUrl(CSV), leadOriginId: referido });
    const batch = res.json().data;
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, 'mj.hernandez.import@example.mx'));
    const moved = await t.api('admin@demo.mx', { method: 'PATCH', url: `/api/lead/nextPhase/${lead!.id}`, agencyId: AGENCY, payload: {} });
    expect(moved.statusCode, moved.body).toBe(200);
    const before = await leadCount();
    const undo = await call('coordinator', `/batches/${batch.id}/undo`, {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json().data).toBe('No se puede deshacer la importación: 1 de sus registros ya fue trabajado (tiene actividad o cambió de estado)');
    expect(await leadCount()).toBe(before);
  });

  it('changes nothing when the import fails half-way', async () => {
    const before = { leads: await leadCount(), batches: await batchCount(), pairs: (await t.database.db.select({ n: count() }).from(duplicatePairs))[0]!.n };
    const original = leadsImport.write.bind(leadsImport);
    const spy = vi.spyOn(leadsImport, 'write').mockImplementation(async (...args) => {
      await original(...args);
      throw new Error('el disco se llenó');
    });
    try {
      const res = await call('coordinator', '', { fileName: 'otra.csv', file: dataUrl(CSV), leadOriginId: referido, includeDuplicates: true });
      expect(res.statusCode).toBe(500);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(await leadCount()).toBe(before.leads);
    expect(await batchCount()).toBe(before.batches);
    expect((await t.database.db.select({ n: count() }).from(duplicatePairs))[0]!.n).toBe(before.pairs);
    // The job's row says so, with the reason the wizard shows; there is nothing to report or undo.
    const [failed] = await t.database.db.select().from(leadImportBatches).where(eq(leadImportBatches.fileName, 'otra.csv'));
    expect(failed).toMatchObject({ status: 'failed', error: 'La importación no se completó: no se creó ningún registro', createdCount: 0 });
    const shown = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/import/leads/batches/${failed!.id}`, agencyId: AGENCY });
    expect(shown.json().data).toMatchObject({ status: 'failed', error: 'La importación no se completó: no se creó ningún registro' });
    const undo = await call('coordinator', `/batches/${failed!.id}/undo`, {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json().data).toBe('La importación no se completó: no se creó ningún registro');
  });

  it('refuses a file with no valid row, and a mapping without a required field', async () => {
    const bad = await call('coordinator', '', { fileName: 'x.csv', file: dataUrl('Nombre;Apellidos;Teléfono\r\nAna;Soto;123\r\n'), leadOriginId: referido });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe('No hay filas válidas para importar');
    const unmapped = await call('coordinator', '', { fileName: 'x.csv', file: dataUrl(CSV), mapping: ['', 'lastName', 'email', 'phone'], leadOriginId: referido });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().data).toBe("Asigna una columna al campo obligatorio 'Nombre'");
  });
});

describe('import of retail leads: the job the wizard polls', () => {
  const asJob = (payload: object) =>
    t.api('coordinator@demo.mx', { method: 'POST', url: '/api/import/leads', payload, agencyId: AGENCY, headers: { prefer: 'respond-async' } });
  const progressOf = (key: string) => t.app.inject({ method: 'GET', url: `/api/public/import-progress/${key}` });

  it('with Prefer: respond-async answers 202 at once; the batch shows its status and processed of total rows until done', async () => {
    const csv = ['Nombre;Apellidos;Correo;Teléfono'];
    for (let i = 0; i < 1200; i++) csv.push(`Cliente${i};Progreso Prueba;progreso${i}@example.mx;55${String(70000000 + i)}`);
    // Hold the transaction after the rows are written, to look at the progress from outside it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const original = leadsImport.write.bind(leadsImport);
    const spy = vi.spyOn(leadsImport, 'write').mockImplementation(async (...args) => {
      const out = await original(...args);
      written();
      await held;
      return out;
    });
    try {
      const res = await asJob({ fileName: 'progreso.csv', file: dataUrl(csv.join('\r\n')), leadOriginId: referido });
      expect(res.statusCode, res.body).toBe(202);
      const started = res.json().data;
      expect(started).toMatchObject({ status: 'checking', total: 1200, processed: 0, fileName: 'progreso.csv' });
      expect(res.headers.location).toBe(`/api/import/leads/batches/${started.id}`);
      expect(started.progressKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
      await wrote;
      // Inside the transaction: the progress call answers from the job's memory (no table read, so
      // PGlite answers too) with every row written...
      const during = await progressOf(started.progressKey);
      expect(during.statusCode).toBe(200);
      expect(during.json().data).toMatchObject({ id: started.id, status: 'importing', processed: 1200, total: 1200, error: null });
      // ...and on PostgreSQL the batch row, written from outside the transaction, says the same to any replica.
      if (process.env.DATABASE_URL) {
        await vi.waitFor(async () => {
          const [row] = await t.database.db.select().from(leadImportBatches).where(eq(leadImportBatches.id, started.id));
          expect(row).toMatchObject({ status: 'importing', totalRows: 1200, processedRows: 1200 });
        });
        const [before] = await t.database.db.select({ n: count() }).from(leads).where(eq(leads.lastName, 'Progreso Prueba'));
        expect(before!.n).toBe(0);
      }
    } finally {
      release();
    }
    await vi.waitFor(async () => {
      const [row] = await t.database.db.select().from(leadImportBatches).where(eq(leadImportBatches.fileName, 'progreso.csv'));
      expect(row!.status).toBe('done');
    });
    spy.mockRestore();
    const [row] = await t.database.db.select().from(leadImportBatches).where(eq(leadImportBatches.fileName, 'progreso.csv'));
    const shown = await t.api('manager@demo.mx', { method: 'GET', url: `/api/import/leads/batches/${row!.id}`, agencyId: AGENCY });
    expect(shown.json().data).toMatchObject({ status: 'done', processed: 1200, total: 1200, created: 1200, errors: 0, error: null });
    expect((await t.database.db.select({ n: count() }).from(leads).where(eq(leads.lastName, 'Progreso Prueba')))[0]!.n).toBe(1200);
    const undo = await call('coordinator', `/batches/${row!.id}/undo`, {});
    expect(undo.statusCode, undo.body).toBe(200);
  });

  it('a job that fails reports it by its key and its batch, with nothing written', async () => {
    const res = await asJob({ fileName: 'nada.csv', file: dataUrl('Nombre;Apellidos;Teléfono\r\nAna;Soto;123\r\n'), leadOriginId: referido });
    expect(res.statusCode).toBe(202);
    const { id, progressKey } = res.json().data;
    await vi.waitFor(async () => expect((await progressOf(progressKey)).json().data.status).toBe('failed'));
    expect((await progressOf(progressKey)).json().data.error).toBe('No hay filas válidas para importar');
    const shown = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/import/leads/batches/${id}`, agencyId: AGENCY });
    expect(shown.json().data).toMatchObject({ status: 'failed', error: 'No hay filas válidas para importar', created: 0 });
    // A mapping without a required column never starts a job: 400 at once.
    const unmapped = await asJob({ fileName: 'x.csv', file: dataUrl(CSV), mapping: ['', 'lastName'], leadOriginId: referido });
    expect(unmapped.statusCode).toBe(400);
  });

  it('the progress of an unknown key is a 404; the batch of another kind or agency too', async () => {
    expect((await progressOf('AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await progressOf('x')).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(leadImportBatches).limit(1);
    expect((await t.api('fleet-manager@demo.mx', { method: 'GET', url: `/api/import/companies/batches/${row!.id}`, agencyId: AGENCY })).statusCode).toBe(404);
    expect((await t.api('hostess@demo.mx', { method: 'GET', url: `/api/import/leads/batches/${row!.id}`, agencyId: AGENCY })).statusCode).toBe(403);
  });
});

describe('import of retail leads: other formats', () => {
  it('imports an .xlsx written by exceljs (numbers as phones, rich text)', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Hoja1');
    ws.addRow(['Nombre', 'Apellidos', 'Correo', 'Teléfono', 'Modelo', 'Origen']);
    ws.addRow(['Sofía', 'Ávila Muñoz', 'sofia.avila@example.mx', 5566778899, 'E10X', 'Google']);
    ws.addRow([{ richText: [{ text: 'Héctor' }] }, 'Ibarra', '', '55-1357-2468', 'Sei7 Pro', '']);
    ws.addRow(['Lucía', 'Zamora', '', '', '', '']);
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const preview = await call('coordinator', '/preview', { fileName: 'leads.xlsx', file: dataUrl(file, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), leadOriginId: referido });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p.format).toBe('xlsx');
    expect(p.totals).toMatchObject({ rows: 3, valid: 2, invalid: 1 });
    expect(p.rows[0].values.phone).toBe('5566778899');
    expect(p.rows[2]).toMatchObject({ row: 4, status: 'invalid', field: 'phone', message: 'Por favor, completa todos los campos obligatorios' });
    const done = await call('coordinator', '', { fileName: 'leads.xlsx', file: dataUrl(file), leadOriginId: referido });
    expect(done.json().data).toMatchObject({ created: 2, errors: 1 });
    const [sofia] = await t.database.db.select().from(leads).where(eq(leads.email, 'sofia.avila@example.mx'));
    expect(sofia!.phone).toBe('+525566778899');
  });

  it('imports an ADF .xml file with two prospects', async () => {
    const preview = await call('coordinator', '/preview', { fileName: 'portal.xml', file: dataUrl(ADF, 'text/xml'), leadOriginId: referido });
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p.format).toBe('xml');
    expect(p.totals.rows).toBe(2);
    expect(p.rows[0].values).toMatchObject({ firstName: 'María José', lastName: 'Hernández Núñez', model: 'Sei4 Pro 2026', origin: 'Facebook' });
    expect(p.rows[1].values).toMatchObject({ firstName: 'José Ángel', lastName: 'Ruiz Peña', model: 'Chevrolet Aveo 2024' });
    const done = await call('coordinator', '', { fileName: 'portal.xml', file: dataUrl(ADF, 'text/xml'), leadOriginId: referido, includeDuplicates: true });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().data.created).toBe(2);
    const [maria] = await t.database.db.select().from(leads).where(eq(leads.email, 'mj.hernandez.adf@example.mx'));
    expect(maria!.leadOriginId).toBe(facebook);
  });

  it('refuses an ADF file in an import that does not take one', async () => {
    const res = await t.api('fleet-manager@demo.mx', { method: 'POST', url: '/api/import/prospects/preview', agencyId: AGENCY, payload: { fileName: 'portal.xml', file: dataUrl(ADF, 'text/xml') } });
    expect(res.statusCode).toBe(400);
  });
});
