import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { appointments, files, inventoryStores, inventoryVins, leadInterests, productColors, products, saleVins } from '../../src/server/db/schema';
import { formatPesos } from '../../src/shared/domain/downPayment';

let t: TestApp;
let f: Fixtures;
let adviser: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fixtures(t);
  adviser = await f.userId('adviser-floor@demo.mx');
});
afterAll(async () => t?.close());

const post = (who: string, url: string, payload: object) => t.api(email(who), { method: 'POST', url, payload });
const activity = (leadId: number, over: Record<string, unknown> = {}) => ({
  data: { LeadId: leadId, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', title: 'Llamada', comments: 'Contestó', status: '1', date: new Date().toISOString(), ...over },
});

describe('POST /leadActivity', () => {
  it('creates the activity and moves the last contact and first response', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser });
    const res = await post('adviser-floor', '/api/leadActivity', activity(lead.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: '1', LeadActivityType: { slug: 'llamada' }, LeadActivityChannelType: { slug: 'telefono' } });
    const stored = await f.lead(lead.id);
    expect(stored.lastContactAt).not.toBeNull();
    expect(stored.firstResponseTime).not.toBeNull();
  });

  it.each([
    ['channel', { leadActivityChannelType: '' }],
    ['type', { leadActivityType: null }],
    ['status', { status: '' }],
  ])('refuses a missing %s with the spec message', async (_n, over) => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser });
    const res = await post('adviser-floor', '/api/leadActivity', activity(lead.id, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Por favor complete todos los campos');
  });

  it('is refused to hostess and sales-admin, allowed to bdc', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser });
    for (const role of ['hostess', 'sales-admin']) expect((await post(role, '/api/leadActivity', activity(lead.id))).statusCode, role).toBe(403);
    expect((await post('bdc', '/api/leadActivity', activity(lead.id))).statusCode).toBe(201);
  });

  it('documentation checkboxes create activities without channel, refused to bdc', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const doc = { data: { LeadId: lead.id, leadActivityType: 'envio-de-fichas-tecnicas', title: 'Fichas técnicas' } };
    expect((await post('bdc', '/api/leadActivity', doc)).statusCode).toBe(403);
    const res = await post('adviser-floor', '/api/leadActivity', doc);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ LeadActivityType: { slug: 'envio-de-fichas-tecnicas' }, channelTypeId: null, status: '1' });
  });
});

