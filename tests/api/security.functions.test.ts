import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { fixtures, type Fixtures } from './leadsFixtures';
import { appointments, files, leads, roles, sales, users } from '../../src/server/db/schema';
import { fileStoreFor } from '../../src/server/lib/fileStore';
import { SECURITY_MSG } from '../../src/shared/domain/securityMessages';

/** The function-level decisions of issue 10 (the feature README's Decisions) and how stored files are served. */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 4 });
  f = await fixtures(t);
}, 120_000);
afterAll(async () => t?.close());

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
const roleOf = async (email: string) =>
  (await t.database.db.select({ slug: roles.slug }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.email, email)))[0]!.slug;

describe('the last active admin', () => {
  it('cannot be demoted (not even by themself); with a second active admin it can', async () => {
    const adminId = await f.userId('admin@demo.mx');
    const demote = () => t.api('admin@demo.mx', { method: 'PATCH', url: `/api/user/${adminId}`, payload: { data: { userRole: 'hr' } } });
    const refused = await demote();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe(SECURITY_MSG.lastAdmin);
    expect(await roleOf('admin@demo.mx')).toBe('admin');

    // A second admin who is disabled does not count.
    const [adminRole] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.slug, 'admin'));
    await t.database.db.update(users).set({ roleId: adminRole!.id, active: false }).where(eq(users.email, 'support@demo.mx'));
    expect((await demote()).statusCode).toBe(409);
    await t.database.db.update(users).set({ active: true }).where(eq(users.email, 'support@demo.mx'));
    // With two active admins one may be demoted; then the one left is the last and is guarded.
    expect((await demote()).statusCode).toBe(200);
    expect(await roleOf('admin@demo.mx')).toBe('hr');
    const supportId = await f.userId('support@demo.mx');
    const last = await t.api('support@demo.mx', { method: 'PATCH', url: `/api/user/${supportId}`, payload: { data: { userRole: 'marketing' } } });
    expect(last.statusCode).toBe(409);
    // Put things back for the tests below.
    await t.database.db.update(users).set({ roleId: adminRole!.id }).where(eq(users.email, 'admin@demo.mx'));
  });
});

describe('appointment owner', () => {
  const appt = (leadId: number, UserId?: number) => ({
    data: { LeadId: leadId, type: 'cita', date: new Date(Date.now() + 86_400_000).toISOString(), comments: 'Visita', UserId, realizada_hoy: false },
  });

  it('an adviser books on their own name only; bdc may name the adviser', async () => {
    const floor = await f.userId('adviser-floor@demo.mx');
    const digital = await f.userId('adviser-digital@demo.mx');
    const lead = await f.makeLead({ phase: 'seguimiento', userId: floor });
    const other = await t.api('adviser-floor@demo.mx', { method: 'POST', url: '/api/lead/TestDriveAppointment', payload: appt(lead.id, digital) });
    expect(other.statusCode).toBe(403);
    expect(other.json().data).toBe(SECURITY_MSG.notOwnAppointment);
    expect(await t.database.db.select().from(appointments).where(eq(appointments.leadId, lead.id))).toHaveLength(0);
    const own = await t.api('adviser-floor@demo.mx', { method: 'POST', url: '/api/lead/TestDriveAppointment', payload: appt(lead.id, floor) });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.userId).toBe(floor);
    const byBdc = await t.api('bdc@demo.mx', { method: 'POST', url: '/api/lead/TestDriveAppointment', payload: appt(lead.id, digital) });
    expect(byBdc.statusCode).toBe(201);
    expect(byBdc.json().data.userId).toBe(digital);
  });
});

describe('PATCH /sale/stage/{id} (Confirmar entrega)', () => {
  it('stays with admin, manager, coordinator and sales-admin; bdc, hostess and advisers are refused', async () => {
    const [lead] = await t.database.db.select().from(leads).where(and(eq(leads.agencyId, f.agencyIds[0]!), eq(leads.phase, 'cerrado'))).limit(1);
    const saleOf = async () =>
      (await t.database.db.insert(sales).values({ leadId: lead!.id, agencyId: f.agencyIds[0]!, userId: lead!.userId, stage: 'PENDING_DELIVERY', quantity: 1 }).returning())[0]!;
    for (const role of ['bdc', 'hostess', 'adviser-floor', 'adviser-digital', 'adviser-hybrid']) {
      const sale = await saleOf();
      const res = await t.api(`${role}@demo.mx`, { method: 'PATCH', url: `/api/sale/stage/${sale.id}`, payload: { stage: 'CLOSED' } });
      expect(res.statusCode, role).toBe(403);
    }
    for (const role of ['coordinator', 'sales-admin']) {
      const sale = await saleOf();
      expect((await t.api(`${role}@demo.mx`, { method: 'PATCH', url: `/api/sale/stage/${sale.id}`, payload: { stage: 'CLOSED' } })).statusCode, role).toBe(200);
    }
  });
});

