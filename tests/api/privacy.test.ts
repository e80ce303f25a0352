import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { accessLog, accessoryItems, accessoryLeads, leadFleetProspects, privacyCollections, privacyConsents, privacyPurposes, products } from '../../src/server/db/schema';
import { ACCESS_LOG_RETENTION_MONTHS, hasConsent } from '../../src/server/features/privacy';
import { runNotificationJob } from '../../src/server/features/notifications';
import { AccessLogWriter } from '../../src/server/lib/accessLog/accessLogWriter';
import { queryRows } from '../../src/server/lib/queryRows';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';

/**
 * Personal data (issue 54): the agency's notice and purposes, consent stored by the public forms and
 * by staff, the campaign export that leaves out who did not consent, and the append-only access log.
 */
let t: TestApp;
let f: Fixtures;
let agency: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 6 });
  f = await fixtures(t);
  agency = f.agencyIds[0]!;
});
afterAll(async () => t?.close());

const call = (role: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, agencyId = agency) => t.api(email(role), { method, url: `/api${url}`, payload, agencyId });
const purposes = async (agencyId = agency) => t.database.db.select().from(privacyPurposes).where(eq(privacyPurposes.agencyId, agencyId)).orderBy(privacyPurposes.id);
const marketingPurpose = async () => (await purposes()).find((p) => p.marketing)!;
const surveysPurpose = async () => (await purposes()).find((p) => p.name === 'Encuestas')!;
const logRows = async () => {
  await t.app.accessLog.flush();
  return t.database.db.select().from(accessLog).orderBy(desc(accessLog.id));
};

