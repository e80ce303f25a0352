import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, SALES_ROLES_ALL, type Fixtures } from './leadsFixtures';
import { leads } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

type Role = (typeof SALES_ROLES_ALL)[number];
const ADVISERS: Role[] = ['adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'];
const CORE: Role[] = ['admin', 'manager', 'coordinator', 'bdc', ...ADVISERS];

/** Spec part 1 §6, written out per call so that a change to the permission table shows up here. */
const cases: { name: string; allowed: Role[]; phase: string; invoice?: boolean; call: (id: number) => { method: 'POST' | 'PATCH'; url: string; payload?: object } }[] = [
  { name: 'confirm data (first contact)', allowed: CORE, phase: '1er-contacto', call: (id) => ({ method: 'PATCH', url: `/api/lead/nextPhase/${id}` }) },
  { name: 'Apartar (follow-up)', allowed: CORE, phase: 'seguimiento', call: (id) => ({ method: 'PATCH', url: `/api/lead/nextPhase/${id}` }) },
  {
    name: 'report sale',
    allowed: ['admin', 'manager', 'coordinator', ...ADVISERS, 'sales-admin'],
    phase: 'en-cierre',
    invoice: true,
    call: (id) => ({ method: 'PATCH', url: `/api/lead/nextPhase/${id}` }),
  },
  { name: 'edit', allowed: CORE, phase: 'seguimiento', call: (id) => ({ method: 'PATCH', url: `/api/lead/${id}`, payload: { firstName: 'A', lastName: 'B', email: 'a@b.mx', phone: '5512345678' } }) },
  { name: 'discard', allowed: CORE, phase: 'seguimiento', call: (id) => ({ method: 'PATCH', url: `/api/lead/deactivate/${id}`, payload: { data: { newPhase: 'congelado', comments: 'No contestó' } } }) },
  { name: 'return to funnel', allowed: [...CORE, 'hostess'], phase: 'congelado', call: (id) => ({ method: 'PATCH', url: `/api/lead/revive/${id}` }) },
  { name: 'new activity', allowed: CORE, phase: 'seguimiento', call: (id) => ({ method: 'POST', url: '/api/leadActivity', payload: { data: { LeadId: id, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', status: '1' } } }) },
  { name: 'documentation', allowed: CORE.filter((r) => r !== 'bdc'), phase: 'seguimiento', call: (id) => ({ method: 'POST', url: '/api/leadActivity', payload: { data: { LeadId: id, leadActivityType: 'muestra-galeria' } } }) },
  {
    name: 'demographics',
    allowed: CORE.filter((r) => r !== 'bdc'),
    phase: 'seguimiento',
    call: (id) => ({ method: 'PATCH', url: `/api/lead/${id}`, payload: { data: { gender: 'F', sector: 'OTROS', maritalStatus: 'SOLTERO', age: '18_24' } } }),
  },
  {
    name: 'quote',
    allowed: CORE,
    phase: 'seguimiento',
    call: (id) => ({ method: 'POST', url: '/api/leadActivity', payload: { data: { LeadId: id, leadActivityType: 'cotizacion', leadActivityChannelType: 'presencial', status: '1', ProductId: f.product.id, plazo: 12, enganche: 1000 } } }),
  },
  { name: 'sale data', allowed: ['admin', 'manager', 'coordinator', ...ADVISERS], phase: 'en-cierre', call: (id) => ({ method: 'PATCH', url: `/api/lead/${id}`, payload: { data: { paymentMethod: 'contado' } } }) },
  { name: 'invoice', allowed: ['admin', 'manager', 'coordinator', ...ADVISERS], phase: 'en-cierre', call: (id) => ({ method: 'PATCH', url: `/api/lead/${id}`, payload: { data: { invoice: 'F-1' } } }) },
  {
    name: 'new appointment',
    allowed: [...CORE, 'hostess'],
    phase: 'seguimiento',
    call: (id) => ({ method: 'POST', url: '/api/lead/TestDriveAppointment', payload: { data: { LeadId: id, type: 'cita', date: new Date(Date.now() + 86_400_000).toISOString() } } }),
  },
  {
    name: 'edit interest',
    allowed: CORE,
    phase: 'seguimiento',
    call: (id) => ({ method: 'POST', url: '/api/leadInterest', payload: { LeadId: id, ProductId: f.product.id, ProductColorId: f.color.id, buyType: 'retail', quantity: 1 } }),
  },
];

describe.each(cases)('§6: $name', ({ allowed, phase, invoice, call }) => {
  it.each([...SALES_ROLES_ALL])('%s', async (role) => {
    // Advisers work their own leads; everyone else gets a lead owned by an adviser of the agency.
    const owner = await f.userId(ADVISERS.includes(role) ? email(role) : email('adviser-floor'));
    const lead = await f.makeLead({ phase, userId: owner });
    if (invoice) await f.db.update(leads).set({ invoice: 'FAC-1' }).where(eq(leads.id, lead.id));
    const res = await t.api(email(role), call(lead.id));
    if (allowed.includes(role)) expect(res.statusCode, res.body).toBeLessThan(300);
    else expect(res.statusCode, res.body).toBe(403);
  });
});

describe('§6: reassign', () => {
  it.each([...SALES_ROLES_ALL])('%s', async (role) => {
    const lead = await f.makeLead({ phase: 'subasta' });
    const to = await f.userId(email('adviser-hybrid'));
    const res = await t.api(email(role), { method: 'PATCH', url: `/api/lead/${lead.id}`, payload: { data: { UserId: to } } });
    const allowed: Role[] = ['admin', 'manager', 'coordinator', 'bdc', 'hostess'];
    if (allowed.includes(role)) expect(res.statusCode, res.body).toBe(200);
    else expect(res.statusCode, res.body).toBe(403);
  });
});
