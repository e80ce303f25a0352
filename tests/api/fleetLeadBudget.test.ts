import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, type FleetFixtures } from './fleetFixtures';
import { fleetLeadFieldCalls } from './fleetLeadFieldCalls';
import { leadFleets } from '../../src/server/db/schema';

/** The fleet lead's 'Presupuesto' (integer centavos) end to end: create, edit, list filter, export, import (README "Add a field"). */
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
const REFUSED = 'El presupuesto debe ser una cantidad de 0 o más';
const dataUrl = (text: string) => `data:text/csv;base64,${Buffer.from(text).toString('base64')}`;

const calls = () => fleetLeadFieldCalls(t, f, () => execId, { name: 'Compras Presupuesto', phone: '5512345680', email: 'compras@presupuesto.mx' });
const create = (o: Record<string, unknown>) => calls().create(o);
const edit = (id: number, o: Record<string, unknown>) => calls().edit(id, o);
const list = (filters: object) => calls().list(filters);
const ids = async (filters: object) => ((await list(filters)).json().data as { id: number }[]).map((r) => r.id);

describe("the fleet lead's Presupuesto", () => {
  let id: number;

  it('is stored on create in centavos and answered on the lead and its list row', async () => {
    const res = await create({ budget: 1_250_000_00 });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect(res.json().data.budget).toBe(1_250_000_00);
    const read = await t.api(manager, { method: 'GET', url: `/api/lead-fleet/${id}` });
    expect(read.json().data.budget).toBe(1_250_000_00);
    const row = ((await list({})).json().data as { id: number; budget: number | null }[]).find((r) => r.id === id);
    expect(row?.budget).toBe(1_250_000_00);
    // Optional: a lead without it answers null.
    const none = await create({});
    expect(none.statusCode, none.body).toBe(201);
    expect(none.json().data.budget).toBeNull();
  });

  it("is changed and cleared by 'Editar lead'", async () => {
    const changed = await edit(id, { budget: 2_000_000_50 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.budget).toBe(2_000_000_50);
    const cleared = await edit(id, { budget: null });
    expect(cleared.json().data.budget).toBeNull();
    expect((await edit(id, { budget: 2_000_000_50 })).json().data.budget).toBe(2_000_000_50);
  });

  it('refuses a negative or fractional budget with a Spanish 400 and changes nothing', async () => {
    for (const bad of [-1, -100_00, 10.5, 'mucho']) {
      const res = await edit(id, { budget: bad, comments: 'no debe guardarse' });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().data).toBe(REFUSED);
    }
    const bad = await create({ budget: -5, companyContactPerson: { name: 'No Creado', phone: '5512345681', email: 'no@creado.mx' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe(REFUSED);
    const [row] = await t.database.db.select().from(leadFleets).where(eq(leadFleets.id, id));
    expect(row).toMatchObject({ budget: 2_000_000_50, comments: null });
    expect(await t.database.db.select().from(leadFleets).where(eq(leadFleets.contactName, 'No Creado'))).toHaveLength(0);
    const refusedFilter = await list({ minBudget: -1 });
    expect(refusedFilter.statusCode).toBe(400);
    // The filter's refusal names its bound (the list's declared filter, shared/lists/columnFilters.ts).
    expect(refusedFilter.json().data).toBe('Presupuesto desde debe ser una cantidad de 0 o más');
  });

  it('filters the list by a min/max range (both ends included)', async () => {
    expect(await ids({ minBudget: 2_000_000_50, maxBudget: 2_000_000_50 })).toEqual([id]);
    expect(await ids({ minBudget: 1_000_000_00 })).toContain(id);
    expect(await ids({ maxBudget: 2_000_000_49 })).not.toContain(id);
    expect(await ids({ minBudget: 2_000_000_51 })).not.toContain(id);
  });

  it("is a money column of the list's export, in pesos", async () => {
    const filters = encodeURIComponent(JSON.stringify({ minBudget: 2_000_000_50, maxBudget: 2_000_000_50 }));
    const res = await t.api(manager, { method: 'GET', url: `/api/lead-fleet?format=csv&filters=${filters}` });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.rawPayload, { bom: true }) as string[][];
    const at = header!.indexOf('Presupuesto');
    expect(at).toBe(header!.indexOf('Fecha estimada de compra') + 1);
    expect(rows.map((r) => [Number(r[0]), r[at]])).toEqual([[id, '2000000.50']]);
  });

  it('is read by the fleet-lead import from its header, in pesos, and a negative one is refused', async () => {
    const csv = [
      'Empresa;Contacto;Teléfono;Cantidad;Presupuesto',
      'Importadora Presupuestos;Uno Presupuesto;5511000101;1;"$1,500,000.00"',
      'Importadora Presupuestos;Dos Presupuesto;5511000102;1;250000.5',
      'Importadora Presupuestos;Tres Presupuesto;5511000103;1;',
      'Importadora Presupuestos;Cuatro Presupuesto;5511000104;1;-100',
    ].join('\r\n');
    const call = (url: string) => t.api(manager, { method: 'POST', url: `/api/import/fleetLeads${url}`, payload: { fileName: 'presupuestos.csv', file: dataUrl(csv) }, agencyId: AGENCY });
    const preview = await call('/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.mapping).toContain('budget');
    const rows = preview.json().data.rows;
    expect(rows.slice(0, 3).map((r: { status: string }) => r.status)).toEqual(['valid', 'valid', 'valid']);
    expect(rows[3]).toMatchObject({ status: 'invalid', field: 'budget', message: REFUSED });
    const res = await call('');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 3, errors: 1 });
    const made = await t.database.db
      .select({ contactName: leadFleets.contactName, budget: leadFleets.budget })
      .from(leadFleets)
      .where(inArray(leadFleets.contactName, ['Uno Presupuesto', 'Dos Presupuesto', 'Tres Presupuesto', 'Cuatro Presupuesto']));
    expect(Object.fromEntries(made.map((m) => [m.contactName, m.budget]))).toEqual({
      'Uno Presupuesto': 1_500_000_00,
      'Dos Presupuesto': 250_000_50,
      'Tres Presupuesto': null,
    });
  });
});
