import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, type FleetFixtures } from './fleetFixtures';
import { fleetLeadFieldCalls } from './fleetLeadFieldCalls';
import { leadFleets } from '../../src/server/db/schema';

/** The fleet lead's 'Fecha estimada de compra' end to end: create, edit, list filter, export, import (README "Add a field"). */
let t: TestApp;
let f: FleetFixtures;
let execId: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
});
afterAll(async () => t?.close());

const AGENCY = 1;
const manager = email('fleet-manager');
const dataUrl = (text: string) => `data:text/csv;base64,${Buffer.from(text).toString('base64')}`;

const calls = () => fleetLeadFieldCalls(t, f, () => execId, { name: 'Compras Fecha', phone: '5512345670', email: 'compras@fecha.mx' });
const create = (o: Record<string, unknown>) => calls().create(o);
const edit = (id: number, o: Record<string, unknown>) => calls().edit(id, o);
const list = (filters: object) => calls().list(filters);

describe("the fleet lead's Fecha estimada de compra", () => {
  let id: number;

  it('is stored on create and answered as a day', async () => {
    const res = await create({ expectedPurchaseDate: '2027-03-15' });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect(res.json().data.expectedPurchaseDate).toBe('2027-03-15');
    const read = await t.api(manager, { method: 'GET', url: `/api/lead-fleet/${id}` });
    expect(read.json().data.expectedPurchaseDate).toBe('2027-03-15');
    // Optional: a lead without it answers null.
    const none = await create({});
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().data.expectedPurchaseDate).toBeNull();
  });

  it("is changed and cleared by 'Editar lead'", async () => {
    const changed = await edit(id, { expectedPurchaseDate: '2027-04-30' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.expectedPurchaseDate).toBe('2027-04-30');
    const cleared = await edit(id, { expectedPurchaseDate: null });
    expect(cleared.json().data.expectedPurchaseDate).toBeNull();
    await edit(id, { expectedPurchaseDate: '2027-04-30' });
  });

  it('refuses a bad date with a Spanish 400 and changes nothing', async () => {
    for (const bad of ['2027-02-30', '30-04-2027', 'mañana']) {
      const res = await edit(id, { expectedPurchaseDate: bad, comments: 'no debe guardarse' });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().data).toBe('La fecha no es válida');
    }
    const bad = await create({ expectedPurchaseDate: '2027-13-01', companyContactPerson: { name: 'No Creado', phone: '5512345671', email: 'no@creado.mx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe('La fecha no es válida');
    const [row] = await t.database.db.select().from(leadFleets).where(eq(leadFleets.id, id));
    expect(row).toMatchObject({ expectedPurchaseDate: '2027-04-30' });
    expect(row!.comments).toBeNull();
    expect(await t.database.db.select().from(leadFleets).where(eq(leadFleets.contactName, 'No Creado'))).toHaveLength(0);
    expect((await list({ startExpectedPurchaseDate: '2027-99-01' })).statusCode).toBe(400);
  });

  it('filters the list by a from/to range (both days included)', async () => {
    const ids = async (filters: object) => ((await list(filters)).json().data as { id: number }[]).map((r) => r.id);
    expect(await ids({ startExpectedPurchaseDate: '2027-04-30', endExpectedPurchaseDate: '2027-04-30' })).toEqual([id]);
    expect(await ids({ startExpectedPurchaseDate: '2027-04-01' })).toContain(id);
    expect(await ids({ endExpectedPurchaseDate: '2027-04-29' })).not.toContain(id);
    expect(await ids({ startExpectedPurchaseDate: '2027-05-01' })).not.toContain(id);
  });

  it("is a column of the list's export", async () => {
    const filters = encodeURIComponent(JSON.stringify({ startExpectedPurchaseDate: '2027-04-30', endExpectedPurchaseDate: '2027-04-30' }));
    const res = await t.api(manager, { method: 'GET', url: `/api/lead-fleet?format=csv&filters=${filters}` });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.rawPayload, { bom: true }) as string[][];
    const at = header!.indexOf('Fecha estimada de compra');
    expect(at).toBeGreaterThan(0);
    expect(rows.map((r) => [Number(r[0]), r[at]])).toEqual([[id, '30-04-2027']]);
  });

  it('is read by the fleet-lead import from its header, as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD', async () => {
    const csv = [
      'Empresa;Contacto;Teléfono;Cantidad;Fecha estimada de compra',
      'Importadora Fechas;Uno Fecha;5511000001;1;15-06-2027',
      'Importadora Fechas;Dos Fecha;5511000002;1;16/06/2027',
      'Importadora Fechas;Tres Fecha;5511000003;1;2027-06-17',
      'Importadora Fechas;Cuatro Fecha;5511000004;1;',
      'Importadora Fechas;Cinco Fecha;5511000005;1;31-02-2027',
    ].join('\r\n');
    const call = (url: string) => t.api(manager, { method: 'POST', url: `/api/import/fleetLeads${url}`, payload: { fileName: 'fechas.csv', file: dataUrl(csv) }, agencyId: AGENCY });
    const preview = await call('/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.mapping).toContain('expectedPurchaseDate');
    const rows = preview.json().data.rows;
    expect(rows.slice(0, 4).map((r: { status: string }) => r.status)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(rows[4]).toMatchObject({ status: 'invalid', field: 'expectedPurchaseDate', message: 'La fecha no es válida' });
    const res = await call('');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 4, errors: 1 });
    const made = await t.database.db
      .select({ contactName: leadFleets.contactName, expectedPurchaseDate: leadFleets.expectedPurchaseDate })
      .from(leadFleets)
      .where(inArray(leadFleets.contactName, ['Uno Fecha', 'Dos Fecha', 'Tres Fecha', 'Cuatro Fecha', 'Cinco Fecha']));
    expect(Object.fromEntries(made.map((m) => [m.contactName, m.expectedPurchaseDate]))).toEqual({
      'Uno Fecha': '2027-06-15',
      'Dos Fecha': '2027-06-16',
      'Tres Fecha': '2027-06-17',
      'Cuatro Fecha': null,
    });
  });
});
