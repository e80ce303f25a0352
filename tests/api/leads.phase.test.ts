import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { leadPhaseRecords, notifications, sales, saleVins } from '../../src/server/db/schema';

let t: TestApp;
let f: Fixtures;
let a1: number;
let a2: number;
let adviser: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fixtures(t);
  [a1, a2] = f.agencyIds as [number, number];
  adviser = await f.userId('adviser-floor@demo.mx');
});
afterAll(async () => t?.close());

const patch = (who: string, url: string, payload?: object) => t.api(email(who), { method: 'PATCH', url, ...(payload ? { payload } : {}) });
const lastRecord = async (leadId: number) =>
  (await f.db.select().from(leadPhaseRecords).where(eq(leadPhaseRecords.leadId, leadId)).orderBy(desc(leadPhaseRecords.id)).limit(1))[0]!;

describe('PATCH /lead/nextPhase/{id}', () => {
  it('walks the funnel one step at a time, recording each move', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser });
    const first = await patch('adviser-floor', `/api/lead/nextPhase/${lead.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ phase: 'seguimiento', subStatus: 'ACTIVO' });
    expect((await f.lead(lead.id)).firstResponseTime).not.toBeNull();
    expect(await lastRecord(lead.id)).toMatchObject({ oldPhaseSlug: '1er-contacto', newPhaseSlug: 'seguimiento', userId: adviser });
    const reserve = await patch('adviser-floor', `/api/lead/nextPhase/${lead.id}`, { data: { comments: 'Apartado' } });
    expect(reserve.json().data.phase).toBe('en-cierre');
    expect(await lastRecord(lead.id)).toMatchObject({ newPhaseSlug: 'en-cierre', comments: 'Apartado' });
  });

  it('report sale needs the invoice, then creates a PENDING_REPORTING sale with the sale data and VINs', async () => {
    const lead = await f.makeLead({ phase: 'en-cierre', userId: adviser, quantity: 1 });
    const noInvoice = await patch('sales-admin', `/api/lead/nextPhase/${lead.id}`);
    expect(noInvoice.statusCode).toBe(400);
    expect(noInvoice.json().data).toBe('Ingrese el número de factura');
    await patch('adviser-floor', `/api/lead/${lead.id}`, { data: { paymentMethod: 'credito', bank: 'cetelem', ensurance: 'GNP', saleCondition: 'nuevo', rfc: 'XAXX010101000' } });
    await patch('adviser-floor', `/api/lead/${lead.id}`, { data: { invoice: 'FAC-77' } });
    await f.db.insert(saleVins).values({ leadId: lead.id, vin: 'VIN-PHASE-TEST-1' });
    const res = await patch('sales-admin', `/api/lead/nextPhase/${lead.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phase).toBe('cerrado');
    const [sale] = await f.db.select().from(sales).where(eq(sales.leadId, lead.id));
    expect(sale).toMatchObject({
      stage: 'PENDING_REPORTING',
      invoiceNumber: 'FAC-77',
      paymentMethod: 'credito',
      bank: 'cetelem',
      insuranceCarrier: 'GNP',
      rfc: 'XAXX010101000',
      productId: f.product.id,
      productColorId: f.color.id,
      quantity: 1,
      salePrice: f.product.price,
    });
    const [vin] = await f.db.select().from(saleVins).where(eq(saleVins.leadId, lead.id));
    expect(vin!.saleId).toBe(sale!.id);
    const again = await patch('sales-admin', `/api/lead/nextPhase/${lead.id}`);
    expect(again.statusCode).toBe(409);
  });

  it('applies §6 per step: hostess may not advance, sales-admin only reports the sale', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser });
    expect((await patch('hostess', `/api/lead/nextPhase/${lead.id}`)).statusCode).toBe(403);
    expect((await patch('sales-admin', `/api/lead/nextPhase/${lead.id}`)).statusCode).toBe(403);
    expect((await patch('bdc', `/api/lead/nextPhase/${lead.id}`)).statusCode).toBe(200);
    expect((await patch('bdc', `/api/lead/nextPhase/${lead.id}`)).statusCode).toBe(200); // Apartar
    await patch('manager', `/api/lead/${lead.id}`, { data: { invoice: 'FAC-9' } });
    expect((await patch('bdc', `/api/lead/nextPhase/${lead.id}`)).statusCode).toBe(403); // report sale excludes bdc
    expect((await patch('coordinator', `/api/lead/nextPhase/${lead.id}`)).statusCode).toBe(200);
  });
});