describe('quote (cotizacion)', () => {
  const quote = (leadId: number, over: Record<string, unknown> = {}) =>
    activity(leadId, { leadActivityType: 'cotizacion', ProductId: f.product.id, plazo: 48, enganche: 100000, ...over });

  it('stores vehicle, plazo and enganche', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const res = await post('adviser-floor', '/api/leadActivity', quote(lead.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ productId: f.product.id, plazo: 48, enganche: 100000 });
  });

  it.each([
    ['no vehicle', { ProductId: null }],
    ['zero plazo', { plazo: 0 }],
    ['zero enganche', { enganche: 0 }],
    ['no channel', { leadActivityChannelType: null }],
  ])('refuses %s', async (_n, over) => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const res = await post('adviser-floor', '/api/leadActivity', quote(lead.id, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Por favor complete todos los campos');
  });

  it('caps the enganche at 75% of the vehicle price', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const limit = Math.floor(f.product.price * 75) / 100;
    expect((await post('adviser-floor', '/api/leadActivity', quote(lead.id, { enganche: limit }))).statusCode).toBe(201);
    const over = await post('adviser-floor', '/api/leadActivity', quote(lead.id, { enganche: limit + 1 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().data).toBe(`El enganche no puede ser mayor a ${formatPesos(limit)}`);
  });

  it('does not cap a vehicle without price', async () => {
    const [free] = await f.db.insert(products).values({ name: 'Sin precio', model: 'X', version: 'X', transmission: 'X', year: 2026, price: 0 }).returning();
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    expect((await post('adviser-floor', '/api/leadActivity', quote(lead.id, { ProductId: free!.id, enganche: 9_999_999 }))).statusCode).toBe(201);
  });
});

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
describe('POST /lead/TestDriveAppointment', () => {
  const future = () => new Date(Date.now() + 86_400_000).toISOString();
  const appt = (leadId: number, over: Record<string, unknown> = {}) => ({
    data: { LeadId: leadId, type: 'prueba-de-manejo', date: future(), comments: 'Sábado', ProductId: f.product.id, AgencyId: f.agencyIds[0], realizada_hoy: false, ...over },
  });

  it('schedules a test drive (TESTDRIVE, SCHEDULED) and a cita (ACTIVITY)', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const td = await post('hostess', '/api/lead/TestDriveAppointment', appt(lead.id));
    expect(td.statusCode).toBe(201);
    expect(td.json().data).toMatchObject({ type: 'TESTDRIVE', status: 'SCHEDULED', userId: adviser });
    // The agenda's copy of the client's name (migration 0012) is the database's, not part of the answer.
    expect(td.json().data).not.toHaveProperty('clientName');
    expect(td.json().data).not.toHaveProperty('client_name');
    const cita = await post('adviser-floor', '/api/lead/TestDriveAppointment', appt(lead.id, { type: 'cita', ProductId: null }));
    expect(cita.json().data).toMatchObject({ type: 'ACTIVITY', status: 'SCHEDULED' });
  });

  it.each([
    ['a test drive without vehicle', { ProductId: null }, 'Por favor seleccione un vehículo'],
    ['a past date', { date: new Date(Date.now() - 3_600_000).toISOString() }, 'La fecha no puede ser menor a la fecha actual'],
    ["'Sin cita' older than two days", { realizada_hoy: true, evidence: PNG, date: new Date(Date.now() - 3 * 86_400_000).toISOString() }, 'La fecha no puede ser mayor a la fecha actual'],
    ["a 'Sin cita' test drive without evidence", { realizada_hoy: true, date: new Date().toISOString() }, 'Por favor cargue evidencia'],
    ['no date', { date: null }, 'Por favor complete todos los campos'],
  ])('refuses %s', async (_n, over, message) => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const res = await post('adviser-floor', '/api/lead/TestDriveAppointment', appt(lead.id, over));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(message);
  });

  it("stores 'Sin cita' evidence judged by content, SUCCESSFUL, and serves it back", async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const res = await post('adviser-floor', '/api/lead/TestDriveAppointment', appt(lead.id, { realizada_hoy: true, evidence: PNG, date: new Date(Date.now() - 86_400_000).toISOString() }));
    expect(res.statusCode).toBe(201);
    const row = res.json().data;
    expect(row).toMatchObject({ status: 'SUCCESSFUL', realizadaHoy: true });
    const [file] = await f.db.select().from(files).where(eq(files.id, row.evidenceFileId));
    expect(file).toMatchObject({ mime: 'image/png', size: 11, ownerType: 'appointment', ownerId: row.id });
    const back = await t.api(email('adviser-floor'), { method: 'GET', url: `/api/lead/TestDriveAppointment/${row.id}/evidence` });
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.length).toBe(11);
  });

  it('refuses a file that only claims to be a PDF, and one over 5 MB with 413', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const fake = `data:application/pdf;base64,${Buffer.from('<html>no</html>').toString('base64')}`;
    const bad = await post('adviser-floor', '/api/lead/TestDriveAppointment', appt(lead.id, { realizada_hoy: true, evidence: fake, date: new Date().toISOString() }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe('El archivo debe ser PDF, JPG, JPEG o PNG');
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const huge = await post('adviser-floor', '/api/lead/TestDriveAppointment', appt(lead.id, { realizada_hoy: true, evidence: `data:application/pdf;base64,${big.toString('base64')}`, date: new Date().toISOString() }));
    expect(huge.statusCode).toBe(413);
  });

  it('is refused to sales-admin; types are listed', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    expect((await post('sales-admin', '/api/lead/TestDriveAppointment', appt(lead.id))).statusCode).toBe(403);
    const types = (await t.api(email('hostess'), { method: 'GET', url: '/api/lead/TestDriveAppointment/Types' })).json().data;
    expect(types.map((x: { slug: string }) => x.slug)).toEqual(['cita', 'prueba-de-manejo']);
  });

  it('confirms, cancels and reschedules only SCHEDULED appointments', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const id = (await post('adviser-floor', '/api/lead/TestDriveAppointment', appt(lead.id))).json().data.id;
    const past = await t.api(email('adviser-floor'), { method: 'PATCH', url: `/api/lead/TestDriveAppointment/${id}/reschedule`, payload: { data: { date: '2020-01-01T10:00:00Z' } } });
    expect(past.json().data).toBe('La fecha no puede ser menor a la fecha actual');
    const when = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const moved = await t.api(email('adviser-floor'), { method: 'PATCH', url: `/api/lead/TestDriveAppointment/${id}/reschedule`, payload: { data: { date: when } } });
    expect(new Date(moved.json().data.date).toISOString()).toBe(when);
    const ok = await t.api(email('hostess'), { method: 'PATCH', url: `/api/lead/TestDriveAppointment/${id}`, payload: { data: { status: 'CONFIRMED' } } });
    expect(ok.json().data.status).toBe('CONFIRMED');
    const again = await t.api(email('hostess'), { method: 'PATCH', url: `/api/lead/TestDriveAppointment/${id}`, payload: { data: { status: 'CANCELED' } } });
    expect(again.statusCode).toBe(409);
    const [row] = await f.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe('CONFIRMED');
  });
});

