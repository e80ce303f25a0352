import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import type { AddressInfo } from 'node:net';
import { appointments, leadActivities, leadOrigins, leads, notifications, whatsappConversations, whatsappDeliveries, whatsappMessages } from '../../src/server/db/schema';
import { appointmentText } from '../../src/server/features/whatsapp/templates';
import { deliveriesSettled, forgetUnmaskedViews, graphClient, runWhatsappJob } from '../../src/server/features/whatsapp';
import { WHATSAPP_MSG } from '../../src/shared/domain/whatsappMessages';
import { startWhatsappSim, type WhatsappSim } from '../../src/whatsappSim/whatsappSim';
import { fixtures, type Fixtures } from './leadsFixtures';
import { createTestApp, type TestApp } from './testApp';

// Issue 53: WhatsApp through the simulator over HTTP (the product's Graph client is the real one).
let t: TestApp;
let sim: WhatsappSim;
let f: Fixtures;
let agency: number;
const ADMIN = 'admin@demo.mx';

/** Waits for the deliveries the webhook queued (and the statuses the sim sends after a send) to be processed. */
async function settle(ms = 0) {
  if (ms) await new Promise((r) => setTimeout(r, ms));
  await deliveriesSettled();
}

/** Retries `check` until it passes (the sim's status webhooks arrive on their own clock), at most 10 s. */
async function eventually<T>(check: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await settle();
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

beforeAll(async () => {
  sim = await startWhatsappSim({ statusDelayMs: 20 });
  t = await createTestApp({ leadsPerAgency: 5, config: { whatsappGraphUrl: sim.graphUrl } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  sim.state.webhookUrl = `http://127.0.0.1:${port}/api/public/whatsapp/webhook`;
  f = await fixtures(t);
  agency = f.agencyIds[0]!;
  const c = sim.channel();
  const put = await t.api(ADMIN, {
    method: 'PUT',
    url: `/api/agency/${agency}/whatsapp`,
    payload: { phoneNumberId: c.phoneNumberId, businessAccountId: c.businessAccountId, accessToken: c.accessToken, appSecret: c.appSecret, verifyToken: c.verifyToken },
  });
  expect(put.statusCode, put.body).toBe(200);
  const sync = await t.api(ADMIN, { method: 'POST', url: `/api/agency/${agency}/whatsapp/templates/sync` });
  expect(sync.statusCode, sync.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});
beforeEach(async () => {
  await settle();
  sim.state.failNext = null;
  sim.state.mediaHost = null;
});

const countRows = async () => ({
  deliveries: (await t.database.db.select().from(whatsappDeliveries)).length,
  messages: (await t.database.db.select().from(whatsappMessages)).length,
});

describe('agency number (admin)', () => {
  it('never returns the secrets: last four only; the webhook URL and verify token are shown', async () => {
    const res = await t.api(ADMIN, { method: 'GET', url: `/api/agency/${agency}/whatsapp` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(sim.state.accessToken);
    expect(res.body).not.toContain(sim.state.appSecret);
    const data = res.json().data;
    expect(data).toMatchObject({ configured: true, accessTokenLast4: sim.state.accessToken.slice(-4), appSecretLast4: sim.state.appSecret.slice(-4), verifyToken: sim.state.verifyToken });
    expect(data.webhookUrl).toMatch(/\/api\/public\/whatsapp\/webhook$/);
  });

  it('stores the secrets sealed (AES-256-GCM), not as typed', async () => {
    const rows = await t.database.db.execute(`SELECT access_token_sealed, app_secret_sealed FROM whatsapp_channels`);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(sim.state.accessToken);
    expect(text).toContain('v1:');
  });

  it('one number, one agency: 409 in Spanish', async () => {
    const other = f.agencyIds[1]!;
    const c = sim.channel();
    const res = await t.api(ADMIN, {
      method: 'PUT',
      url: `/api/agency/${other}/whatsapp`,
      payload: { phoneNumberId: c.phoneNumberId, businessAccountId: '123456789', accessToken: 'otro-token-123', appSecret: 'otro-secreto-123', verifyToken: 'otro-verify-123' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(WHATSAPP_MSG.phoneNumberTaken);
  });

  it('the first save needs both secrets; a later save without them keeps them', async () => {
    const other = f.agencyIds[1]!;
    const first = await t.api(ADMIN, { method: 'PUT', url: `/api/agency/${other}/whatsapp`, payload: { phoneNumberId: '55555555', businessAccountId: '66666666', verifyToken: 'verify-otro-1' } });
    expect(first.statusCode).toBe(400);
    expect(first.json().data).toBe(WHATSAPP_MSG.secretsRequired);
    const c = sim.channel();
    // An unknown key is refused (strict body), before anything is written.
    const extra = await t.api(ADMIN, { method: 'PUT', url: `/api/agency/${agency}/whatsapp`, payload: { ...c, displayPhoneNumber: '+52 1' } });
    expect(extra.statusCode).toBe(400);
    const keep = await t.api(ADMIN, { method: 'PUT', url: `/api/agency/${agency}/whatsapp`, payload: { phoneNumberId: c.phoneNumberId, businessAccountId: c.businessAccountId, verifyToken: c.verifyToken } });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.accessTokenLast4).toBe(c.accessToken.slice(-4));
  });

  it("'Probar conexión' reads the number from the Graph API, and says in Spanish what is wrong", async () => {
    const ok = await t.api(ADMIN, { method: 'POST', url: `/api/agency/${agency}/whatsapp/test` });
    expect(ok.json().data).toEqual({ ok: true, message: WHATSAPP_MSG.connectionOk(sim.state.displayPhoneNumber) });
    const token = sim.state.accessToken;
    sim.state.accessToken = 'rotated-in-meta';
    const bad = await t.api(ADMIN, { method: 'POST', url: `/api/agency/${agency}/whatsapp/test` });
    sim.state.accessToken = token;
    expect(bad.json().data).toEqual({ ok: false, message: WHATSAPP_MSG.badToken });
  });
});

describe('webhook', () => {
  it('answers the handshake with the challenge for a known verify token, 403 otherwise', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/public/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${sim.state.verifyToken}&hub.challenge=1158201444` });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    const bad = await t.app.inject({ method: 'GET', url: `/api/public/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1158201444` });
    expect(bad.statusCode).toBe(403);
  });

  it('refuses a bad, missing or other-secret signature: 401, nothing written', async () => {
    const before = await countRows();
    const { body } = sim.inboundBody({ from: '5215511110000', text: 'hola' });
    expect((await sim.deliver(body, 'bad')).status).toBe(401);
    expect((await sim.deliver(body, 'none')).status).toBe(401);
    await settle();
    expect(await countRows()).toEqual(before);
  });

  it('an unknown number id, a malformed, an oversized or a 10,000-level body: 4xx, nothing written', async () => {
    const before = await countRows();
    const unknown = JSON.stringify(sim.inboundBody({ from: '5215511110000', text: 'hola' }).body).replace(sim.state.phoneNumberId, '999999999999');
    expect((await sim.deliver(unknown)).status).toBe(404);
    const malformed = `{"object":"whatsapp_business_account","entry":[{"changes":[{"value":{"metadata":{"phone_number_id":"${sim.state.phoneNumberId}"}}}]}`;
    expect((await sim.deliver(malformed)).status).toBe(400);
    const depth = 10_000;
    const bomb = `{"metadata":{"phone_number_id":"${sim.state.phoneNumberId}"},"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect((await sim.deliver(bomb)).status).toBe(400);
    const huge = JSON.stringify({ ...sim.envelope({ pad: 'x'.repeat(400_000) }) });
    expect((await sim.deliver(huge)).status).toBe(413);
    const notJsonType = await t.app.inject({ method: 'POST', url: '/api/public/whatsapp/webhook', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
    expect(notJsonType.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJsonType.statusCode).toBeLessThan(500);
    await settle();
    expect(await countRows()).toEqual(before);
  });

  it('an unknown client becomes a retail lead with origin WhatsApp, its profile name, an owner by the rule and its SLA clock', async () => {
    const res = await sim.inbound({ from: '5213398765432', name: 'Rosa Elena Quintero', text: 'Hola, me interesa la Sei4' });
    expect(res.status).toBe(200);
    await settle();
    const [conversation] = await t.database.db.select().from(whatsappConversations).where(eq(whatsappConversations.phoneKey, '3398765432'));
    expect(conversation).toBeDefined();
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, conversation!.leadId!));
    const [origin] = await t.database.db.select().from(leadOrigins).where(eq(leadOrigins.id, lead!.leadOriginId!));
    expect(origin!.description).toBe('WhatsApp');
    expect(`${lead!.firstName} ${lead!.lastName}`).toBe('Rosa Elena Quintero');
    expect(lead!.phone).toContain('3398765432');
    expect(lead!.agencyId).toBe(agency);
    // The agency's rule decided the phase (subasta or an owner); the clock started with the lead.
    expect(['subasta', '1er-contacto']).toContain(lead!.phase);
    expect(conversation!.unread).toBe(1);
    expect(conversation!.unansweredSince).not.toBeNull();
    const history = await t.database.db.select().from(leadActivities).where(eq(leadActivities.leadId, lead!.id));
    expect(history.some((h) => h.title === 'WhatsApp recibido' && (h.comments ?? '').includes('Sei4'))).toBe(true);
  });

  it('matches a known lead by any spelling of its number (+52 1 mobile prefix included)', async () => {
    const lead = await f.makeLead({ userId: await f.userId('adviser-floor@demo.mx'), firstName: 'Mateo', lastName: 'Prefijo' });
    await t.database.db.update(leads).set({ phone: '+525512340001', phoneKey: '5512340001' }).where(eq(leads.id, lead.id));
    await sim.inbound({ from: '5215512340001', name: 'Mateo P', text: '¿Siguen en pie?' });
    await settle();
    const [conversation] = await t.database.db.select().from(whatsappConversations).where(eq(whatsappConversations.leadId, lead.id));
    expect(conversation?.waId).toBe('5215512340001');
  });

  it('a retried delivery (same wamid) writes nothing more; the bell rings once per burst', async () => {
    const adviser = await f.userId('adviser-floor@demo.mx');
    const lead = await f.makeLead({ userId: adviser, firstName: 'Dora', lastName: 'Duplicada' });
    await t.database.db.update(leads).set({ phone: '+525512340002', phoneKey: '5512340002' }).where(eq(leads.id, lead.id));
    const first = await sim.inbound({ from: '5215512340002', text: 'Primero' });
    await settle();
    await sim.deliver(first.body);
    await settle();
    await sim.inbound({ from: '5215512340002', text: 'Segundo' });
    await settle();
    const [conversation] = await t.database.db.select().from(whatsappConversations).where(eq(whatsappConversations.leadId, lead.id));
    const messages = await t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.conversationId, conversation!.id));
    expect(messages.map((m) => m.body.text)).toEqual(['Primero', 'Segundo']);
    expect(conversation!.unread).toBe(2);
    const bell = await t.database.db.select().from(notifications).where(and(eq(notifications.leadId, lead.id), eq(notifications.type, 'WHATSAPP_MESSAGE')));
    expect(bell).toHaveLength(1);
    expect(bell[0]!.userId).toBe(adviser);
  });
});

describe('conversation and sends', () => {
  let leadId: number;
  let conversationId: number;
  const ADVISER = 'adviser-floor@demo.mx';
  beforeAll(async () => {
    const lead = await f.makeLead({ userId: await f.userId(ADVISER), firstName: 'Valeria', lastName: 'Envíos' });
    await t.database.db.update(leads).set({ phone: '+525512340003', phoneKey: '5512340003', firstResponseTime: null }).where(eq(leads.id, lead.id));
    leadId = lead.id;
  });

  it('outside the 24-hour window free text is refused (409) and a template goes', async () => {
    const text = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, text: 'Hola' } });
    expect(text.statusCode).toBe(409);
    expect(text.json().data).toBe(WHATSAPP_MSG.windowClosed);
    const templates = await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/templates?leadId=${leadId}` });
    expect(templates.statusCode).toBe(200);
    const list = templates.json().data as { name: string; params: string[] }[];
    expect(list.map((x) => x.name)).not.toContain('bienvenida_pendiente');
    const follow = list.find((x) => x.name === 'seguimiento_cotizacion')!;
    expect(follow.params[0]).toBe('Valeria');
    const sent = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', headers: { 'idempotency-key': 'wa-template-0001' }, payload: { leadId, template: { name: follow.name, language: 'es_MX', params: follow.params } } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ direction: 'out', kind: 'template', status: 'sent', templateName: 'seguimiento_cotizacion' });
    // The same key again: the first answer, nothing sent twice.
    const again = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', headers: { 'idempotency-key': 'wa-template-0001' }, payload: { leadId, template: { name: follow.name, language: 'es_MX', params: follow.params } } });
    expect(again.json().data.id).toBe(sent.json().data.id);
    expect(sim.state.sent.filter((s) => s.to === '525512340003')).toHaveLength(1);
    // First contact for the SLA.
    expect((await f.lead(leadId)).firstResponseTime).not.toBeNull();
  });

  it('marketing templates need consent', async () => {
    const res = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, template: { name: 'promocion_mes', language: 'es_MX', params: ['Valeria', 'x', 'Agencia'] } } });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(WHATSAPP_MSG.marketingWithoutConsent);
  });

  it('inside the window free text goes; statuses move it sent → delivered → read', async () => {
    await sim.inbound({ from: '5215512340003', text: 'Sí, la revisé' });
    await settle();
    const conv = await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${leadId}` });
    const c = conv.json().data;
    conversationId = c.id;
    expect(new Date(c.windowOpenUntil).getTime()).toBeGreaterThan(Date.now());
    const sent = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, text: '¡Perfecto! ¿Agendamos prueba de manejo?' } });
    expect(sent.statusCode, sent.body).toBe(201);
    const page = await eventually(async () => {
      const thread = await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation/${conversationId}/messages?limit=2` });
      expect(thread.statusCode).toBe(200);
      const answer = thread.json();
      expect(answer.data[0]).toMatchObject({ direction: 'out', text: '¡Perfecto! ¿Agendamos prueba de manejo?', status: 'read' });
      return answer;
    });
    expect(page.data[1]).toMatchObject({ direction: 'in', text: 'Sí, la revisé', status: 'received' });
    expect(page.hasMore).toBe(true);
    const older = await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation/${conversationId}/messages?before=${page.data[1].id}` });
    expect(older.json().data.map((m: { kind: string }) => m.kind)).toEqual(['template']);
  });

  it('a refusal is failed with the Spanish reason; a 429 is retried by the job', async () => {
    sim.state.undeliverable.add('5512340003');
    await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, text: 'Mensaje que no llega' } });
    const failed = await eventually(async () => {
      const last = (await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation/${conversationId}/messages?limit=1` })).json().data[0];
      expect(last).toMatchObject({ status: 'failed', errorCode: 131026 });
      return last;
    });
    sim.state.undeliverable.clear();
    expect(failed.errorMessage).toMatch(/no se pudo entregar/);

    sim.state.failNext = { status: 429, code: 130429, count: 1 };
    const pending = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, text: 'Reintento' } });
    expect(pending.json().data.status).toBe('pending');
    await runWhatsappJob(t.database.db, t.config, graphClient(t.config.whatsappGraphUrl), undefined, new Date(Date.now() + 60_000));
    const [row] = await t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, pending.json().data.id));
    expect(row!.status).not.toBe('pending');
    expect(row!.wamid).toMatch(/^wamid\./);
  });

  it('the job deletes processed deliveries after their week, never one still to process', async () => {
    const db = t.database.db;
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [old, recent, unprocessed] = await db
      .insert(whatsappDeliveries)
      .values([
        { agencyId: agency, body: '{"old":true}', receivedAt: at(9), processedAt: at(8) },
        { agencyId: agency, body: '{"recent":true}', receivedAt: at(6), processedAt: at(6) },
        { agencyId: agency, body: '{"stuck":true}', receivedAt: at(9), attempts: 10 },
      ])
      .returning({ id: whatsappDeliveries.id });
    const result = await runWhatsappJob(db, t.config, graphClient(t.config.whatsappGraphUrl));
    expect(result.pruned).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: whatsappDeliveries.id }).from(whatsappDeliveries).where(sql`${whatsappDeliveries.id} IN (${old!.id}, ${recent!.id}, ${unprocessed!.id})`);
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([recent!.id, unprocessed!.id]);
    // Later tests count what is left to process.
    await db.delete(whatsappDeliveries).where(eq(whatsappDeliveries.id, unprocessed!.id));
  });

  it('a consent recorded on the lead (privacy, issue 54) lets a marketing template go', async () => {
    const rows = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/privacy/lead/${leadId}/consents` })).json().data as { purposeId: number; purpose: string }[];
    const marketing = { id: rows.find((p) => p.purpose === 'Promociones y marketing')!.purposeId };
    const given = await t.api('manager@demo.mx', { method: 'POST', url: `/api/privacy/lead/${leadId}/consents`, payload: { data: { purposeId: marketing.id, granted: true } } });
    expect(given.statusCode, given.body).toBe(201);
    expect((await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${leadId}` })).json().data.marketingConsent).toBe(true);
    const sent = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, template: { name: 'promocion_mes', language: 'es_MX', params: ['Valeria', 'x', 'Agencia'] } } });
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it("'BAJA' opts the client out: every send is refused in Spanish, the opposition to marketing is recorded; a new message lifts the opt-out", async () => {
    await sim.inbound({ from: '5215512340003', text: 'BAJA' });
    await settle();
    const refused = await t.api(ADVISER, { method: 'POST', url: '/api/whatsapp/messages', payload: { leadId, template: { name: 'seguimiento_cotizacion', language: 'es_MX', params: ['a', 'b', 'c'] } } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe(WHATSAPP_MSG.optedOut);
    expect((await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${leadId}` })).json().data.optedOut).toBe(true);
    const consents = (await t.api('manager@demo.mx', { method: 'GET', url: `/api/privacy/lead/${leadId}/consents` })).json().data as { purpose: string; state: string; channel: string | null }[];
    expect(consents.find((c) => c.purpose === 'Promociones y marketing')).toMatchObject({ state: 'retirado', channel: 'whatsapp' });
    expect((await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${leadId}` })).json().data.marketingConsent).toBe(false);
    await sim.inbound({ from: '5215512340003', text: 'alta' });
    await settle();
    expect((await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${leadId}` })).json().data.optedOut).toBe(false);
  });

  it('read clears the unread count; another adviser sees nothing (404)', async () => {
    const read = await t.api(ADVISER, { method: 'PATCH', url: `/api/whatsapp/conversation/${conversationId}/read` });
    expect(read.json().data).toEqual({ unread: 0 });
    const other = await t.api('adviser-digital@demo.mx', { method: 'GET', url: `/api/whatsapp/conversation/${conversationId}/messages` });
    expect(other.statusCode).toBe(404);
    const otherLead = await t.api('adviser-digital@demo.mx', { method: 'GET', url: `/api/whatsapp/conversation?leadId=${leadId}` });
    expect(otherLead.statusCode).toBe(404);
  });

  it('a client file is fetched from the Graph API, checked by content and served under the lead rule', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');
    await sim.inbound({ from: '5215512340003', media: { kind: 'image', base64: png.toString('base64'), mimeType: 'image/png', caption: 'Mi INE' } });
    await settle();
    const [m] = (await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation/${conversationId}/messages?limit=1` })).json().data;
    expect(m).toMatchObject({ kind: 'image', text: 'Mi INE' });
    expect(m.media.mimeType).toBe('image/png');
    const file = await t.api(ADVISER, { method: 'GET', url: m.media.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await t.api('adviser-digital@demo.mx', { method: 'GET', url: m.media.url })).statusCode).toBe(404);
  });

  it('a media URL of another host is refused: no download, no file', async () => {
    sim.state.mediaHost = 'evil.example.com:80';
    await sim.inbound({ from: '5215512340003', media: { kind: 'document', base64: Buffer.from('%PDF-1.4 x').toString('base64'), mimeType: 'application/pdf', fileName: 'x.pdf' } });
    await settle();
    const [m] = (await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation/${conversationId}/messages?limit=1` })).json().data;
    expect(m.kind).toBe('document');
    expect(m.media).toBeNull();
    expect(m.text).toBe(WHATSAPP_MSG.mediaNotFound);
  });
});

