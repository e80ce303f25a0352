import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, TESTED_ROLES, type FleetFixtures } from './fleetFixtures';
import { leadFleetActivities, leadFleetAgencies, leadFleetEvents, leadFleetProducts } from '../../src/server/db/schema';

let t: TestApp;
let f: FleetFixtures;
let execId: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
});
afterAll(async () => t?.close());

const LEADERS = ['admin', 'fleet-coordinator', 'fleet-manager'];
const WRITERS = [...LEADERS, 'fleet-executive'];

async function createBody(o: Record<string, unknown> = {}) {
  const company = await f.makeCompany({ userId: execId });
  return {
    data: {
      CompanyId: company.id,
      UserId: execId,
      LeadFleetOriginId: f.cat.origin,
      companyContactPerson: { name: 'Mariana López', phone: '55 1234 5678', email: 'Mariana@Empresa.mx' },
      products: [{ ProductId: f.product.id, ProductColorId: f.color.id, quantity: 12 }],
      agencies: [{ AgencyId: f.agencyIds[1]!, contactPerson: { name: 'Dealer Uno', phone: '5511112222', email: 'dealer@jac.mx' } }],
      comments: 'Flotilla de reparto',
      LeadFleetClasificationId: f.cat.clasification,
      ...o,
    },
  };
}

describe('POST /lead-fleet', () => {
  it('creates the lead with its contact, vehicles and dealers', async () => {
    const res = await t.api(email('fleet-manager'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody() });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Lead creado correctamente');
    expect(data).toMatchObject({
      phase: '1ER_CONTACTO',
      status: 'ACTIVO',
      contactName: 'Mariana López',
      email: 'mariana@empresa.mx',
      phone: '5512345678',
      totalQuantity: 12,
      User: { email: 'fleet-executive@demo.mx' },
      LeadFleetOrigin: { id: f.cat.origin },
      LeadFleetClasification: { id: f.cat.clasification },
      CompanyContactPerson: { type: 'CONTACTO', name: 'Mariana López' },
    });
    expect(data.LeadFleetProducts[0]).toMatchObject({ quantity: 12, Product: { name: 'JAC Sei2', model: 'Sei2' }, ProductColor: { id: f.color.id } });
    expect(data.Agencies[0]).toMatchObject({ AgencyId: f.agencyIds[1], contactPerson: { name: 'Dealer Uno', email: 'dealer@jac.mx' } });
    expect(data.Company.id).toBe(data.CompanyId);
    const events = await f.db.select().from(leadFleetEvents).where(eq(leadFleetEvents.leadFleetId, data.id));
    expect(events.map((e) => e.action)).toEqual(['CREATED']);
  });

  it.each([
    ['company', { CompanyId: undefined }, 'Todos los campos son requeridos'],
    ['origin', { LeadFleetOriginId: null }, 'Todos los campos son requeridos'],
    ['contact e-mail', { companyContactPerson: { name: 'A', phone: '5512345678', email: '' } }, 'Todos los campos son requeridos'],
    ['vehicles', { products: [] }, 'Al menos un vehículo es requerido'],
    ['vehicle quantity', { products: [{ ProductId: 1, ProductColorId: 1, quantity: 0 }] }, 'Todos los campos son requeridos'],
    ['classification', { LeadFleetClasificationId: undefined }, 'Todos los campos son requeridos'],
    ['dealer contact', { agencies: [{ AgencyId: 1, contactPerson: { name: 'X', phone: '', email: 'x@y.mx' } }] }, 'Todos los campos son requeridos'],
  ])('refuses a missing %s', async (_n, o, message) => {
    const res = await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody(o) });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(message);
  });

  it('needs the executive from everyone but a fleet-executive, who always gets the lead', async () => {
    const missing = await t.api(email('fleet-coordinator'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ UserId: undefined }) });
    expect(missing.json().data).toBe('Todos los campos son requeridos');
    const own = await t.api(email('fleet-executive'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ UserId: await f.userId('fleet-manager@demo.mx') }) });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.UserId).toBe(execId);
  });

  it('assigns to fleet roles and to the calling admin only', async () => {
    const admin = await f.userId('admin@demo.mx');
    expect((await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ UserId: admin }) })).statusCode).toBe(201);
    const coord = await t.api(email('fleet-coordinator'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ UserId: admin }) });
    expect(coord.statusCode).toBe(400);
    const retail = await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ UserId: await f.userId('manager@demo.mx') }) });
    expect(retail.statusCode).toBe(400);
  });

  it('refuses a colour of another model and an inactive company, writing nothing', async () => {
    const before = ((await queryRows<{ n: number }>(f.db, sql`SELECT count(*)::int AS n FROM lead_fleets`)))[0]!.n;
    const wrongColor = await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ products: [{ ProductId: f.product.id, ProductColorId: f.otherColor.id, quantity: 2 }] }) });
    expect(wrongColor.json().data).toBe('El color no corresponde al modelo');
    const inactive = await f.makeCompany({ active: false });
    const res = await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody({ CompanyId: inactive.id }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe('La empresa está inactiva');
    const after = ((await queryRows<{ n: number }>(f.db, sql`SELECT count(*)::int AS n FROM lead_fleets`)))[0]!.n;
    expect(after).toBe(before);
  });

  it.each(TESTED_ROLES)('§6 create: %s', async (role) => {
    const res = await t.api(email(role), { method: 'POST', url: '/api/lead-fleet', payload: await createBody() });
    expect(res.statusCode, res.body).toBe(WRITERS.includes(role) ? 201 : 403);
  });

  it('reuses a contact picked from the autocomplete', async () => {
    const body = await createBody();
    const [contact] = await f.contactsOf(body.data.CompanyId as number, 'OPERATOR');
    body.data.companyContactPerson = { id: contact!.id, name: 'Contacto Operador', phone: '5522222222', email: 'operador@fixture.mx' } as never;
    const res = await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: body });
    expect(res.json().data.CompanyContactPerson.id).toBe(contact!.id);
    const sug = await t.api(email('admin'), { method: 'GET', url: `/api/lead-fleet/data/contactPersonSuggestion?filter=contacto&CompanyId=${body.data.CompanyId}` });
    expect(sug.json().data.length).toBe(2);
  });
});