describe('POST /leadInterest', () => {
  it('makes the new interest the current one', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const res = await post('adviser-floor', '/api/leadInterest', { LeadId: lead.id, ProductId: f.product.id, ProductColorId: f.color.id, buyType: 'Flotilla', quantity: 3, comments: 'Tres unidades', date: new Date().toISOString() });
    expect(res.statusCode).toBe(201);
    const rows = await f.db.select().from(leadInterests).where(eq(leadInterests.leadId, lead.id));
    expect(rows.filter((r) => r.current)).toEqual([expect.objectContaining({ quantity: 3, buyType: 'flotilla' })]);
    expect(rows).toHaveLength(2);
  });

  it("moves the lead in the list's 'Modelo' filter to the new model; a lead never holds two current interests", async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser, firstName: 'Modelista', lastName: 'Cambiante' });
    const [other] = await f.db.select().from(products).where(ne(products.id, f.product.id)).limit(1);
    const found = async (productId: number) => {
      const filters = encodeURIComponent(JSON.stringify({ ProductId: productId }));
      const res = await t.api(email('manager'), { method: 'GET', url: `/api/lead/new?page=1&limit=10&search=Modelista&filters=${filters}`, agencyId: lead.agencyId });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).some((r) => r.id === lead.id);
    };
    const color = async (productId: number) => (await f.db.select().from(productColors).where(eq(productColors.productId, productId)).limit(1))[0]!.id;
    expect((await post('adviser-floor', '/api/leadInterest', { LeadId: lead.id, ProductId: other!.id, ProductColorId: await color(other!.id), buyType: 'retail', quantity: 1 })).statusCode).toBe(201);
    expect(await found(other!.id)).toBe(true);
    expect((await post('adviser-floor', '/api/leadInterest', { LeadId: lead.id, ProductId: f.product.id, ProductColorId: f.color.id, buyType: 'retail', quantity: 1 })).statusCode).toBe(201);
    expect(await found(f.product.id)).toBe(true);
    expect(await found(other!.id)).toBe(false);
    await expect(f.db.insert(leadInterests).values({ leadId: lead.id, productId: other!.id, quantity: 1, buyType: 'retail', current: true })).rejects.toThrow();
  });

  it.each([
    ['zero units', { quantity: 0 }],
    ['a fraction', { quantity: 1.5 }],
    ['seminuevo', { buyType: 'seminuevo' }],
    ['no colour', { ProductColorId: null }],
  ])('refuses %s', async (_n, over) => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const res = await post('adviser-floor', '/api/leadInterest', { LeadId: lead.id, ProductId: f.product.id, ProductColorId: f.color.id, buyType: 'retail', quantity: 1, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Por favor, completa todos los campos obligatorios');
  });

  it('is refused to hostess', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    expect((await post('hostess', '/api/leadInterest', { LeadId: lead.id, ProductId: f.product.id, ProductColorId: f.color.id, buyType: 'retail', quantity: 1 })).statusCode).toBe(403);
  });
});