describe('inbox, masking and assignment', () => {
  it('unanswered first; a masked role sees the conversation of a subasta lead without its number', async () => {
    await sim.inbound({ from: '5213311112222', name: 'Subasta Sin Dueño', text: 'Hola' });
    await settle();
    const [conversation] = await t.database.db.select().from(whatsappConversations).where(eq(whatsappConversations.phoneKey, '3311112222'));
    await t.database.db.update(leads).set({ phase: 'subasta', userId: null }).where(eq(leads.id, conversation!.leadId!));
    const bdc = await t.api('bdc@demo.mx', { method: 'GET', url: '/api/whatsapp/inbox?limit=100' });
    expect(bdc.statusCode).toBe(200);
    const rows = bdc.json().data as { conversationId: number; phone: string; waitingSince: string | null }[];
    const row = rows.find((r) => r.conversationId === conversation!.id)!;
    expect(row.phone).toBe('-');
    expect(bdc.body).not.toContain('3311112222');
    const firstAnswered = rows.findIndex((r) => r.waitingSince === null);
    if (firstAnswered >= 0) expect(rows.slice(firstAnswered).every((r) => r.waitingSince === null)).toBe(true);
    const conv = await t.api('bdc@demo.mx', { method: 'GET', url: `/api/whatsapp/conversation?leadId=${conversation!.leadId}` });
    expect(conv.json().data.phone).toBe('-');
    const manager = await t.api('manager@demo.mx', { method: 'GET', url: `/api/whatsapp/conversation?leadId=${conversation!.leadId}` });
    expect(manager.json().data.phone).toBe('+5213311112222');
  });

  it('BDC assigns a conversation to an adviser: the lead is reassigned, the adviser sees it in the inbox', async () => {
    const [conversation] = await t.database.db.select().from(whatsappConversations).where(eq(whatsappConversations.phoneKey, '3311112222'));
    const adviser = await f.userId('adviser-hybrid@demo.mx');
    const res = await t.api('bdc@demo.mx', { method: 'PATCH', url: `/api/whatsapp/conversation/${conversation!.id}/assign`, payload: { userId: adviser } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.assignedUserId).toBe(adviser);
    expect((await f.lead(conversation!.leadId!)).userId).toBe(adviser);
    const mine = await t.api('adviser-hybrid@demo.mx', { method: 'GET', url: '/api/whatsapp/inbox?filter=mine' });
    expect(mine.json().data.map((r: { conversationId: number }) => r.conversationId)).toContain(conversation!.id);
    const floor = await t.api('adviser-floor@demo.mx', { method: 'GET', url: '/api/whatsapp/inbox?limit=100' });
    expect(floor.json().data.map((r: { conversationId: number }) => r.conversationId)).not.toContain(conversation!.id);
  });
});

describe('the lists show an unread marker', () => {
  const ADVISER = 'adviser-floor@demo.mx';
  const rowOf = async <R extends { id: number; whatsappUnread: boolean }>(who: string, url: string, id: number): Promise<R | undefined> => {
    const res = await t.api(who, { method: 'GET', url, agencyId: agency });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as R[]).find((r) => r.id === id);
  };

  it('a retail lead with an unread client message is marked in the leads list until its conversation is read', async () => {
    const lead = await f.makeLead({ userId: await f.userId(ADVISER), firstName: 'Marcela', lastName: 'Marcador' });
    await t.database.db.update(leads).set({ phone: '+525512340077', phoneKey: '5512340077' }).where(eq(leads.id, lead.id));
    const url = `/api/lead/new?page=1&limit=50&search=${encodeURIComponent('Marcela Marcador')}`;
    expect((await rowOf(ADVISER, url, lead.id))?.whatsappUnread).toBe(false);
    await sim.inbound({ from: '5215512340077', text: '¿Tienen la Sei2 en rojo?' });
    await settle();
    await sim.inbound({ from: '5215512340077', text: '¿Y en gris?' });
    await settle();
    expect((await rowOf(ADVISER, url, lead.id))?.whatsappUnread).toBe(true);
    const conversation = (await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${lead.id}` })).json().data;
    expect(conversation.unread).toBe(2);
    await t.api(ADVISER, { method: 'PATCH', url: `/api/whatsapp/conversation/${conversation.id}/read` });
    expect((await rowOf(ADVISER, url, lead.id))?.whatsappUnread).toBe(false);
    // Another message marks it again.
    await sim.inbound({ from: '5215512340077', text: 'Gracias' });
    await settle();
    expect((await rowOf(ADVISER, url, lead.id))?.whatsappUnread).toBe(true);
  });

  it('a fleet lead whose client answers its conversation is marked in the fleet leads list until it is read', async () => {
    const [fleet] = await queryRows<{ id: number; phone: string }>(
      t.database.db,
      sql`SELECT id, phone FROM lead_fleets WHERE agency_id = ${agency} AND phone IS NOT NULL AND NOT EXISTS (SELECT 1 FROM whatsapp_conversations c WHERE c.fleet_lead_id = lead_fleets.id) ORDER BY id LIMIT 1`,
    );
    await t.database.db.execute(sql`UPDATE lead_fleets SET phone = '5512340078' WHERE id = ${fleet!.id}`);
    const url = `/api/lead-fleet?page=1&limit=50&filter=5512340078`;
    expect((await rowOf(ADMIN, url, fleet!.id))?.whatsappUnread).toBe(false);
    // The conversation starts from the fleet lead's panel (a template), then the client answers it.
    const templates = (await t.api(ADMIN, { method: 'GET', url: `/api/whatsapp/templates?fleetLeadId=${fleet!.id}` })).json().data as { name: string; category: string; params: string[] }[];
    const utility = templates.find((x) => x.category === 'UTILITY')!;
    const sent = await t.api(ADMIN, { method: 'POST', url: '/api/whatsapp/messages', payload: { fleetLeadId: fleet!.id, template: { name: utility.name, language: 'es_MX', params: utility.params.map((p) => p || 'x') } } });
    expect(sent.statusCode, sent.body).toBe(201);
    await sim.inbound({ from: '5215512340078', text: 'Nos interesan 10 unidades' });
    await settle();
    expect((await rowOf(ADMIN, url, fleet!.id))?.whatsappUnread).toBe(true);
    const conversation = (await t.api(ADMIN, { method: 'GET', url: `/api/whatsapp/conversation?fleetLeadId=${fleet!.id}` })).json().data;
    await t.api(ADMIN, { method: 'PATCH', url: `/api/whatsapp/conversation/${conversation.id}/read` });
    expect((await rowOf(ADMIN, url, fleet!.id))?.whatsappUnread).toBe(false);
  });

  it('the marker is a column of the row: the page reads no conversation, and the agency unread leads are found through their partial index', async () => {
    // The test's tables are small: the planner is told to prefer indexes, as it does at 1,000,000 leads.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN SELECT id FROM leads WHERE agency_id = ${agency} AND merged_into_id IS NULL AND whatsapp_unread ORDER BY created_at DESC, id DESC LIMIT 20`);
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('leads_live_agency_whatsapp_unread_idx');
  });
});

