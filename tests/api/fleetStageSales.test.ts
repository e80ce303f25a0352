import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, type FleetFixtures } from './fleetFixtures';
import { computeQuotationAmount } from '../../src/shared/domain/quotationAmount';
import { leadFleetActivityTestDriveUnits, leadFleetSales, leadFleetSaleVins } from '../../src/server/db/schema';

let t: TestApp;
let f: FleetFixtures;
let execId: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const file = (name: string) => ({ name, base64: `data:application/pdf;base64,${PDF.toString('base64')}` });
const call = (role: string, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
  t.api(email(role), { method, url: `/api${url}`, ...(data === undefined ? {} : { payload: { data } }) });

describe('test drives', () => {
  const body = (o: Record<string, unknown> = {}) => ({
    date: '2026-12-01T16:00:00.000Z',
    endDate: '2026-12-03T16:00:00.000Z',
    products: [{ id: f.product.id, vin: 'lsj1234567890abcd', plate: 'abc-123' }],
    comments: 'Ruta urbana',
    responsable: { name: 'Pedro Páramo', phone: '5512345678', email: 'pedro@empresa.mx', position: 'Jefe de flota' },
    ...o,
  });

  it('registers, lists and edits a test drive with its files', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const cats = (await call('fleet-executive', 'GET', `/lead-fleet/data/prueba-manejo-catalogs?leadId=${lead.id}`)).json().data;
    expect(cats.products.some((p: { name: string }) => p.name === 'JAC Sei2')).toBe(true);
    const res = await call('fleet-executive', 'POST', `/lead-fleet/prueba-manejo/${lead.id}`, body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'La prueba de manejo fue creada con éxito',
      data: { LeadFleetActivityFollowUpType: { slug: 'pruebas-de-manejo' }, CompanyContactPerson: { name: 'Pedro Páramo', position: 'Jefe de flota', type: 'RESPONSABLE' }, LeadFleetActivityTestDriveUnits: [{ vin: 'LSJ1234567890ABCD', plate: 'ABC-123' }] },
    });
    const id = res.json().data.id;
    expect(await f.db.select().from(leadFleetActivityTestDriveUnits).where(eq(leadFleetActivityTestDriveUnits.activityId, id))).toHaveLength(1);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/prueba-manejo/${lead.id}`)).json().data.map((a: { id: number }) => a.id)).toEqual([id]);

    const upd = await call('fleet-executive', 'PATCH', `/lead-fleet/activity/${id}`, { commentsOnTest: 'Consumo bajo', commentsOnResults: 'Les gustó', newComodato: [file('comodato.pdf')], newTCO: [file('tco.pdf')] });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ message: 'Actividad actualizada', data: { commentsOnTest: 'Consumo bajo', commentsOnResults: 'Les gustó', comodato: [{ name: 'comodato.pdf' }], TCO: [{ name: 'tco.pdf' }], testEvidence: [] } });
    const again = await call('fleet-executive', 'PATCH', `/lead-fleet/activity/${id}`, { newEvidence: [file('foto.pdf')] });
    expect(again.json().data).toMatchObject({ comodato: [{ name: 'comodato.pdf' }], testEvidence: [{ name: 'foto.pdf' }], commentsOnTest: 'Consumo bajo' });
    const url = again.json().data.comodato[0].url as string;
    const got = await call('fleet-executive', 'GET', url.replace('/api', ''));
    expect([got.statusCode, got.headers['content-type'], got.headers['x-content-type-options']]).toEqual([200, 'application/pdf', 'nosniff']);
    const history = (await call('fleet-executive', 'GET', `/lead-fleet/data/history/${lead.id}`)).json().data;
    expect(history.phases[0].activities[0].comodato).toHaveLength(1);
    // Another executive reaches neither the activity nor its files.
    expect((await call('fleet-coordinator', 'GET', url.replace('/api', ''))).statusCode).toBe(200);
    const theirs = await f.makeLead({ userId: await f.userId('fleet-coordinator@demo.mx'), phase: 'SEGUIMIENTO' });
    const tid = (await call('fleet-coordinator', 'POST', `/lead-fleet/prueba-manejo/${theirs.id}`, body())).json().data.id;
    expect((await call('fleet-executive', 'PATCH', `/lead-fleet/activity/${tid}`, { commentsOnTest: 'x' })).statusCode).toBe(404);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/prueba-manejo/${theirs.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['No se seleccionaron productos', { products: [] }],
    ['VIN o placa ya existe', { products: [{ id: 1, vin: 'V1', plate: 'P1' }, { id: 1, vin: 'V2', plate: 'p1' }] }],
    ['Todos los campos son necesarios', { endDate: '' }],
    ['Todos los campos son necesarios', { responsable: { name: 'Pedro', phone: '5512345678', email: 'p@e.mx' } }],
  ])('refuses with %s', async (message, o) => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const res = await call('fleet-executive', 'POST', `/lead-fleet/prueba-manejo/${lead.id}`, body(o));
    expect([res.statusCode, res.json().data]).toEqual([400, message]);
  });
});

describe('deliveries and closed sales', () => {
  const body = (o: Record<string, unknown> = {}) => ({
    ProductId: f.product.id,
    quantity: 2,
    dealerReunionDate: '2026-12-10',
    logisticsDetails: 'Entrega en patio',
    observations: 'Sin observaciones',
    rfc: 'tpr010101ab1',
    documents: [file('acta-entrega.pdf')],
    VINs: ['vin-a-1', 'vin-a-2'],
    ...o,
  });

  it('a delivery creates the closed sale with its units and VINs, listed and detailed under closed sales', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'CIERRE' });
    await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, { ProductId: f.product.id, publicPrice: 400000, quantity: 2, hasCharger: false, comments: 'c' });
    const res = await call('fleet-executive', 'POST', `/lead-fleet/entrega/${lead.id}`, body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: 'La entrega fue creada con éxito', data: { quantity: 2, VINs: ['VIN-A-1', 'VIN-A-2'], rfc: 'TPR010101AB1', documents: [{ type: 'DELIVERY' }] } });
    const [sale] = await f.db.select().from(leadFleetSales).where(eq(leadFleetSales.leadFleetId, lead.id));
    expect(sale).toMatchObject({ quantity: 2, productId: f.product.id, userId: execId });
    expect((await f.db.select().from(leadFleetSaleVins).where(eq(leadFleetSaleVins.leadFleetSaleId, sale!.id))).map((v) => v.vin)).toEqual(['VIN-A-1', 'VIN-A-2']);

    const list = await call('fleet-executive', 'GET', `/lead-fleet/data/closed-sales?page=1&limit=10&filter=${encodeURIComponent('Empresa Fixture')}`);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((r: { id: number }) => r.id === lead.id);
    expect(row).toMatchObject({ units: 2, models: 'JAC Sei2', User: { email: 'fleet-executive@demo.mx' } });
    const detail = (await call('fleet-executive', 'GET', `/lead-fleet/data/closed-sales/${lead.id}`)).json().data;
    expect(detail.sales).toEqual([expect.objectContaining({ quantity: 2, LeadFleetSaleVINs: [expect.objectContaining({ VIN: 'VIN-A-1' }), expect.objectContaining({ VIN: 'VIN-A-2' })] })]);
    expect(detail.quotations).toHaveLength(1);
    expect(detail.lead.LeadFleetSales[0].LeadFleetSaleVINs).toHaveLength(2);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/entrega/${lead.id}`)).json().data).toHaveLength(1);
    const check = (await call('fleet-executive', 'GET', `/lead-fleet/data/closing-checklist/${lead.id}`)).json().data;
    expect(check.items.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual([
      ['QUOTATION', true],
      ['PURCHASE_ORDER', false],
      ['TERMS_AND_CONDITIONS', false],
      ['DELIVERY', true],
    ]);
    // A VIN already sold cannot be delivered again.
    const dup = await call('fleet-executive', 'POST', `/lead-fleet/entrega/${lead.id}`, body({ VINs: ['VIN-A-1', 'vin-b'] }));
    expect([dup.statusCode, dup.json().data]).toEqual([409, 'Uno de los VINs ya está registrado en otra venta']);
  });

  it('the demo network starts with closed sales whose units are their VINs, and quotations whose amount the server computed', async () => {
    const list = (await call('fleet-manager', 'GET', '/lead-fleet/data/closed-sales?page=1&limit=10')).json();
    expect(list.total).toBeGreaterThan(0);
    for (const row of list.data as { id: number; units: number }[]) {
      const detail = (await call('fleet-manager', 'GET', `/lead-fleet/data/closed-sales/${row.id}`)).json().data;
      const vins = detail.sales.flatMap((x: { LeadFleetSaleVINs: unknown[] }) => x.LeadFleetSaleVINs);
      expect(vins).toHaveLength(row.units);
      expect(detail.quotations.length).toBeGreaterThan(0);
    }
    const [q] = (await call('fleet-manager', 'GET', `/lead-fleet/cotizacion/${list.data[0].id}`)).json().data;
    const expected = computeQuotationAmount({
      publicPriceCentavos: q.publicPriceCentavos,
      quantity: q.quantity,
      discountPercentage: q.discountPercentage,
      discountAbsorbedByDealer: q.discountAbsorbedByDealer,
      hasCharger: q.hasCharger,
      chargerAmountCentavos: q.chargerAmountCentavos,
    });
    expect(q.publicPriceCentavos).toBeGreaterThan(0);
    expect(q.finalAmountCentavos).toBe(expected.finalAmountCentavos);
    expect(q.documentUrl).toMatch(/\/pdf$/);
  });

  it("the closed-sales list pages newest sale first without overlap, and its search finds the executive's name", async () => {
    const get = async (q: string) => (await call('fleet-manager', 'GET', `/lead-fleet/data/closed-sales?${q}`)).json();
    const all = await get('page=1&limit=6');
    const [p1, p2] = [await get('page=1&limit=3'), await get('page=2&limit=3')];
    expect(all.total).toBeGreaterThan(3);
    expect([...p1.data, ...p2.data].map((r: { id: number }) => r.id)).toEqual(all.data.map((r: { id: number }) => r.id));
    const dates = all.data.map((r: { createdAt: string }) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const seller = all.data.find((r: { User: { firstAndLastName: string } | null }) => r.User)!.User as { id: number; firstAndLastName: string };
    const byName = await get(`limit=100&search=${encodeURIComponent(seller.firstAndLastName.toUpperCase())}`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.data.every((r: { User: { id: number } | null }) => r.User?.id === seller.id)).toBe(true);
    expect((await get('search=zzz%25%25nadie')).total).toBe(0);
  });

  it('an executive sees only their own closed sales; a manager filters by executive and company', async () => {
    const coordId = await f.userId('fleet-coordinator@demo.mx');
    const theirs = await f.makeLead({ userId: coordId, phase: 'CIERRE' });
    expect((await call('fleet-coordinator', 'POST', `/lead-fleet/entrega/${theirs.id}`, body({ quantity: 1, VINs: ['vin-c-1'] }))).statusCode).toBe(201);
    const execList = (await call('fleet-executive', 'GET', '/lead-fleet/data/closed-sales')).json().data;
    expect(execList.some((r: { id: number }) => r.id === theirs.id)).toBe(false);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/data/closed-sales/${theirs.id}`)).statusCode).toBe(404);
    const byUser = (await call('fleet-manager', 'GET', `/lead-fleet/data/closed-sales?UserId=${coordId}`)).json();
    expect(byUser.data.length).toBeGreaterThan(0);
    expect(byUser.data.every((r: { User: { id: number } }) => r.User.id === coordId)).toBe(true);
    const byCompany = (await call('fleet-manager', 'GET', `/lead-fleet/data/closed-sales?CompanyId=${theirs.companyId}&startDate=2020-01-01&endDate=2099-12-31`)).json();
    expect(byCompany.data.map((r: { id: number }) => r.id)).toEqual([theirs.id]);
    const future = (await call('fleet-manager', 'GET', `/lead-fleet/data/closed-sales?CompanyId=${theirs.companyId}&startDate=2099-01-01`)).json();
    expect(future.total).toBe(0);
    expect((await call('manager', 'GET', '/lead-fleet/data/closed-sales')).statusCode).toBe(403);
  });

  it.each([
    ['Debes subir al menos un documento', { documents: [] }],
    ['Debes ingresar todos los VINs', { VINs: ['x'] }],
    ['Debes ingresar todos los VINs', { VINs: ['x', ' '] }],
    ['Los VINs no pueden repetirse', { VINs: ['x', 'X'] }],
    ['Todos los campos son necesarios', { rfc: '' }],
    ['Todos los campos son necesarios', { dealerReunionDate: '' }],
  ])('refuses with %s and creates no sale', async (message, o) => {
    const lead = await f.makeLead({ userId: execId, phase: 'CIERRE' });
    const res = await call('fleet-executive', 'POST', `/lead-fleet/entrega/${lead.id}`, body(o));
    expect([res.statusCode, res.json().data]).toEqual([400, message]);
    expect(await f.db.select().from(leadFleetSales).where(eq(leadFleetSales.leadFleetId, lead.id))).toHaveLength(0);
  });
});
