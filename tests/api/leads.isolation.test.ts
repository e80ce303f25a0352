import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { appointments, leads } from '../../src/server/db/schema';

let t: TestApp;
let f: Fixtures;
let foreign: typeof leads.$inferSelect;
let foreignAppointment: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fixtures(t);
  const a2 = f.agencyIds[1]!;
  foreign = await f.makeLead({ agencyId: a2, phase: 'en-cierre', quantity: 1 });
  const [appt] = await f.db
    .insert(appointments)
    .values({ leadId: foreign.id, agencyId: a2, type: 'TESTDRIVE', date: new Date(Date.now() + 86_400_000), status: 'SCHEDULED' })
    .returning();
  foreignAppointment = appt!.id;
});
afterAll(async () => t?.close());

/** Every lead call, aimed at a lead of agency 2. */
const calls = (): [string, 'GET' | 'POST' | 'PATCH', string, object | undefined][] => {
  const id = foreign.id;
  const future = new Date(Date.now() + 86_400_000).toISOString();
  return [
    ['detail', 'GET', `/api/lead/${id}`, undefined],
    ['nextPhase', 'PATCH', `/api/lead/nextPhase/${id}`, undefined],
    ['edit', 'PATCH', `/api/lead/${id}`, { firstName: 'X', lastName: 'Y', email: 'x@y.mx', phone: '5512345678' }],
    ['invoice', 'PATCH', `/api/lead/${id}`, { data: { invoice: 'F-1' } }],
    ['deactivate', 'PATCH', `/api/lead/deactivate/${id}`, { data: { newPhase: 'congelado', comments: 'Precio muy alto' } }],
    ['activate', 'PATCH', `/api/lead/activate/${id}`, undefined],
    ['revive', 'PATCH', `/api/lead/revive/${id}`, undefined],
    ['reassignAgency', 'PATCH', `/api/lead/reassignAgency/${id}`, { data: { AgencyId: f.agencyIds[0] } }],
    ['first-response-time', 'PATCH', `/api/lead/first-response-time/${id}`, undefined],
    ['activity', 'POST', '/api/leadActivity', { data: { LeadId: id, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', status: '1' } }],
    ['appointment', 'POST', '/api/lead/TestDriveAppointment', { data: { LeadId: id, type: 'cita', date: future } }],
    ['appointment status', 'PATCH', `/api/lead/TestDriveAppointment/${foreignAppointment}`, { data: { status: 'CONFIRMED' } }],
    ['reschedule', 'PATCH', `/api/lead/TestDriveAppointment/${foreignAppointment}/reschedule`, { data: { date: future } }],
    ['interest', 'POST', '/api/leadInterest', { LeadId: id, ProductId: f.product.id, ProductColorId: f.color.id, buyType: 'retail', quantity: 1 }],
    ['sale vins', 'POST', `/api/sale/vin/${id}`, { data: { vins: ['NOPE'] } }],
  ];
};

describe('a lead of agency 2 for users of agency 1', () => {
  it('is 404 on every call for a manager', async () => {
    for (const [name, method, url, payload] of calls()) {
      const res = await t.api(email('manager'), { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('is 404 on every call for a coordinator', async () => {
    for (const [name, method, url, payload] of calls()) {
      if (name === 'invoice') continue; // coordinators may invoice; covered by the manager
      const res = await t.api(email('coordinator'), { method, url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('was not changed by any of them', async () => {
    const row = await f.lead(foreign.id);
    expect(row).toMatchObject({ agencyId: f.agencyIds[1], phase: 'en-cierre', firstName: 'Prueba', invoice: null, firstResponseTime: null });
    const [appt] = await f.db.select().from(appointments).where(eq(appointments.id, foreignAppointment));
    expect(appt!.status).toBe('SCHEDULED');
  });

  it('is reachable by admin, who belongs to both agencies', async () => {
    expect((await t.api(email('admin'), { method: 'GET', url: `/api/lead/${foreign.id}` })).statusCode).toBe(200);
  });
});