describe('template parameters filled from the lead', () => {
  it('name, adviser, agency and the next appointment (scheduled or confirmed, still to come); empty {{4}} without one', async () => {
    const ADVISER = 'adviser-floor@demo.mx';
    const adviser = await f.userId(ADVISER);
    const lead = await f.makeLead({ userId: adviser, firstName: 'Ramiro', lastName: 'Plantilla' });
    const [agencyRow] = await queryRows<{ name: string }>(t.database.db, sql`SELECT name FROM agencies WHERE id = ${agency}`);
    const [user] = await queryRows<{ name: string }>(t.database.db, sql`SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ${adviser}`);
    const reminder = async () => {
      const res = await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/templates?leadId=${lead.id}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { name: string; params: string[] }[]).find((x) => x.name === 'recordatorio_cita')!.params;
    };
    expect(await reminder()).toEqual(['Ramiro', user!.name, agencyRow!.name, '']);
    const day = 86_400_000;
    const insert = (date: Date, status: string) =>
      t.database.db.insert(appointments).values({ leadId: lead.id, agencyId: agency, userId: adviser, type: 'ACTIVITY', date, status });
    // A past one, a canceled one and a later one are not the next: the nearest scheduled one to come is.
    await insert(new Date(Date.now() - day), 'SCHEDULED');
    await insert(new Date(Date.now() + day), 'CANCELED');
    await insert(new Date(Date.now() + 9 * day), 'CONFIRMED');
    const next = new Date(Math.ceil((Date.now() + 3 * day) / 60_000) * 60_000);
    await insert(next, 'SCHEDULED');
    const params = await reminder();
    expect(params.slice(0, 3)).toEqual(['Ramiro', user!.name, agencyRow!.name]);
    expect(params[3]).toBe(appointmentText(next));
    expect(params[3]).toMatch(/^[a-záéíóúñ]+ \d{1,2} de [a-z]+ a las \d{2}:\d{2}$/);
  });
});