/** The newest log row matching `test`, waiting up to two flushes for it. */
async function logged(test: (row: typeof accessLog.$inferSelect) => boolean) {
  for (let i = 0; i < 20; i++) {
    const row = (await logRows()).find(test);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

describe('the agency notice and its purposes', () => {
  it('is the admin’s: seeded version 1 with the three purposes; a change is a new version and the old one stays', async () => {
    expect((await call('manager', 'GET', '/privacy/notice')).statusCode).toBe(403);
    const first = (await call('admin', 'GET', '/privacy/notice')).json().data;
    expect(first.notice).toMatchObject({ version: 1, url: `${t.config.publicUrl}/aviso-de-privacidad/${agency}` });
    expect(first.purposes.map((p: { name: string; necessary: boolean }) => [p.name, p.necessary])).toEqual([
      ['Atender su solicitud', true],
      ['Promociones y marketing', false],
      ['Encuestas', false],
    ]);
    const same = await call('admin', 'PUT', '/privacy/notice', { data: { integralText: first.notice.integralText, simplifiedText: first.notice.simplifiedText } });
    expect(same.json()).toMatchObject({ data: { version: 1 }, message: 'El aviso no cambió; se conserva la versión vigente' });
    const saved = await call('admin', 'PUT', '/privacy/notice', { data: { integralText: 'Aviso integral <b>v2</b>\n\nSegundo párrafo.', simplifiedText: 'Aviso simplificado v2' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { version: 2 }, message: 'Aviso de privacidad guardado: versión 2' });
    const now = (await call('admin', 'GET', '/privacy/notice')).json().data;
    expect(now.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await call('admin', 'PUT', '/privacy/notice', { data: { integralText: '', simplifiedText: 'x' } })).json().data).toBe('Escriba el aviso integral');
  });

  it('serves the integral notice as a public page, escaped, by agency id or slug; 404 for an unknown agency', async () => {
    const page = await t.app.inject({ url: `/aviso-de-privacidad/${agency}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Aviso integral &lt;b&gt;v2&lt;/b&gt;');
    expect(page.body).toContain('versión 2');
    expect(page.body).toContain('Promociones y marketing');
    const [row] = await queryRows<{ slug: string }>(t.database.db, sql`SELECT slug FROM agencies WHERE id = ${agency}`);
    const slug = row!.slug;
    expect((await t.app.inject({ url: `/aviso-de-privacidad/${slug}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/aviso-de-privacidad/99999' })).statusCode).toBe(404);
  });

  it('gives the public forms the simplified notice, the link and the voluntary purposes, without a session', async () => {
    const res = await t.app.inject({ url: `/api/public/privacy-notice/${agency}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ version: 2, simplifiedText: 'Aviso simplificado v2', url: `${t.config.publicUrl}/aviso-de-privacidad/${agency}` });
    expect(data.voluntaryPurposes.map((p: { name: string }) => p.name)).toEqual(['Promociones y marketing', 'Encuestas']);
  });

  it('keeps purposes per agency: a new one, a duplicate name refused, a necessary one cannot be marketing', async () => {
    const made = await call('admin', 'POST', '/privacy/purposes', { data: { name: 'Prueba de manejo a domicilio', necessary: false } });
    expect(made.statusCode, made.body).toBe(201);
    expect((await call('admin', 'POST', '/privacy/purposes', { data: { name: 'prueba de manejo a domicilio', necessary: false } })).statusCode).toBe(409);
    expect((await call('admin', 'POST', '/privacy/purposes', { data: { name: 'Otra', necessary: true, marketing: true } })).statusCode).toBe(400);
    const retired = await call('admin', 'PATCH', `/privacy/purposes/${made.json().data.id}`, { data: { name: 'Prueba de manejo a domicilio', necessary: false, active: false } });
    expect(retired.json().data.active).toBe(false);
  });
});

describe('consent at collection', () => {
  it('a fleet enquiry stores the notice version, the ticked purposes, when and the channel', async () => {
    const [product] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.active, true)).limit(1);
    const form = (over: Record<string, unknown>) => ({
      agencyId: agency,
      firstName: 'Roberto',
      lastName: 'Salinas',
      email: 'roberto.privacidad@logistica.mx',
      phone: '8112345678',
      companyName: 'Logística Privada',
      position: 'Director',
      ProductId: product!.id,
      quantity: 15,
      ...over,
    });
    const marketing = await marketingPurpose();
    const stale = await t.app.inject({ method: 'POST', url: '/api/public/fleet-prospects', payload: form({ privacy: { noticeVersion: 7, purposeIds: [] } }) });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().data).toBe('La versión del aviso de privacidad ya no está vigente; recargue la página');
    const necessary = (await purposes()).find((p) => p.necessary)!;
    expect((await t.app.inject({ method: 'POST', url: '/api/public/fleet-prospects', payload: form({ privacy: { noticeVersion: 2, purposeIds: [necessary.id] } }) })).statusCode).toBe(400);
    expect(await t.database.db.select().from(leadFleetProspects).where(eq(leadFleetProspects.email, 'roberto.privacidad@logistica.mx'))).toHaveLength(0);

    const before = new Date();
    const ok = await t.app.inject({ method: 'POST', url: '/api/public/fleet-prospects', payload: form({ privacy: { noticeVersion: 2, purposeIds: [marketing.id] } }) });
    expect(ok.statusCode, ok.body).toBe(202);
    const [prospect] = await t.database.db.select().from(leadFleetProspects).where(eq(leadFleetProspects.email, 'roberto.privacidad@logistica.mx'));
    const [collection] = await t.database.db
      .select()
      .from(privacyCollections)
      .where(and(eq(privacyCollections.subjectKind, 'fleet-prospect'), eq(privacyCollections.subjectId, prospect!.id)));
    expect(collection).toMatchObject({ channel: 'formulario-flotillas', noticeVersion: 2, agencyId: agency });
    expect(collection!.collectedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    const consents = await t.database.db.select().from(privacyConsents).where(and(eq(privacyConsents.subjectKind, 'fleet-prospect'), eq(privacyConsents.subjectId, prospect!.id)));
    expect(consents).toEqual([expect.objectContaining({ purposeId: marketing.id, granted: true, channel: 'formulario-flotillas', noticeVersion: 2 })]);
  });

  it('a shop interest stores them too; without `privacy` (an old site) it is collected under the version in force, no voluntary consent', async () => {
    const [item] = await t.database.db.select({ id: accessoryItems.id }).from(accessoryItems).where(eq(accessoryItems.active, true)).limit(1);
    const surveys = await surveysPurpose();
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/accessories/interest', payload, remoteAddress: '10.9.9.9' });
    expect((await post({ itemId: item!.id, agencyId: agency, name: 'Ana Shop', email: 'ana.shop@correo.mx', privacy: { noticeVersion: 1, purposeIds: [surveys.id] } })).statusCode).toBe(201);
    expect((await post({ itemId: item!.id, agencyId: agency, name: 'Beto Shop', email: 'beto.shop@correo.mx' })).statusCode).toBe(201);
    const rows = await t.database.db.select({ id: accessoryLeads.id, email: accessoryLeads.email }).from(accessoryLeads).where(sql`${accessoryLeads.email} IN ('ana.shop@correo.mx', 'beto.shop@correo.mx')`);
    const idOf = (e: string) => rows.find((r) => r.email === e)!.id;
    const collections = await t.database.db.select().from(privacyCollections).where(eq(privacyCollections.subjectKind, 'accessory-lead'));
    expect(collections.find((c) => c.subjectId === idOf('ana.shop@correo.mx'))).toMatchObject({ channel: 'tienda-en-linea', noticeVersion: 1 });
    expect(collections.find((c) => c.subjectId === idOf('beto.shop@correo.mx'))).toMatchObject({ channel: 'tienda-en-linea', noticeVersion: 2 });
    const consents = await t.database.db.select().from(privacyConsents).where(eq(privacyConsents.subjectKind, 'accessory-lead'));
    expect(consents.map((c) => [c.subjectId, c.purposeId])).toEqual([[idOf('ana.shop@correo.mx'), surveys.id]]);
  });

  it('a lead typed by staff records the channel and the notice in force: necessary granted tacitly, voluntary without consent', async () => {
    const res = await call('manager', 'POST', '/lead/', {
      data: {
        firstName: 'Consentida',
        lastName: 'Tácita',
        leadEmails: ['consentida@correo.mx'],
        leadPhones: ['5519283746'],
        LeadOriginId: f.origin.id,
        productId: f.product.id,
        colorId: f.color.id,
        AgencyId: agency,
        buyType: 'retail',
        leadInterests: [{ ProductId: f.product.id, ProductColorId: f.color.id, quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const consents = (await call('manager', 'GET', `/privacy/lead/${res.json().data.id}/consents`)).json().data;
    expect(consents).toEqual([
      expect.objectContaining({ purpose: 'Atender su solicitud', necessary: true, state: 'otorgado', tacit: true, channel: 'personal', channelLabel: 'Captura del personal', noticeVersion: 2 }),
      expect.objectContaining({ purpose: 'Promociones y marketing', state: 'sin-consentimiento', at: null }),
      expect.objectContaining({ purpose: 'Encuestas', state: 'sin-consentimiento' }),
    ]);
  });
});

describe('consent and opposition recorded by staff; the campaign export', () => {
  it('records a consent or an opposition per voluntary purpose, refuses a necessary one, and follows the lead’s access rule', async () => {
    const lead = await f.makeLead({ firstName: 'Marta', lastName: 'Campaña', email: 'marta.campana@correo.mx' });
    // Written before collections were recorded: the necessary purpose holds (the person gave the data), its medium unknown.
    expect((await call('manager', 'GET', `/privacy/lead/${lead.id}/consents`)).json().data[0]).toMatchObject({
      necessary: true,
      state: 'otorgado',
      tacit: true,
      channel: null,
      channelLabel: 'Recabado antes del registro de avisos',
    });
    const marketing = await marketingPurpose();
    const necessary = (await purposes()).find((p) => p.necessary)!;
    expect((await call('manager', 'POST', `/privacy/lead/${lead.id}/consents`, { data: { purposeId: necessary.id, granted: false } })).statusCode).toBe(400);
    expect((await call('hostess', 'POST', `/privacy/lead/${lead.id}/consents`, { data: { purposeId: marketing.id, granted: true } })).statusCode).toBe(403);
    expect((await call('adviser-floor', 'GET', `/privacy/lead/${lead.id}/consents`)).statusCode).toBe(404);
    const given = await call('coordinator', 'POST', `/privacy/lead/${lead.id}/consents`, { data: { purposeId: marketing.id, granted: true, note: 'En persona' } });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().message).toBe('Consentimiento registrado');
    expect(given.json().data.find((c: { purposeId: number }) => c.purposeId === marketing.id)).toMatchObject({ state: 'otorgado', channel: 'personal', by: expect.stringMatching(/\S/), note: 'En persona' });
    expect(await hasConsent(t.database.db, lead.id, 'marketing')).toBe(true);
    expect(await hasConsent(t.database.db, lead.id, (await surveysPurpose()).id)).toBe(false);
  });

  it('a campaign export keeps only who consented to marketing and says how many it left out; an opposition removes the lead', async () => {
    const marketing = await marketingPurpose();
    const a = await f.makeLead({ firstName: 'Ana', lastName: 'Exportada', email: 'ana.exportada@correo.mx' });
    const b = await f.makeLead({ firstName: 'Beto', lastName: 'Exportado', email: 'beto.exportado@correo.mx' });
    // Never asked: left out of a campaign (a voluntary purpose is never tacit).
    await f.makeLead({ firstName: 'Carla', lastName: 'Exportada', email: 'carla.exportada@correo.mx' });
    for (const id of [a.id, b.id]) await call('manager', 'POST', `/privacy/lead/${id}/consents`, { data: { purposeId: marketing.id, granted: true } });
    const exportCsv = (purpose?: string) => call('manager', 'GET', `/leads/search?leadPhase=seguimiento&search=exportad&format=csv${purpose ? `&purpose=${purpose}` : ''}`);
    const all = await exportCsv();
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['x-export-skipped']).toBe('0');
    const total = Number(all.headers['x-export-rows']);
    expect(total).toBe(3);
    expect(all.body).toContain('Carla');
    const campaign = await exportCsv('marketing');
    expect(campaign.statusCode, campaign.body).toBe(200);
    expect(campaign.body).toContain('Ana');
    expect(campaign.body).toContain('Beto');
    expect(campaign.body).not.toContain('Carla');
    expect(campaign.headers['x-export-rows']).toBe('2');
    expect(Number(campaign.headers['x-export-skipped'])).toBe(total - 2);

    const opposed = await call('manager', 'POST', `/privacy/lead/${b.id}/consents`, { data: { purposeId: marketing.id, granted: false } });
    expect(opposed.json().message).toBe('Oposición registrada');
    expect(await hasConsent(t.database.db, b.id, 'marketing')).toBe(false);
    const after = await exportCsv('marketing');
    expect(after.body).toContain('Ana');
    expect(after.body).not.toContain('Beto');
    expect(after.headers['x-export-rows']).toBe('1');
    expect(Number(after.headers['x-export-skipped'])).toBe(total - 1);

    expect((await call('manager', 'GET', '/leads/search?leadPhase=seguimiento&search=exportad&format=csv&purpose=ventas')).statusCode).toBe(400);
    const notPeople = await call('admin', 'GET', '/bolsa-trabajo/?format=csv&purpose=marketing');
    expect(notPeople.statusCode).toBe(400);
    expect(notPeople.json().data).toBe('Esta lista no se exporta para campañas: use una lista de leads');
  });
});

describe('the access log', () => {
  it('records who exported which list with how many rows, and who opened an unmasked contact (not a masked view)', async () => {
    const res = await call('manager', 'GET', '/leads/search?leadPhase=seguimiento&search=exportad&format=csv&purpose=marketing');
    expect(res.statusCode).toBe(200);
    const managerId = await f.userId(email('manager'));
    const exported = await logged((r) => r.action === 'export');
    expect(exported).toMatchObject({ userId: managerId, agencyId: agency, action: 'export', target: '/api/leads/search (campaña) · csv', rows: 1 });

    const lead = await f.makeLead({ firstName: 'Vista', lastName: 'Desenmascarada' });
    expect((await call('manager', 'GET', `/lead/${lead.id}`)).statusCode).toBe(200);
    const subasta = await f.makeLead({ phase: 'subasta', firstName: 'Vista', lastName: 'Subasta' });
    expect((await call('coordinator', 'GET', `/lead/${subasta.id}`)).statusCode).toBe(200);
    const rows = await logRows();
    expect(rows.filter((r) => r.action === 'contact-view' && r.leadId === lead.id)).toEqual([expect.objectContaining({ userId: managerId, target: 'Detalle del lead' })]);
    expect(rows.filter((r) => r.action === 'contact-view' && r.leadId === subasta.id)).toEqual([]);
  });

  it('records role changes and key rotations', async () => {
    const target = await f.userId(email('bdc'));
    const detail = (await call('admin', 'GET', `/user/${target}`)).json().data;
    const edited = await call('admin', 'PATCH', `/user/${target}`, { data: { userRole: 'coordinator', agencies: detail.Agencies.map((a: { id: number }) => a.id) } });
    const rotated = await call('admin', 'POST', `/agency/${agency}/adf-key/rotate`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const rows = await logRows();
    expect(rows.find((r) => r.action === 'key-rotation')).toMatchObject({ target: `Llave ADF de la agencia ${agency}` });
    if (edited.statusCode === 200) expect(rows.find((r) => r.action === 'role-change')?.target).toContain('bdc → coordinator');
    else throw new Error(`user edit refused: ${edited.body}`);
  });

  it('cannot be changed: UPDATE, DELETE and TRUNCATE are refused; only the pruning function drops old rows', async () => {
    const rows = await logRows();
    const id = rows[0]!.id;
    await expect(t.database.db.execute(sql`UPDATE access_log SET target = 'nada' WHERE id = ${id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM access_log WHERE id = ${id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`TRUNCATE access_log`)).rejects.toThrow();
    expect((await logRows())[0]).toMatchObject({ id, target: rows[0]!.target });
    // No route of the API writes to it but through the writer: nothing under /privacy/access-log but GET.
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toMatch(/access-log \(GET/);
    expect(routes).not.toMatch(/access-log \((?:[A-Z, ]*)(?:PUT|PATCH|DELETE|POST)/);
    await t.database.db.insert(accessLog).values({ at: new Date('2020-01-01T00:00:00Z'), action: 'export', target: 'viejo' });
    const pruned = await queryRows<{ n: number | string }>(t.database.db, sql`SELECT prune_access_log(${new Date('2021-01-01T00:00:00Z').toISOString()}::timestamptz) AS n`);
    expect(Number(pruned[0]!.n)).toBe(1);
    expect((await logRows()).some((r) => r.target === 'viejo')).toBe(false);
    expect((await logRows())[0]!.id).toBe(id);
  });

  it('is pruned by age by the scheduled job (under its lock), keeping the retention period', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (ACCESS_LOG_RETENTION_MONTHS * 31 + 5) * 86_400_000);
    const recent = new Date(now.getTime() - (ACCESS_LOG_RETENTION_MONTHS * 28 - 5) * 86_400_000);
    await t.database.db.insert(accessLog).values([
      { at: old, action: 'export', target: 'caducado' },
      { at: recent, action: 'export', target: 'vigente' },
    ]);
    expect((await runNotificationJob(t.database.db, now)).ran).toBe(true);
    const targets = (await logRows()).map((r) => r.target);
    expect(targets).not.toContain('caducado');
    expect(targets).toContain('vigente');
  });

  it('writes what a clean shutdown leaves in the buffer', async () => {
    const writer = new AccessLogWriter(t.database.db);
    writer.record({ userId: null, agencyId: agency, action: 'export', target: 'al cerrar', rows: 3 });
    expect((await logRows()).some((r) => r.target === 'al cerrar')).toBe(false);
    await writer.close();
    expect((await logRows()).find((r) => r.target === 'al cerrar')).toMatchObject({ rows: 3 });
  });

  it('is listed to the admin only, filtered by user, person and date, and exports itself (logged too)', async () => {
    expect((await call('manager', 'GET', '/privacy/access-log')).statusCode).toBe(403);
    await t.app.accessLog.flush();
    const managerId = await f.userId(email('manager'));
    const byUser = (await call('admin', 'GET', `/privacy/access-log?UserId=${managerId}`)).json();
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.data.every((r: { userId: number }) => r.userId === managerId)).toBe(true);
    const byName = (await call('admin', 'GET', '/privacy/access-log?person=desenmascarada')).json();
    expect(byName.data).toEqual([expect.objectContaining({ action: 'contact-view', person: 'Vista Desenmascarada' })]);
    const lead = byName.data[0].leadId;
    expect((await call('admin', 'GET', `/privacy/access-log?person=${lead}`)).json().total).toBe(1);
    expect((await call('admin', 'GET', '/privacy/access-log?startDate=2001-01-01&endDate=2001-01-02')).json().total).toBe(0);
    expect((await call('admin', 'GET', '/privacy/access-log?startDate=ayer')).statusCode).toBe(400);
    const file = await call('admin', 'GET', '/privacy/access-log?format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Vio un contacto sin máscara');
    // The export's record is handed over when its stream ends, just after the answer's last byte.
    expect(await logged((r) => r.target === '/api/privacy/access-log · csv')).toMatchObject({ action: 'export', userId: await f.userId(email('admin')) });
  });
});
