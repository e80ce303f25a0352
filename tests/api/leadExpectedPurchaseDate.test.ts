import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { leads } from '../../src/server/db/schema';
import { MSG } from '../../src/shared/messages';

/**
 * The retail lead's 'Fecha estimada de compra', the field added by the README's seven-file recipe
 * (issue 52): create, 'Editar lead', a refused value, the list's declared day filter (and its totals),
 * the export column, the import, and the card's detail answer.
 */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

const who = email('manager');
const agencyId = () => f.agencyIds[0]!;
const create = (extra: Record<string, unknown>, mail: string) =>
  t.api(who, {
    method: 'POST',
    url: '/api/lead/',
    agencyId: agencyId(),
    payload: {
      data: {
        firstName: 'Leonor',
        lastName: 'Arriaga',
        leadEmails: [mail],
        leadPhones: ['5544332298'],
        LeadOriginId: f.origin.id,
        productId: f.product.id,
        colorId: f.color.id,
        AgencyId: agencyId(),
        buyType: 'retail',
        leadInterests: [{ ProductId: f.product.id, ProductColorId: f.color.id, quantity: 1 }],
        ...extra,
      },
    },
  });
const edit = (id: number, extra: Record<string, unknown>) =>
  t.api(who, {
    method: 'PATCH',
    url: `/api/lead/${id}`,
    agencyId: agencyId(),
    payload: { data: { firstName: 'Leonor', lastName: 'Arriaga', email: 'leonor.arriaga@correo.mx', phone: '5544332298', ...extra } },
  });
const detail = async (id: number) => (await t.api(who, { method: 'GET', url: `/api/lead/${id}`, agencyId: agencyId() })).json().data;
const list = (filters: Record<string, unknown>, extra = '') =>
  t.api(who, { method: 'GET', url: `/api/lead/new?limit=100&filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`, agencyId: agencyId() });
const ids = async (filters: Record<string, unknown>) => ((await list(filters)).json().data as { id: number }[]).map((r) => r.id);

describe("the retail lead's Fecha estimada de compra", () => {
  let id: number;
  let other: number;

  it('is stored on create, answered on the lead (its card) and optional', async () => {
    const res = await create({ expectedPurchaseDate: '2027-03-15' }, 'leonor.arriaga@correo.mx');
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect((await detail(id)).expectedPurchaseDate).toBe('2027-03-15');
    const none = await create({}, 'leonor.sin.fecha@correo.mx');
    expect(none.statusCode, none.body).toBe(201);
    other = none.json().data.id;
    expect((await detail(other)).expectedPurchaseDate).toBeNull();
  });

  it("is changed and cleared by 'Editar lead'; an edit that leaves it out keeps it", async () => {
    expect((await edit(id, { expectedPurchaseDate: '2027-04-01' })).statusCode).toBe(200);
    expect((await detail(id)).expectedPurchaseDate).toBe('2027-04-01');
    expect((await edit(id, { expectedPurchaseDate: null })).statusCode).toBe(200);
    expect((await detail(id)).expectedPurchaseDate).toBeNull();
    expect((await edit(id, { expectedPurchaseDate: '2027-04-20' })).statusCode).toBe(200);
    expect((await edit(id, {})).statusCode).toBe(200);
    expect((await detail(id)).expectedPurchaseDate).toBe('2027-04-20');
  });

  it('refuses a date that is not one with a Spanish 400 and changes nothing', async () => {
    for (const bad of ['2027-02-30', '15/03/2027', 'pronto', 20270315]) {
      const res = await edit(id, { expectedPurchaseDate: bad, firstName: 'No Guardar' });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().data).toBe(MSG.invalidDate);
    }
    const bad = await create({ expectedPurchaseDate: '2027-13-01' }, 'leonor.mala@correo.mx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe(MSG.invalidDate);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ expectedPurchaseDate: '2027-04-20', firstName: 'Leonor' });
  });

  it("filters the list by the column's declared days (both ends included), the tab totals with it", async () => {
    expect(await ids({ startExpectedPurchaseDate: '2027-04-20', endExpectedPurchaseDate: '2027-04-20' })).toEqual([id]);
    expect(await ids({ startExpectedPurchaseDate: '2027-04-21' })).not.toContain(id);
    expect(await ids({ endExpectedPurchaseDate: '2027-04-19' })).not.toContain(id);
    // A lead without a date is in no range.
    expect(await ids({ startExpectedPurchaseDate: '2000-01-01' })).not.toContain(other);
    const totals = await t.api(who, {
      method: 'GET',
      url: `/api/lead/new/totals-phase?filters=${encodeURIComponent(JSON.stringify({ startExpectedPurchaseDate: '2027-04-20', endExpectedPurchaseDate: '2027-04-20' }))}`,
      agencyId: agencyId(),
    });
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json().data.all).toBe(1);
    const refused = await list({ startExpectedPurchaseDate: '2027-02-30' });
    expect(refused.statusCode).toBe(400);
  });

  it("is a column of the list's export", async () => {
    const res = await list({ startExpectedPurchaseDate: '2027-04-20', endExpectedPurchaseDate: '2027-04-20' }, '&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parse(res.rawPayload, { bom: true }) as string[][];
    const at = header!.indexOf('Fecha estimada de compra');
    expect(at).toBeGreaterThan(-1);
    expect(rows.map((r) => [Number(r[0]), r[at]])).toEqual([[id, '20-04-2027']]);
  });

  it('is read by the retail import from its header; a date that is not one refuses the row', async () => {
    const csv = [
      'Nombre;Apellidos;Teléfono;Fecha estimada de compra',
      'Uno;Compraprevista;5511000301;15/05/2027',
      'Dos;Compraprevista;5511000302;2027-06-01',
      'Tres;Compraprevista;5511000303;',
      'Cuatro;Compraprevista;5511000304;algún día',
    ].join('\r\n');
    const file = `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`;
    const call = (url: string) => t.api(who, { method: 'POST', url: `/api/import/leads${url}`, agencyId: agencyId(), payload: { fileName: 'fechas.csv', file, leadOriginId: f.origin.id } });
    const preview = await call('/preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.mapping).toContain('expectedPurchaseDate');
    expect(preview.json().data.rows[3]).toMatchObject({ status: 'invalid', field: 'expectedPurchaseDate', message: MSG.invalidDate });
    const res = await call('');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 3, errors: 1 });
    const made = await t.database.db
      .select({ firstName: leads.firstName, expectedPurchaseDate: leads.expectedPurchaseDate })
      .from(leads)
      .where(inArray(leads.lastName, ['Compraprevista']));
    expect(Object.fromEntries(made.map((m) => [m.firstName, m.expectedPurchaseDate]))).toEqual({ Uno: '2027-05-15', Dos: '2027-06-01', Tres: null });
  });
});
