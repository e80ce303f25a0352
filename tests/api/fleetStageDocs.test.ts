import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, type FleetFixtures } from './fleetFixtures';
import { leadFleetAgencies, leadFleetDocuments, leadFleetQuotations } from '../../src/server/db/schema';

let t: TestApp;
let f: FleetFixtures;
let execId: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 3 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
});
afterAll(async () => t?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const dataUrl = (bytes: Buffer, mime = 'application/pdf') => `data:${mime};base64,${bytes.toString('base64')}`;
const file = (name: string, bytes = PDF, mime?: string) => ({ name, base64: dataUrl(bytes, mime) });
const call = (role: string, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) =>
  t.api(email(role), { method, url: `/api${url}`, ...(data === undefined ? {} : { payload: { data } }) });

describe('account investigation and dealers (1ER_CONTACTO)', () => {
  it('the checkbox saves at once with its message', async () => {
    const lead = await f.makeLead({ userId: execId });
    const res = await call('fleet-executive', 'PATCH', `/lead-fleet/${lead.id}`, { accountInvestigationRealized: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Se ha actualizado el estado de la investigación de cuenta', data: { accountInvestigationRealized: true } });
    expect((await f.lead(lead.id))!.accountInvestigationRealized).toBe(true);
  });

  it('evidence files become EVIDENCE documents listed on the lead and readable as uploaded', async () => {
    const lead = await f.makeLead({ userId: execId });
    const res = await call('fleet-executive', 'PATCH', `/lead-fleet/evidence/${lead.id}`, { documents: [file('acta.pdf'), file('foto.png', PNG, 'image/png')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Documentos subidos correctamente');
    const detail = (await call('fleet-executive', 'GET', `/lead-fleet/${lead.id}`)).json().data;
    expect(detail.LeadFleetAccountInvestigationEvidences).toHaveLength(2);
    const png = res.json().data.find((d: { name: string }) => d.name === 'foto.png');
    const got = await call('fleet-executive', 'GET', png.documentUrl.replace('/api', ''));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
  });

  it('adds a dealer; Seleccione una agencia / Faltan datos por llenar', async () => {
    const lead = await f.makeLead({ userId: execId });
    const ok = await call('fleet-executive', 'PATCH', `/lead-fleet/dealer/${lead.id}`, { AgencyId: f.agencyIds[1], name: 'Dealer Dos', phone: '5512341234', email: 'dos@dealer.mx' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Dealer agregado correctamente');
    expect(await f.db.select().from(leadFleetAgencies).where(eq(leadFleetAgencies.leadFleetId, lead.id))).toHaveLength(1);
    const noStore = await call('fleet-executive', 'PATCH', `/lead-fleet/dealer/${lead.id}`, { name: 'X', phone: '5512341234', email: 'x@d.mx' });
    expect([noStore.statusCode, noStore.json().data]).toEqual([400, 'Seleccione una agencia']);
    const noName = await call('fleet-executive', 'PATCH', `/lead-fleet/dealer/${lead.id}`, { AgencyId: f.agencyIds[0], name: '', phone: '5512341234', email: 'x@d.mx' });
    expect([noName.statusCode, noName.json().data]).toEqual([400, 'Faltan datos por llenar']);
  });
});

describe('documents', () => {
  it('uploads purchase orders and terms, lists them by type and all together', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'CIERRE' });
    const po = await call('fleet-executive', 'POST', `/lead-fleet/documents/${lead.id}`, { type: 'PURCHASE_ORDER', documents: [file('oc.pdf')] });
    expect(po.statusCode, po.body).toBe(201);
    expect(po.json()).toMatchObject({ message: 'Documentos subidos correctamente', data: [{ type: 'PURCHASE_ORDER', name: 'oc.pdf' }] });
    await call('fleet-executive', 'POST', `/lead-fleet/documents/${lead.id}`, { type: 'TERMS_AND_CONDITIONS', documents: [file('tyc.pdf')] });
    const pos = (await call('fleet-executive', 'GET', `/lead-fleet/documents/${lead.id}?type=PURCHASE_ORDER`)).json().data;
    expect(pos.map((d: { name: string }) => d.name)).toEqual(['oc.pdf']);
    const all = (await call('fleet-executive', 'GET', `/lead-fleet/all-documents/${lead.id}`)).json().data;
    expect(all.map((d: { type: string }) => d.type).sort()).toEqual(['PURCHASE_ORDER', 'TERMS_AND_CONDITIONS']);
  });

  it('refuses a file by its content (400) and by its size (413), never 5xx, and stores nothing', async () => {
    const lead = await f.makeLead({ userId: execId });
    const exe = await call('fleet-executive', 'POST', `/lead-fleet/documents/${lead.id}`, { type: 'PURCHASE_ORDER', documents: [file('oc.pdf', Buffer.from('MZ not a pdf at all'))] });
    expect([exe.statusCode, exe.json().data]).toEqual([400, 'Tipo de archivo no permitido']);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await call('fleet-executive', 'POST', `/lead-fleet/documents/${lead.id}`, { type: 'PURCHASE_ORDER', documents: [file('big.pdf', big)] });
    expect(tooBig.statusCode).toBe(413);
    const none = await call('fleet-executive', 'POST', `/lead-fleet/documents/${lead.id}`, { type: 'PURCHASE_ORDER', documents: [] });
    expect([none.statusCode, none.json().data]).toEqual([400, 'Debes subir al menos un documento']);
    expect(await f.db.select().from(leadFleetDocuments).where(eq(leadFleetDocuments.leadFleetId, lead.id))).toHaveLength(0);
  });

  it('a document is unreadable through another lead, by an executive without the lead, and by a retail role', async () => {
    const mine = await f.makeLead({ userId: execId });
    const other = await f.makeLead({ userId: execId });
    const theirs = await f.makeLead({ userId: await f.userId('fleet-coordinator@demo.mx') });
    const up = await call('fleet-coordinator', 'POST', `/lead-fleet/documents/${theirs.id}`, { type: 'PURCHASE_ORDER', documents: [file('secreto.pdf')] });
    expect(up.statusCode, up.body).toBe(201);
    const docId = up.json().data[0].id;
    expect((await call('fleet-coordinator', 'GET', `/lead-fleet/file/${theirs.id}/${docId}`)).statusCode).toBe(200);
    const viaOther = await call('fleet-coordinator', 'GET', `/lead-fleet/file/${other.id}/${docId}`);
    expect([viaOther.statusCode, viaOther.json().data]).toEqual([404, 'No se encontró el archivo']);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/file/${theirs.id}/${docId}`)).statusCode).toBe(404);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/documents/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/all-documents/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('fleet-executive', 'POST', `/lead-fleet/documents/${theirs.id}`, { type: 'PURCHASE_ORDER', documents: [file('x.pdf')] })).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/lead-fleet/file/${theirs.id}/${docId}`)).statusCode).toBe(403);
    expect((await call('sales-admin', 'POST', `/lead-fleet/documents/${mine.id}`, { type: 'PURCHASE_ORDER', documents: [file('x.pdf')] })).statusCode).toBe(403);
    const missing = await call('fleet-coordinator', 'GET', `/lead-fleet/file/${theirs.id}/999999`);
    expect([missing.statusCode, missing.json().data]).toEqual([404, 'No se encontró el archivo']);
  });
});

describe('quotations', () => {
  const body = (o: Record<string, unknown> = {}) => ({
    ProductId: f.product.id,
    publicPrice: '450,000.50',
    discountPercentage: 10,
    quantity: 3,
    hasCharger: true,
    chargerAmount: 25000,
    comments: 'Precio especial por volumen',
    finalAmount: 1,
    ...o,
  });

  it('creates a quotation with the server’s own final amount (the client’s figure is ignored)', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const res = await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, body());
    expect(res.statusCode, res.body).toBe(201);
    // 450,000.50 × 3 = 1,350,001.50; × 0.9 = 1,215,001.35; + 25,000
    expect(res.json()).toMatchObject({
      message: 'La cotización fue creada con éxito',
      data: { finalAmountCentavos: 124_000_135, discountAbsorbedByDealer: 50, discountAbsorbedByManufacturer: 50, quantity: 3, status: 1 },
    });
    const [row] = await f.db.select().from(leadFleetQuotations).where(eq(leadFleetQuotations.leadFleetId, lead.id));
    expect(row!.finalAmountCentavos).toBe(124_000_135);
    expect(res.json().data.documentUrl).toBe(`/api/lead-fleet/cotizacion/${lead.id}/${row!.id}/pdf`);
  });

  it('caps the discount at 100 and zeroes an unchecked charger', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const res = await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, body({ discountPercentage: 150, hasCharger: true, chargerAmount: 1000 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ discountPercentage: 100, finalAmountCentavos: 100_000 });
    const noCharger = await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, body({ discountPercentage: 0, hasCharger: false, chargerAmount: 1000, quantity: 1, publicPrice: 100 }));
    expect(noCharger.json().data).toMatchObject({ chargerAmountCentavos: 0, finalAmountCentavos: 10_000, discountAbsorbedByDealer: 0 });
  });

  it.each([
    ['vehicle', { ProductId: undefined }],
    ['public price', { publicPrice: '' }],
    ['units', { quantity: 0 }],
    ['comments', { comments: ' ' }],
    ['a zero final amount', { publicPrice: 0, hasCharger: false }],
  ])('refuses a missing %s: Todos los campos son necesarios', async (_n, o) => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const res = await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, body(o));
    expect([res.statusCode, res.json().data]).toEqual([400, 'Todos los campos son necesarios']);
  });

  it('lists, gives the latest and renders the PDF; an uploaded document becomes the quotation’s document', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    const first = (await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, body())).json().data;
    const second = (await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${lead.id}`, body({ documents: [file('cotizacion-firmada.pdf')] }))).json().data;
    const list = (await call('fleet-executive', 'GET', `/lead-fleet/cotizacion/${lead.id}`)).json().data;
    expect(list.map((q: { id: number }) => q.id)).toEqual([second.id, first.id]);
    const latest = (await call('fleet-executive', 'GET', `/lead-fleet/ultima-cotizacion/${lead.id}`)).json().data;
    expect(latest[0]).toMatchObject({ id: second.id, Product: { name: 'JAC Sei2' } });
    expect(second.documentUrl).toMatch(new RegExp(`^/api/lead-fleet/file/${lead.id}/\\d+$`));
    const pdf = await call('fleet-executive', 'GET', first.documentUrl.replace('/api', ''));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const test = await call('fleet-executive', 'GET', `/lead-fleet/document/test/${first.id}`);
    expect(test.statusCode).toBe(200);
    const all = (await call('fleet-executive', 'GET', `/lead-fleet/all-documents/${lead.id}`)).json().data;
    expect(all).toEqual([expect.objectContaining({ type: 'QUOTATION', LeadFleetQuotationId: second.id, Product: expect.objectContaining({ name: 'JAC Sei2' }) })]);
  });

  it('another executive cannot quote, list or open a lead’s quotations', async () => {
    const theirs = await f.makeLead({ userId: await f.userId('fleet-coordinator@demo.mx'), phase: 'SEGUIMIENTO' });
    const q = (await call('fleet-coordinator', 'POST', `/lead-fleet/cotizacion/${theirs.id}`, body())).json().data;
    expect((await call('fleet-executive', 'POST', `/lead-fleet/cotizacion/${theirs.id}`, body())).statusCode).toBe(404);
    expect((await call('fleet-executive', 'GET', `/lead-fleet/cotizacion/${theirs.id}`)).statusCode).toBe(404);
    const pdf = await call('fleet-executive', 'GET', `/lead-fleet/document/test/${q.id}`);
    expect([pdf.statusCode, pdf.json().data]).toEqual([404, 'No se encontró el archivo']);
    const viaOther = await call('fleet-coordinator', 'GET', `/lead-fleet/cotizacion/${(await f.makeLead()).id}/${q.id}/pdf`);
    expect(viaOther.statusCode).toBe(404);
  });
});