describe('a fleet lead’s inbound notice', () => {
  it('tells the fleet lead’s executive once per burst and names the fleet lead (not a retail lead), so it opens that conversation', async () => {
    const EXEC = 'fleet-executive@demo.mx';
    const exec = await f.userId(EXEC);
    const [fleet] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM lead_fleets WHERE agency_id = ${agency} AND NOT EXISTS (SELECT 1 FROM whatsapp_conversations c WHERE c.fleet_lead_id = lead_fleets.id) ORDER BY id DESC LIMIT 1`,
    );
    await t.database.db.execute(sql`UPDATE lead_fleets SET phone = '5512340079', user_id = ${exec} WHERE id = ${fleet!.id}`);
    const templates = (await t.api(EXEC, { method: 'GET', url: `/api/whatsapp/templates?fleetLeadId=${fleet!.id}` })).json().data as { name: string; category: string; params: string[] }[];
    const utility = templates.find((x) => x.category === 'UTILITY')!;
    const sent = await t.api(EXEC, { method: 'POST', url: '/api/whatsapp/messages', payload: { fleetLeadId: fleet!.id, template: { name: utility.name, language: 'es_MX', params: utility.params.map((p) => p || 'x') } } });
    expect(sent.statusCode, sent.body).toBe(201);
    await sim.inbound({ from: '5215512340079', name: 'Compras Flotilla', text: 'Cotícenos 20 unidades' });
    await settle();
    await sim.inbound({ from: '5215512340079', name: 'Compras Flotilla', text: 'Y el plazo de entrega' });
    await settle();
    const bell = await t.api(EXEC, { method: 'GET', url: `/api/notification/${exec}` });
    expect(bell.statusCode, bell.body).toBe(200);
    const mine = (bell.json().data as { type: string; LeadId: number | null; LeadFleetId: number | null; description: string }[]).filter((n) => n.type === 'WHATSAPP_MESSAGE' && n.LeadFleetId === fleet!.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ LeadId: null, LeadFleetId: fleet!.id });
    expect(mine[0]!.description).toContain('Compras Flotilla');
  });
});

describe('unmasked views in the privacy access log', () => {
  const ADVISER = 'adviser-floor@demo.mx';
  const logRows = async () => {
    await t.app.accessLog.flush();
    return queryRows<{ user_id: number; action: string; target: string; lead_id: number | null; rows: number | null }>(
      t.database.db,
      sql`SELECT user_id, action, target, lead_id, rows FROM access_log WHERE target LIKE 'Conversaci%' ORDER BY id`,
    );
  };

  it('opening a thread with the number shown is logged once per view (not per poll); a masked view is not', async () => {
    forgetUnmaskedViews();
    const adviser = await f.userId(ADVISER);
    const lead = await f.makeLead({ userId: adviser, firstName: 'Paula', lastName: 'Privacidad' });
    await t.database.db.update(leads).set({ phone: '+525512340081', phoneKey: '5512340081' }).where(eq(leads.id, lead.id));
    await sim.inbound({ from: '5215512340081', text: 'Hola' });
    await settle();
    const before = (await logRows()).length;
    const open = await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${lead.id}` });
    expect(open.json().data.phone).toBe('+5215512340081');
    // The panel polls: the same view again writes nothing more.
    await t.api(ADVISER, { method: 'GET', url: `/api/whatsapp/conversation?leadId=${lead.id}` });
    const after = (await logRows()).slice(before);
    expect(after).toEqual([{ user_id: adviser, action: 'contact-view', target: WHATSAPP_MSG.accessThread, lead_id: lead.id, rows: null }]);

    // A subasta lead seen by bdc (masked): the number is a dash and nothing is logged.
    const subasta = await f.makeLead({ userId: null, phase: 'subasta', firstName: 'Sergio', lastName: 'Subasta' });
    await t.database.db.update(leads).set({ phone: '+525512340082', phoneKey: '5512340082' }).where(eq(leads.id, subasta.id));
    await sim.inbound({ from: '5215512340082', text: 'Buenas' });
    await settle();
    const mark = (await logRows()).length;
    const masked = await t.api('bdc@demo.mx', { method: 'GET', url: `/api/whatsapp/conversation?leadId=${subasta.id}`, agencyId: agency });
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.json().data.phone).toBe('-');
    expect((await logRows()).slice(mark).filter((r) => r.lead_id === subasta.id)).toEqual([]);
  });

  it('an inbox page showing numbers is logged with how many it showed', async () => {
    forgetUnmaskedViews();
    const before = (await logRows()).length;
    const res = await t.api(ADMIN, { method: 'GET', url: '/api/whatsapp/inbox?page=1&limit=20&filter=all', agencyId: agency });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json().data as { phone: string }[]).filter((r) => r.phone !== '-').length;
    expect(shown).toBeGreaterThan(0);
    await t.api(ADMIN, { method: 'GET', url: '/api/whatsapp/inbox?page=1&limit=20&filter=all', agencyId: agency });
    const added = (await logRows()).slice(before);
    expect(added).toEqual([expect.objectContaining({ action: 'contact-view', target: WHATSAPP_MSG.accessInbox, rows: shown })]);
  });
});

describe('one client writing twice at once', () => {
  it('an unknown number whose two messages are processed together becomes one lead and one conversation with both messages', async () => {
    const from = '5215512340091';
    await Promise.all([sim.inbound({ from, name: 'Doble Envío', text: 'Primero a la vez' }), sim.inbound({ from, name: 'Doble Envío', text: 'Segundo a la vez' })]);
    await settle();
    const conversations = await t.database.db.select().from(whatsappConversations).where(eq(whatsappConversations.phoneKey, '5512340091'));
    expect(conversations).toHaveLength(1);
    const messages = await t.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.conversationId, conversations[0]!.id));
    expect(messages.map((m) => m.body.text).sort()).toEqual(['Primero a la vez', 'Segundo a la vez']);
    const [{ n }] = (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM leads WHERE first_name = 'Doble' AND merged_into_id IS NULL`)) as [{ n: number }];
    expect(n).toBe(1);
    const pending = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM whatsapp_deliveries WHERE processed_at IS NULL`);
    expect(pending[0]!.n).toBe(0);
  });
});