describe('stored files', () => {
  it('refuses a polyglot upload (a PNG signature followed by HTML)', async () => {
    const polyglot = Buffer.concat([PNG_BYTES, Buffer.from('<html><script>alert(1)</script></html>')]);
    const lead = await f.makeLead({ phase: 'seguimiento', userId: await f.userId('adviser-floor@demo.mx') });
    const evidence = await t.api('adviser-floor@demo.mx', {
      method: 'POST',
      url: '/api/lead/TestDriveAppointment',
      payload: { data: { LeadId: lead.id, type: 'cita', date: new Date().toISOString(), realizada_hoy: true, evidence: dataUrl('image/png', polyglot) } },
    });
    expect(evidence.statusCode).toBe(400);
    const logo = await t.api('admin@demo.mx', { method: 'PUT', url: `/api/agency/${f.agencyIds[0]}`, payload: { data: { picLogo: dataUrl('image/png', polyglot) } } });
    expect(logo.statusCode).toBe(400);
  });

  it('says in Server-Timing how long the server spent on an API answer', async () => {
    const res = await t.api('admin@demo.mx', { method: 'GET', url: '/api/lead/new/totals-phase' });
    expect(res.statusCode).toBe(200);
    const match = /^app;dur=(\d+\.\d{2})$/.exec(String(res.headers['server-timing']));
    expect(match, String(res.headers['server-timing'])).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThan(0);
  });

  it('gives no Server-Timing on sign-in, so its time cannot tell known e-mails from unknown ones', async () => {
    const res = await t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: 'nadie@demo.mx', PASSWORD: 'Demo2026!' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['server-timing']).toBeUndefined();
  });

  it('serves the type the bytes’ signature gives, nosniff and sandboxed; a stored file without a known signature or with markup goes out as an attachment', async () => {
    const blobs = fileStoreFor(t.config);
    const agencyId = f.agencyIds[0]!;
    const store = async (bytes: Buffer, mime: string) =>
      (await t.database.db.insert(files).values({ ownerType: 'agency-file', ownerId: agencyId, agencyId, mime, size: bytes.length, path: await blobs.put(bytes) }).returning())[0]!;
    const png = await store(PNG_BYTES, 'text/html');
    const served = await t.api('admin@demo.mx', { method: 'GET', url: `/api/agency/file/${png.id}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toMatch(/^inline/);

    for (const bytes of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.concat([PNG_BYTES, Buffer.from('<script>alert(1)</script>')])]) {
      const legacy = await store(bytes, 'image/png');
      const res = await t.api('admin@demo.mx', { method: 'GET', url: `/api/agency/file/${legacy.id}` });
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(/^attachment/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('takes back only the agency’s own logo ids as picLogo, never a path', async () => {
    const agencyId = f.agencyIds[0]!;
    const otherAgency = f.agencyIds[1]!;
    const put = (picLogo: string, id = agencyId) => t.api('admin@demo.mx', { method: 'PUT', url: `/api/agency/${id}`, payload: { data: { picLogo } } });
    const uploaded = await put(dataUrl('image/png', PNG_BYTES));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [own] = await t.database.db.select().from(files).where(and(eq(files.agencyId, agencyId), eq(files.ownerType, 'agency-logo')));
    expect((await put(`/agency/file/${own!.id}`)).statusCode).toBe(200);
    for (const ref of ['/agency/file/../../etc/passwd', '/agency/file/1?x=1', `/agency/file/${own!.id}/../1`, 'https://evil.example/logo.png', '/agency/file/0x1F']) {
      expect((await put(ref)).statusCode, ref).toBe(400);
    }
    // Another agency's logo is not this agency's to reference.
    const refused = await put(`/agency/file/${own!.id}`, otherAgency);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toBe(SECURITY_MSG.invalidFileRef);
  });
});
