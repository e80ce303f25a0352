import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { fleetFixtures, type FleetFixtures } from './fleetFixtures';
import { fleetLeadFieldCalls } from './fleetLeadFieldCalls';
import { leadFleets } from '../../src/server/db/schema';

/**
 * The fleet lead's 'Probabilidad de cierre' (0–100 %), the field added by the README's seven-file
 * recipe: create, edit, refusal, the list's declared range filter, the export column and the import.
 */
let t: TestApp;
let f: FleetFixtures;
let execId = 0;
let calls: ReturnType<typeof fleetLeadFieldCalls>;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
  calls = fleetLeadFieldCalls(t, f, () => execId, { name: 'Compras Probabilidad', phone: '5512345690', email: 'compras@probabilidad.mx' });
});
afterAll(async () => t?.close());

const REFUSED = 'El porcentaje debe ser un número entero de 0 a 100';

describe("the fleet lead's Probabilidad de cierre", () => {
  let id: number;
  let other: number;

  it('is stored on create, answered on the lead and its list row, and optional', async () => {
    const res = await calls.create({ closeProbability: 70 });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect(res.json().data.closeProbability).toBe(70);
    expect((await calls.read(id)).json().data.closeProbability).toBe(70);
    const row = ((await calls.list({})).json().data as { id: number; closeProbability: number | null }[]).find((r) => r.id === id);
    expect(row?.closeProbability).toBe(70);
    const none = await calls.create({});
    expect(none.statusCode, none.body).toBe(201);
    other = none.json().data.id;
    expect(none.json().data.closeProbability).toBeNull();
  });

  it("is changed and cleared by 'Editar lead'", async () => {
    expect((await calls.edit(id, { closeProbability: 90 })).json().data.closeProbability).toBe(90);
    expect((await calls.edit(id, { closeProbability: null })).json().data.closeProbability).toBeNull();
    expect((await calls.edit(id, { closeProbability: 85 })).json().data.closeProbability).toBe(85);
  });

  it('refuses anything but a whole percentage with a Spanish 400 and changes nothing', async () => {
    for (const bad of [-1, 101, 50.5, 'alta']) {
      const res = await calls.edit(id, { closeProbability: bad, comments: 'no debe guardarse' });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().data).toBe(REFUSED);
    }
    const [row] = await t.database.db.select().from(leadFleets).where(eq(leadFleets.id, id));
    expect(row).toMatchObject({ closeProbability: 85, comments: null });
  });

  it("filters the list by the column's declared range (both ends included) and names a refused bound", async () => {
    expect(await calls.ids({ minCloseProbability: 85, maxCloseProbability: 85 })).toContain(id);
    expect(await calls.ids({ minCloseProbability: 86 })).not.toContain(id);
    expect(await calls.ids({ maxCloseProbability: 84 })).not.toContain(id);
    // A lead without a probability is in no range.
    expect(await calls.ids({ minCloseProbability: 0 })).not.toContain(other);
    const refused = await calls.list({ maxCloseProbability: -5 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toBe('Probabilidad de cierre hasta debe ser una cantidad de 0 o más');
    // A bound past the column's integer range is a 400, never a 500.
    expect((await calls.list({ minCloseProbability: 10_000_000_000_000 })).statusCode).toBe(400);
  });

  it("is a column of the list's export after the budget", async () => {
    const res = await calls.exportCsv({ minCloseProbability: 85, maxCloseProbability: 85 });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.rawPayload, { bom: true }) as string[][];
    const at = header!.indexOf('Probabilidad de cierre (%)');
    expect(at).toBe(header!.indexOf('Presupuesto') + 1);
    expect(rows.find((r) => Number(r[0]) === id)?.[at]).toBe('85');
  });

  it('is read by the fleet-lead import from its header, with or without %, and 120 is refused', async () => {
    const csv = [
      'Empresa;Contacto;Teléfono;Cantidad;Probabilidad',
      'Importadora Probable;Uno Probable;5511000201;1;40%',
      'Importadora Probable;Dos Probable;5511000202;1;100',
      'Importadora Probable;Tres Probable;5511000203;1;',
      'Importadora Probable;Cuatro Probable;5511000204;1;120',
    ].join('\r\n');
    const preview = await calls.importCsv(csv, '/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.mapping).toContain('closeProbability');
    expect(preview.json().data.rows[3]).toMatchObject({ status: 'invalid', field: 'closeProbability', message: REFUSED });
    const res = await calls.importCsv(csv);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 3, errors: 1 });
    const made = await t.database.db
      .select({ contactName: leadFleets.contactName, closeProbability: leadFleets.closeProbability })
      .from(leadFleets)
      .where(inArray(leadFleets.contactName, ['Uno Probable', 'Dos Probable', 'Tres Probable', 'Cuatro Probable']));
    expect(Object.fromEntries(made.map((m) => [m.contactName, m.closeProbability]))).toEqual({ 'Uno Probable': 40, 'Dos Probable': 100, 'Tres Probable': null });
  });
});