describe('GET /lead-fleet/{id} and access', () => {
  it('answers the detail; 404 to another executive and outside the agency', async () => {
    const mine = await f.makeLead({ userId: execId });
    const theirs = await f.makeLead({ userId: await f.userId('fleet-coordinator@demo.mx') });
    const elsewhere = await f.makeLead({ agencyId: f.agencyIds[2]! });
    expect((await t.api(email('fleet-executive'), { method: 'GET', url: `/api/lead-fleet/${mine.id}` })).statusCode).toBe(200);
    for (const req of [
      { method: 'GET', url: `/api/lead-fleet/${theirs.id}` },
      { method: 'PATCH', url: `/api/lead-fleet/${theirs.id}`, payload: { data: { move: 'next' } } },
      { method: 'GET', url: `/api/lead-fleet/data/history/${theirs.id}` },
      { method: 'POST', url: `/api/lead-fleet-product/${theirs.id}`, payload: { data: { ProductId: f.product.id, ProductColorId: f.color.id, quantity: 1 } } },
    ] as const) {
      const res = await t.api(email('fleet-executive'), req);
      expect(res.statusCode, req.url).toBe(404);
    }
    expect((await f.lead(theirs.id))!.phase).toBe('1ER_CONTACTO');
    expect((await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet/${elsewhere.id}` })).statusCode).toBe(404);
    expect((await t.api(email('sales-admin'), { method: 'GET', url: `/api/lead-fleet/${theirs.id}` })).statusCode).toBe(200);
    expect((await t.api(email('manager'), { method: 'GET', url: `/api/lead-fleet/${theirs.id}` })).statusCode).toBe(403);
  });
});

describe('phase moves (§4)', () => {
  const move = (role: string, id: number, data: object) => t.api(email(role), { method: 'PATCH', url: `/api/lead-fleet/${id}`, payload: { data } });

  it('advances through the funnel and fails past POST_VENTA', async () => {
    const lead = await f.makeLead({ userId: execId });
    for (const to of ['SEGUIMIENTO', 'CIERRE', 'POST_VENTA']) {
      const res = await move('fleet-executive', lead.id, { move: 'next' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Etapa finalizada', message: 'La etapa ha sido finalizada con éxito', data: { phase: to } });
    }
    const stop = await move('fleet-executive', lead.id, { move: 'next' });
    expect(stop.statusCode).toBe(409);
    expect(stop.json().data).toBe('No se puede avanzar de etapa');
    const events = await f.db.select().from(leadFleetEvents).where(eq(leadFleetEvents.leadFleetId, lead.id));
    expect(events.map((e) => `${e.oldPhase}>${e.newPhase}`)).toEqual(['1ER_CONTACTO>SEGUIMIENTO', 'SEGUIMIENTO>CIERRE', 'CIERRE>POST_VENTA']);
  });

  it('goes back and fails before 1ER_CONTACTO', async () => {
    const lead = await f.makeLead({ phase: 'SEGUIMIENTO' });
    expect((await move('admin', lead.id, { move: 'previous' })).json().data.phase).toBe('1ER_CONTACTO');
    const stop = await move('admin', lead.id, { move: 'previous' });
    expect(stop.statusCode).toBe(409);
    expect(stop.json().data).toBe('No se puede retroceder de etapa');
  });

  it('neither advances nor goes back from CONGELADO', async () => {
    const lead = await f.makeLead({ phase: 'CONGELADO', status: 'INACTIVO' });
    expect((await move('admin', lead.id, { move: 'next' })).json().data).toBe('No se puede avanzar de etapa');
    expect((await move('admin', lead.id, { move: 'previous' })).json().data).toBe('No se puede retroceder de etapa');
    expect((await move('admin', lead.id, { phase: 'SEGUIMIENTO' })).json().data).toBe('No se puede avanzar de etapa');
    expect((await f.lead(lead.id))!.phase).toBe('CONGELADO');
  });

  it('takes the target phase as the spec sends it, refusing a skip', async () => {
    const lead = await f.makeLead();
    expect((await move('admin', lead.id, { phase: 'SEGUIMIENTO' })).json().data.phase).toBe('SEGUIMIENTO');
    expect((await move('admin', lead.id, { phase: 'POST_VENTA' })).statusCode).toBe(409);
    expect((await move('admin', lead.id, { phase: '1ER_CONTACTO' })).json().data.phase).toBe('1ER_CONTACTO');
  });

  it('freezes (INACTIVO) and reactivates into 1ER_CONTACTO (ACTIVO)', async () => {
    const lead = await f.makeLead({ phase: 'CIERRE', userId: execId });
    const frozen = await move('fleet-executive', lead.id, { move: 'freeze' });
    expect(frozen.json()).toMatchObject({ message: 'Lead congelado', data: { phase: 'CONGELADO', status: 'INACTIVO' } });
    expect((await move('fleet-executive', lead.id, { move: 'freeze' })).statusCode).toBe(409);
    const back = await move('fleet-executive', lead.id, { move: 'reactivate' });
    expect(back.json()).toMatchObject({ message: 'Lead reactivado', data: { phase: '1ER_CONTACTO', status: 'ACTIVO' } });
    expect((await move('fleet-executive', lead.id, { move: 'reactivate' })).statusCode).toBe(409);
    const viaPhase = await move('admin', lead.id, { phase: 'CONGELADO' });
    expect(viaPhase.json().data.phase).toBe('CONGELADO');
  });

  it.each(TESTED_ROLES)('§6 move: %s', async (role) => {
    const lead = await f.makeLead({ userId: execId });
    const res = await move(role, lead.id, { move: 'next' });
    expect(res.statusCode).toBe(WRITERS.includes(role) ? 200 : 403);
  });
});

describe('edit lead', () => {
  it('edits the contact data and classification', async () => {
    const lead = await f.makeLead({ userId: execId });
    const res = await t.api(email('fleet-executive'), {
      method: 'PATCH',
      url: `/api/lead-fleet/${lead.id}`,
      payload: { data: { name: 'Nuevo Nombre', phone: '5590001111', email: 'nuevo@empresa.mx', comments: 'nota', LeadFleetClasificationId: f.cat.clasification } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Lead editado correctamente', data: { contactName: 'Nuevo Nombre', email: 'nuevo@empresa.mx', comments: 'nota' } });
  });

  it('refuses a missing field with Todos los campos son requeridos', async () => {
    const lead = await f.makeLead();
    const res = await t.api(email('admin'), { method: 'PATCH', url: `/api/lead-fleet/${lead.id}`, payload: { data: { name: 'X', phone: '5590001111', email: 'x@y.mx' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('Todos los campos son requeridos');
  });
});

describe('products', () => {
  it('adds, edits and removes vehicles, keeping the total and refusing to remove the only one', async () => {
    const lead = await f.makeLead({ userId: execId, quantity: 5 });
    const [only] = await f.db.select().from(leadFleetProducts).where(eq(leadFleetProducts.leadFleetId, lead.id));
    const last = await t.api(email('fleet-executive'), { method: 'DELETE', url: `/api/lead-fleet-product/${only!.id}` });
    expect(last.statusCode).toBe(409);
    expect(last.json().data).toBe('No puedes eliminar el único producto de la flotilla');
    const add = await t.api(email('fleet-executive'), { method: 'POST', url: `/api/lead-fleet-product/${lead.id}`, payload: { data: { ProductId: f.other.id, ProductColorId: f.otherColor.id, quantity: 7 } } });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ message: 'Producto agregado correctamente', data: { quantity: 7, Product: { id: f.other.id } } });
    expect((await f.lead(lead.id))!.totalQuantity).toBe(12);
    const edit = await t.api(email('fleet-executive'), { method: 'PATCH', url: `/api/lead-fleet-product/${add.json().data.id}`, payload: { data: { ProductId: f.other.id, ProductColorId: f.otherColor.id, quantity: 20 } } });
    expect(edit.json().message).toBe('Producto editado correctamente');
    expect((await f.lead(lead.id))!.totalQuantity).toBe(25);
    const del = await t.api(email('fleet-executive'), { method: 'DELETE', url: `/api/lead-fleet-product/${only!.id}` });
    expect(del.json().message).toBe('Producto eliminado correctamente');
    expect((await f.lead(lead.id))!.totalQuantity).toBe(20);
    const bad = await t.api(email('fleet-executive'), { method: 'POST', url: `/api/lead-fleet-product/${lead.id}`, payload: { data: { ProductId: f.other.id, ProductColorId: f.otherColor.id, quantity: 0 } } });
    expect(bad.json().data).toBe('Todos los campos son requeridos');
  });

  it('refuses sales-admin and retail roles', async () => {
    const lead = await f.makeLead();
    for (const role of ['sales-admin', 'manager']) {
      const res = await t.api(email(role), { method: 'POST', url: `/api/lead-fleet-product/${lead.id}`, payload: { data: { ProductId: f.other.id, ProductColorId: f.otherColor.id, quantity: 1 } } });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('reassign', () => {
  it.each(TESTED_ROLES)('§6 reassign: %s', async (role) => {
    const lead = await f.makeLead({ userId: execId });
    const to = await f.userId('fleet-coordinator@demo.mx');
    const res = await t.api(email(role), { method: 'PATCH', url: `/api/lead-fleet/user/${lead.id}`, payload: { data: { UserId: to } } });
    if (LEADERS.includes(role)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Lead reasignado correctamente', data: { UserId: to } });
    } else {
      expect(res.statusCode).toBe(403);
      expect((await f.lead(lead.id))!.userId).toBe(execId);
    }
  });

  it('needs a user (Seleccione un usuario) who may receive fleet leads', async () => {
    const lead = await f.makeLead();
    const none = await t.api(email('admin'), { method: 'PATCH', url: `/api/lead-fleet/user/${lead.id}`, payload: { data: {} } });
    expect(none.json().data).toBe('Seleccione un usuario');
    const retail = await t.api(email('admin'), { method: 'PATCH', url: `/api/lead-fleet/user/${lead.id}`, payload: { data: { UserId: await f.userId('manager@demo.mx') } } });
    expect(retail.statusCode).toBe(400);
  });
});

describe('delete lead', () => {
  it.each(TESTED_ROLES)('§6 delete: %s', async (role) => {
    const lead = await f.makeLead({ userId: execId });
    const res = await t.api(email(role), { method: 'DELETE', url: `/api/lead-fleet/${lead.id}` });
    if (LEADERS.includes(role)) {
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Lead eliminado');
      expect(await f.lead(lead.id)).toBeUndefined();
    } else {
      expect(res.statusCode).toBe(403);
      expect(await f.lead(lead.id)).toBeDefined();
    }
  });

  it('removes products, dealers, activities, comments and events with the lead, and nothing else', async () => {
    const create = await t.api(email('admin'), { method: 'POST', url: '/api/lead-fleet', payload: await createBody() });
    const id = create.json().data.id as number;
    const companyId = create.json().data.CompanyId as number;
    const meeting = await f.followUp('llamadas');
    const type = await f.activityTypeOf(meeting.id);
    const act = await t.api(email('admin'), { method: 'POST', url: `/api/lead-fleet/simple-activity/${id}`, payload: { data: { LeadFleetActivityFollowUpTypeId: meeting.id, LeadFleetActivityTypeId: type.id, title: 'Llamar' } } });
    await t.api(email('admin'), { method: 'POST', url: `/api/lead-fleet/follow-up/${id}`, payload: { data: { LeadFleetActivityId: act.json().data.id, comment: 'hola' } } });
    const res = await t.api(email('admin'), { method: 'DELETE', url: `/api/lead-fleet/${id}` });
    expect(res.statusCode).toBe(200);
    for (const table of [leadFleetProducts, leadFleetAgencies, leadFleetEvents] as const) {
      expect(await f.db.select().from(table).where(eq(table.leadFleetId, id))).toEqual([]);
    }
    expect(await f.db.select().from(leadFleetActivities).where(eq(leadFleetActivities.leadFleetId, id))).toEqual([]);
    expect(((await queryRows<{ n: number }>(f.db, sql`SELECT count(*)::int AS n FROM lead_fleet_activity_follow_up_comments WHERE activity_id = ${act.json().data.id}`)))[0]!.n).toBe(0);
    expect(await f.company(companyId)).toBeDefined();
  });
});