describe('discard and return to funnel', () => {
  it('freezes with one of the reasons, then activate returns it to the phase it left', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const noReason = await patch('adviser-floor', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'congelado', comments: '' } });
    expect(noReason.json().data).toBe('Por favor seleccione una razón');
    const res = await patch('adviser-floor', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'congelado', comments: 'Precio muy alto' } });
    expect(res.json().data).toMatchObject({ phase: 'congelado', subStatus: 'INACTIVO' });
    expect(await lastRecord(lead.id)).toMatchObject({ oldPhaseSlug: 'seguimiento', newPhaseSlug: 'congelado', comments: 'Precio muy alto' });
    const again = await patch('adviser-floor', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'congelado', comments: 'Precio muy alto' } });
    expect(again.statusCode).toBe(409);
    const back = await patch('hostess', `/api/lead/activate/${lead.id}`);
    expect(back.json().data).toMatchObject({ phase: 'seguimiento', subStatus: 'ACTIVO' });
  });

  it('future sale needs a date later than now and keeps it as reactivation date', async () => {
    const lead = await f.makeLead({ phase: 'en-cierre', userId: adviser });
    const noDate = await patch('adviser-floor', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'futura-venta' } });
    expect(noDate.json().data).toBe('Por favor seleccione una fecha');
    const past = await patch('adviser-floor', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'futura-venta', reactivationDate: '2020-01-01T00:00:00Z' } });
    expect(past.json().data).toBe('Por favor seleccione una fecha');
    const when = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await patch('adviser-floor', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'futura-venta', comments: 'Futura venta', reactivationDate: when } });
    expect(res.json().data.phase).toBe('futura-venta');
    expect(new Date((await f.lead(lead.id)).reactivationDate!).toISOString()).toBe(when);
    expect(await lastRecord(lead.id)).toMatchObject({ newPhaseSlug: 'futura-venta', comments: 'Futura venta' });
    const revived = await patch('coordinator', `/api/lead/revive/${lead.id}`);
    expect(revived.json().data).toMatchObject({ phase: 'en-cierre', reactivationDate: null });
  });

  it('revive reopens a closed lead as a repurchase; activate does not', async () => {
    const lead = await f.makeLead({ phase: 'cerrado', userId: adviser });
    expect((await patch('manager', `/api/lead/activate/${lead.id}`)).statusCode).toBe(409);
    const res = await patch('manager', `/api/lead/revive/${lead.id}`);
    expect(res.json().data).toMatchObject({ phase: '1er-contacto', recompra: true });
  });

  it('discard is refused to hostess and sales-admin; return to funnel to sales-admin', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    for (const role of ['hostess', 'sales-admin']) {
      expect((await patch(role, `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'congelado', comments: 'Precio muy alto' } })).statusCode, role).toBe(403);
    }
    await patch('bdc', `/api/lead/deactivate/${lead.id}`, { data: { newPhase: 'congelado', comments: 'No contestó' } });
    expect((await patch('sales-admin', `/api/lead/revive/${lead.id}`)).statusCode).toBe(403);
  });
});

describe('PATCH /lead/{id}', () => {
  it('reassigns to an adviser of the agency with a REASSIGN_LEAD notification', async () => {
    const lead = await f.makeLead({ phase: 'subasta' });
    const missing = await patch('hostess', `/api/lead/${lead.id}`, { data: { UserId: null } });
    expect(missing.json().data).toBe('Seleccionar un asesor');
    const manager = await f.userId('manager@demo.mx');
    expect((await patch('hostess', `/api/lead/${lead.id}`, { data: { UserId: manager } })).json().data).toBe('Seleccionar un asesor');
    const res = await patch('hostess', `/api/lead/${lead.id}`, { data: { UserId: adviser } });
    expect(res.json().data).toMatchObject({ userId: adviser, phase: '1er-contacto' });
    const [n] = await f.db.select().from(notifications).where(and(eq(notifications.leadId, lead.id), eq(notifications.type, 'REASSIGN_LEAD')));
    expect(n!.userId).toBe(adviser);
    for (const role of ['adviser-floor', 'sales-admin']) expect((await patch(role, `/api/lead/${lead.id}`, { data: { UserId: adviser } })).statusCode, role).toBe(403);
  });

  it('edits name, e-mail and phone with the create rules, notifying the owner', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const url = `/api/lead/${lead.id}`;
    const ok = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.ruiz@correo.mx', phone: '5599887766' };
    expect((await patch('coordinator', url, { ...ok, email: '' })).json().data).toBe('Por favor, completa todos los campos obligatorios');
    expect((await patch('coordinator', url, { ...ok, email: 'ana@' })).json().data).toBe('El email ingresado no es válido');
    expect((await patch('coordinator', url, { ...ok, phone: '12345' })).json().data).toBe('El teléfono ingresado no es válido');
    expect((await patch('hostess', url, ok)).statusCode).toBe(403);
    const res = await patch('coordinator', url, ok);
    expect(res.json().data).toMatchObject({ firstName: 'Ana', email: 'ana.ruiz@correo.mx', phone: '+525599887766' });
    const [n] = await f.db.select().from(notifications).where(and(eq(notifications.leadId, lead.id), eq(notifications.type, 'UPDATED_LEAD')));
    expect(n!.userId).toBe(adviser);
  });

  it('saves sale data from the enumerations and records Confirmar datos with old and new values', async () => {
    const lead = await f.makeLead({ phase: 'en-cierre', userId: adviser });
    const url = `/api/lead/${lead.id}`;
    expect((await patch('adviser-floor', url, { data: { bank: 'banco-x' } })).statusCode).toBe(400);
    expect((await patch('sales-admin', url, { data: { bank: 'cetelem' } })).statusCode).toBe(403);
    const res = await patch('adviser-floor', url, { data: { bank: 'cetelem', exangeCar: true, razonSocial: 'Ruiz SA' } });
    expect(res.json().data).toMatchObject({ bank: 'cetelem', exangeCar: true, razonSocial: 'Ruiz SA' });
    const d = (await t.api(email('adviser-floor'), { method: 'GET', url })).json().data;
    const confirm = d.LeadActivities.find((a: { LeadActivityType: { slug: string } }) => a.LeadActivityType.slug === 'confirmar-datos');
    expect(confirm.data).toEqual({ old: { bank: null, exangeCar: null, razonSocial: null }, new: { bank: 'cetelem', exangeCar: true, razonSocial: 'Ruiz SA' } });
  });

  it('invoice is required and refused to sales-admin', async () => {
    const lead = await f.makeLead({ phase: 'en-cierre', userId: adviser });
    expect((await patch('manager', `/api/lead/${lead.id}`, { data: { invoice: ' ' } })).json().data).toBe('Ingrese el número de factura');
    expect((await patch('sales-admin', `/api/lead/${lead.id}`, { data: { invoice: 'F-1' } })).statusCode).toBe(403);
  });

  it('demographics need all four, and are refused to bdc', async () => {
    const lead = await f.makeLead({ phase: 'seguimiento', userId: adviser });
    const url = `/api/lead/${lead.id}`;
    expect((await patch('adviser-floor', url, { data: { gender: 'M', sector: 'PRIVADO', maritalStatus: 'CASADO' } })).json().data).toBe('Por favor completa todos los campos');
    expect((await patch('bdc', url, { data: { gender: 'M', sector: 'PRIVADO', maritalStatus: 'CASADO', age: '25_34' } })).statusCode).toBe(403);
    const res = await patch('adviser-floor', url, { data: { gender: 'M', sector: 'PRIVADO', maritalStatus: 'CASADO', age: '25_34' } });
    expect(res.json().data).toMatchObject({ gender: 'M', age: '25_34' });
  });
});

describe('reassignAgency and first-response-time', () => {
  it('moves a lead to another agency of the caller, to its subasta or to an adviser there', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser });
    expect((await patch('manager', `/api/lead/reassignAgency/${lead.id}`, { data: { AgencyId: a2 } })).statusCode).toBe(403);
    const res = await patch('admin', `/api/lead/reassignAgency/${lead.id}`, { data: { AgencyId: a2 } });
    expect(res.json().data).toMatchObject({ agencyId: a2, userId: null, phase: 'subasta' });
    expect((await t.api(email('manager'), { method: 'GET', url: `/api/lead/${lead.id}` })).statusCode).toBe(404);
    expect((await patch('adviser-floor', `/api/lead/reassignAgency/${lead.id}`, { data: { AgencyId: a1 } })).statusCode).toBe(403);
  });

  it('records the first response time once', async () => {
    const lead = await f.makeLead({ phase: '1er-contacto', userId: adviser, createdAt: new Date(Date.now() - 90 * 60_000) });
    const first = (await patch('adviser-floor', `/api/lead/first-response-time/${lead.id}`)).json().data;
    expect(first.firstResponseTimeInMinutes).toBe(90);
    const second = (await patch('adviser-floor', `/api/lead/first-response-time/${lead.id}`)).json().data;
    expect(second.firstResponseTime).toBe(first.firstResponseTime);
    expect((await patch('hostess', `/api/lead/first-response-time/${lead.id}`)).statusCode).toBe(403);
  });
});