describe('POST /sale/vin/{leadId}', () => {
  async function storeVins(agencyId: number, n: number) {
    const [store] = await f.db.select().from(inventoryStores).where(eq(inventoryStores.agencyId, agencyId));
    return (await f.db.select().from(inventoryVins).where(and(eq(inventoryVins.storeId, store!.id), eq(inventoryVins.status, 'store'))).limit(n)).map((v) => v.vin);
  }

  it('takes as many available VINs as units and marks them sold', async () => {
    const lead = await f.makeLead({ phase: 'en-cierre', userId: adviser, quantity: 2 });
    const vins = await storeVins(f.agencyIds[0]!, 2);
    expect((await post('adviser-floor', `/api/sale/vin/${lead.id}`, { data: { vins: vins.slice(0, 1) } })).json().data).toBe('El número de VINs debe ser igual a las unidades del lead');
    const res = await post('adviser-floor', `/api/sale/vin/${lead.id}`, { data: { vins } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((v: { vin: string }) => v.vin).sort()).toEqual([...vins].sort());
    const statuses = await f.db.select({ status: inventoryVins.status }).from(inventoryVins).where(eq(inventoryVins.vin, vins[0]!));
    expect(statuses[0]!.status).toBe('sold');
    const other = await f.makeLead({ phase: 'en-cierre', userId: adviser, quantity: 1 });
    const taken = await post('adviser-floor', `/api/sale/vin/${other.id}`, { data: { vins: [vins[0]] } });
    expect(taken.json().data).toBe('Uno o más VINs no están disponibles en el inventario de la agencia');
  });

  it("refuses VINs of another agency's store and sales-admin", async () => {
    const lead = await f.makeLead({ phase: 'en-cierre', userId: adviser, quantity: 1 });
    const foreign = await storeVins(f.agencyIds[1]!, 1);
    expect((await post('adviser-floor', `/api/sale/vin/${lead.id}`, { data: { vins: foreign } })).statusCode).toBe(400);
    expect((await post('sales-admin', `/api/sale/vin/${lead.id}`, { data: { vins: foreign } })).statusCode).toBe(403);
    expect(await f.db.select().from(saleVins).where(eq(saleVins.leadId, lead.id))).toEqual([]);
  });
});

describe('lead origins and products', () => {
  it('lists the network origins plus the agency ones; admin creates them', async () => {
    const created = await post('admin', '/api/leadOrigin/', { data: { description: 'Feria Polanco', AgencyId: f.agencyIds[0] } });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ slug: 'feria-polanco', AgencyId: f.agencyIds[0] });
    expect((await post('admin', '/api/leadOrigin/', { data: { description: 'Feria Polanco' } })).statusCode).toBe(409);
    expect((await post('manager', '/api/leadOrigin/', { data: { description: 'Otra' } })).statusCode).toBe(403);
    const mine = (await t.api(email('manager'), { method: 'GET', url: '/api/leadOrigin', agencyId: f.agencyIds[0] })).json().data;
    expect(mine.map((o: { slug: string }) => o.slug)).toContain('feria-polanco');
    const a2 = (await t.api(email('admin'), { method: 'GET', url: '/api/leadOrigin', agencyId: f.agencyIds[1] })).json().data;
    expect(a2.map((o: { slug: string }) => o.slug)).not.toContain('feria-polanco');
    expect((await t.api(email('admin'), { method: 'GET', url: '/api/leadOrigin/all' })).json().data.length).toBe(mine.length);
  });

  it('lists products by flag with colours, shows one, and lets product users create', async () => {
    const forLeads = (await t.api(email('bdc'), { method: 'GET', url: '/api/product/?flag=2' })).json().data;
    expect(forLeads.every((p: { flag: number }) => p.flag === 2 || p.flag === 1)).toBe(true);
    expect(forLeads[0].ProductColors.length).toBeGreaterThan(0);
    const forVisits = (await t.api(email('bdc'), { method: 'GET', url: '/api/product/?flag=0' })).json().data;
    expect(forVisits.some((p: { flag: number }) => p.flag === 2)).toBe(false);
    const one = (await t.api(email('bdc'), { method: 'GET', url: `/api/product/${f.product.id}` })).json().data;
    expect(one).toMatchObject({ id: f.product.id, name: 'JAC Sei2' });
    const payload = {
      data: { name: 'JAC T9', model: 2026, versions: [{ name: 'Base', transmission: 'Automática', price: 699900 }], showRoom360Url: 'https://www.jacmexico.com/t9', flag: 2, colors: [{ name: 'Verde Oliva' }] },
    };
    expect((await post('bdc', '/api/product/', payload)).statusCode).toBe(403);
    const made = await post('product', '/api/product/', payload);
    expect(made.statusCode).toBe(201);
    expect(made.json().data.ProductColors).toEqual([expect.objectContaining({ slug: 'verde-oliva' })]);
  });
});

describe('GET /leadactivitytype', () => {
  it('lists the activity types and channels', async () => {
    const res = (await t.api(email('adviser-floor'), { method: 'GET', url: '/api/leadactivitytype' })).json();
    expect(res.data.map((x: { slug: string }) => x.slug)).toEqual(expect.arrayContaining(['cotizacion', 'cita', 'prueba-de-manejo', 'envio-de-fichas-tecnicas', 'muestra-galeria']));
    expect(res.channels.map((x: { slug: string }) => x.slug)).toContain('presencial');
  });
});

describe('VINs of a reported lead', () => {
  it('link to its sale', async () => {
    const { sales } = await import('../../src/server/db/schema');
    const lead = await f.makeLead({ phase: 'cerrado', userId: adviser, quantity: 1 });
    const [sale] = await f.db.insert(sales).values({ leadId: lead.id, agencyId: f.agencyIds[0]! }).returning();
    const [store] = await f.db.select().from(inventoryStores).where(eq(inventoryStores.agencyId, f.agencyIds[0]!));
    const [vin] = await f.db.select().from(inventoryVins).where(and(eq(inventoryVins.storeId, store!.id), eq(inventoryVins.status, 'store'))).limit(1);
    const res = await post('manager', `/api/sale/vin/${lead.id}`, { data: { vins: [vin!.vin] } });
    expect(res.json().data).toEqual([expect.objectContaining({ vin: vin!.vin, SaleId: sale!.id })]);
  });
});
