import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  accessoryLeads,
  appointments,
  arcoAccessFiles,
  arcoRequestRecords,
  arcoRequests,
  companies,
  companyContactPeople,
  files,
  leadFleetActivities,
  leadFleetProspects,
  leadFleets,
  leads,
  privacyBlocks,
  products,
  sales,
  whatsappConversations,
  whatsappMessages,
} from '../../src/server/db/schema';
import { fileStoreFor } from '../../src/server/lib/fileStore';
import { runRetention } from '../../src/server/features/privacy';
import { runNotificationJob } from '../../src/server/features/notifications';
import { ERASED_TOKEN, RETENTION_MSG } from '../../src/shared/domain/privacyRetention';
import { createTestApp, type TestApp } from './testApp';

/**
 * Cancellation's second stage and the retention job (issue 54): blocked records past their period
 * lose every personal field to '[suprimido]' in every feature's tables, while counts and dashboards
 * stay equal; a second run changes nothing; a record tied to a sale waits the fiscal period; lost
 * leads are blocked by age only when the agency set a period; the settings are the admin's.
 */
let t: TestApp;
const AGENCY = 1;
const T = ERASED_TOKEN;
const DAY = 86_400_000;
const ids = {} as Record<'lead' | 'soldLead' | 'fleetLead' | 'fleetContact' | 'prospect' | 'accessory' | 'conversation' | 'request', number>;
const keys = {} as Record<'media' | 'json' | 'pdf', string>;

const call = (role: string, method: 'GET' | 'PUT', url: string, payload?: object) => t.api(`${role}@demo.mx`, { method, url: `/api${url}`, payload, agencyId: AGENCY });
const rows = async <R,>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
const store = () => fileStoreFor(t.config);

/** What a dealer's dashboards and lists count, read through the API as the manager and the fleet manager. */
async function dashboards() {
  const get = async (role: string, url: string) => {
    const res = await call(role, 'GET', url);
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json();
  };
  const range = 'startDate=2000-01-01&endDate=2100-12-31';
  const dashboard = await get('manager', '/sale/dashboard?limit=100');
  const reporting = await get('manager', '/sale/reporting?limit=100');
  return {
    saleTotals: dashboard.totals,
    saleTotal: dashboard.total,
    saleIds: dashboard.data.map((r: { id: number }) => r.id).sort(),
    reportingTotal: reporting.total,
    byAllPhases: await get('manager', `/lead/ByAllPhases?${range}`),
    byPhase: await get('manager', `/lead/ByPhase?${range}`),
    byModel: await get('manager', `/lead/InterestByModel?${range}`),
    fleetTotals: await get('fleet-manager', '/lead-fleet/data/totals'),
  };
}

/** Blocks a record as a cancellation would (the first stage is another slice): the row's blocked_at and the ledger. */
async function block(kind: string, table: string, id: number, blockedAt: Date, requestId: number | null = null) {
  await t.database.db.execute(sql`UPDATE ${sql.identifier(table)} SET blocked_at = ${blockedAt.toISOString()}::timestamptz WHERE id = ${id}`);
  await t.database.db.insert(privacyBlocks).values({ subjectKind: kind, subjectId: id, agencyId: AGENCY, requestId, blockedAt });
}

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 8 });
  const db = t.database.db;
  const [product] = await db.select().from(products).limit(1);
  const [lead] = await db
    .insert(leads)
    .values({ agencyId: AGENCY, firstName: 'Renata', lastName: 'Olvido Pérez', email: 'renata.olvido@correo.mx', phone: '+525566778899', rfc: 'OIPR800101AB1', age: '45', maritalStatus: 'casada', gender: 'F', concreteNeeds: 'Renata busca SUV familiar', phase: 'seguimiento', phoneKey: '5566778899', emailKey: 'renata.olvido@correo.mx', nameKey: 'renata olvido perez' })
    .returning();
  ids.lead = lead!.id;
  await db.execute(sql`INSERT INTO lead_phones (lead_id, value, value_key) VALUES (${ids.lead}, '+525566778899', '5566778899')`);
  await db.execute(sql`INSERT INTO lead_emails (lead_id, value, value_key) VALUES (${ids.lead}, 'renata.olvido@correo.mx', 'renata.olvido@correo.mx')`);
  await db.execute(sql`INSERT INTO lead_interests (lead_id, product_id, comments) VALUES (${ids.lead}, ${product!.id}, 'Llamar a Renata al 5566778899')`);
  await db.insert(appointments).values({ leadId: ids.lead, agencyId: AGENCY, type: 'ACTIVITY', date: new Date(), comments: 'Renata viene con su esposo' });
  // The same person bought before: a lead with a sale (kept the fiscal period).
  const [sold] = await db.insert(leads).values({ agencyId: AGENCY, firstName: 'Renata', lastName: 'Olvido', email: 'renata.olvido@correo.mx', phone: '+525566778899', phase: 'cerrado' }).returning();
  ids.soldLead = sold!.id;
  await db.insert(sales).values({ leadId: ids.soldLead, agencyId: AGENCY, productId: product!.id, rfc: 'OIPR800101AB1', salePrice: 450_000, stage: 'PENDING_DELIVERY' });

  const [company] = await db.insert(companies).values({ agencyId: AGENCY, name: 'Olvido Logística' }).returning();
  const [fleetLead] = await db
    .insert(leadFleets)
    .values({ agencyId: AGENCY, companyId: company!.id, contactName: 'Renata Olvido', companyName: 'Olvido Logística', phone: '5566778899', email: 'renata@olvido.mx', comments: 'Renata decide en marzo', budget: 90_000_000 })
    .returning();
  ids.fleetLead = fleetLead!.id;
  await db.insert(leadFleetActivities).values({ leadFleetId: ids.fleetLead, phase: '1ER_CONTACTO', title: 'Llamada con Renata', comments: 'Su celular 5566778899' });
  const [contact] = await db.insert(companyContactPeople).values({ companyId: company!.id, type: 'COMPANY', name: 'Renata Olvido', phone: '5566778899', email: 'renata@olvido.mx', position: 'Directora' }).returning();
  ids.fleetContact = contact!.id;
  const [prospect] = await db
    .insert(leadFleetProspects)
    .values({ agencyId: AGENCY, firstName: 'Renata', lastName: 'Olvido', email: 'renata@olvido.mx', phone: '5566778899', companyName: 'Olvido Logística', position: 'Directora', quantity: 4 })
    .returning();
  ids.prospect = prospect!.id;
  const [accessory] = await db.insert(accessoryLeads).values({ agencyId: AGENCY, name: 'Renata Olvido', email: 'renata.olvido@correo.mx', phone: '5566778899' }).returning();
  ids.accessory = accessory!.id;
  const [conversation] = await db
    .insert(whatsappConversations)
    .values({ agencyId: AGENCY, waId: '5215566778899', phoneKey: '5566778899', profileName: 'Renata', lastMessageText: 'Hola, soy Renata' })
    .returning();
  ids.conversation = conversation!.id;
  keys.media = await store().put(Buffer.from('foto de la credencial de Renata'), 'jpg');
  const [media] = await db.insert(files).values({ ownerType: 'whatsapp-media', agencyId: AGENCY, mime: 'image/jpeg', size: 10, path: keys.media }).returning();
  await db.insert(whatsappMessages).values({ conversationId: ids.conversation, agencyId: AGENCY, direction: 'in', kind: 'image', body: { caption: 'Mi INE, Renata Olvido' }, status: 'received', mediaFileId: media!.id });
  await db.insert(whatsappMessages).values({ conversationId: ids.conversation, agencyId: AGENCY, direction: 'in', kind: 'text', body: { text: 'Hola, soy Renata' }, status: 'received' });
  await db.execute(sql`INSERT INTO whatsapp_deliveries (agency_id, body, processed_at) VALUES (${AGENCY}, '{"entry":[{"changes":[{"value":{"contacts":[{"wa_id":"5215566778899"}]}}]}]}', now())`);

  // Her cancellation request, with its records' snapshot and an access file built earlier.
  const [admin] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@demo.mx'`);
  const [request] = await db
    .insert(arcoRequests)
    .values({ agencyId: AGENCY, type: 'cancelacion', personName: 'Renata Olvido Pérez', personPhone: '5566778899', identityMethod: 'pasaporte', receivedOn: '2025-01-02', dueOn: '2025-01-30', handlerId: admin!.id, state: 'respondida' })
    .returning();
  ids.request = request!.id;
  await db.insert(arcoRequestRecords).values([
    { requestId: ids.request, subjectKind: 'lead', subjectId: ids.lead, name: 'Renata Olvido Pérez', phone: '+525566778899', email: 'renata.olvido@correo.mx', reasons: ['Mismo teléfono'] },
    { requestId: ids.request, subjectKind: 'fleet-prospect', subjectId: ids.prospect, name: 'Renata Olvido', phone: '5566778899', email: 'renata@olvido.mx', reasons: ['Mismo teléfono'] },
  ]);
  keys.json = await store().put(Buffer.from('{"nombre":"Renata"}'), 'json');
  keys.pdf = await store().put(Buffer.from('%PDF-1.4 Renata'), 'pdf');
  await db.insert(arcoAccessFiles).values({ requestId: ids.request, status: 'lista', jsonKey: keys.json, pdfKey: keys.pdf, readyAt: new Date() });
});
afterAll(async () => t?.close());

describe('retention settings (beside the ARCO period)', () => {
  it('are the admin’s: the defaults, 403 for another role whatever it sends, 400 with the Spanish message for a value out of range', async () => {
    const got = await call('admin', 'GET', '/privacy/settings');
    expect(got.json().data).toMatchObject({ arcoBusinessDays: 20, lostLeadBlockDays: null, blockedEraseDays: 365, saleEraseDays: 1825, retentionLastRun: null });
    for (const role of ['manager', 'coordinator', 'adviser-floor']) {
      expect((await call(role, 'PUT', '/privacy/settings', { data: { blockedEraseDays: 30 } })).statusCode, role).toBe(403);
      expect((await call(role, 'PUT', '/privacy/settings', { data: { blockedEraseDays: -1 } })).statusCode, role).toBe(403);
    }
    const bad: [object, string][] = [
      [{ lostLeadBlockDays: 5 }, RETENTION_MSG.lostLeadBlockDays],
      [{ blockedEraseDays: 0 }, RETENTION_MSG.blockedEraseDays],
      [{ blockedEraseDays: 12.5 }, RETENTION_MSG.blockedEraseDays],
      [{ saleEraseDays: 365 }, RETENTION_MSG.saleEraseDays],
      [{ saleEraseDays: '2000' }, RETENTION_MSG.saleEraseDays],
    ];
    for (const [data, message] of bad) {
      const res = await call('admin', 'PUT', '/privacy/settings', { data });
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(res.body).toContain(message);
    }
    const saved = await call('admin', 'PUT', '/privacy/settings', { data: { blockedEraseDays: 200, saleEraseDays: 2000 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ arcoBusinessDays: 20, lostLeadBlockDays: null, blockedEraseDays: 200, saleEraseDays: 2000 });
    await call('admin', 'PUT', '/privacy/settings', { data: { blockedEraseDays: 365, saleEraseDays: 1825 } });
  });
});

describe('deletion of blocked records', () => {
  it('erases nothing before the period ends', async () => {
    const now = new Date();
    await block('lead', 'leads', ids.lead, new Date(now.getTime() - 100 * DAY), ids.request);
    const runs = await runRetention(t.database.db, now, store());
    expect(runs.get(AGENCY)!.erased).toEqual({});
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, ids.lead));
    expect(lead!.firstName).toBe('Renata');
  });

  it('replaces every personal field with the token in every feature, keeps counts and dashboards, and deletes the stored files', async () => {
    const db = t.database.db;
    const now = new Date();
    const old = new Date(now.getTime() - 400 * DAY);
    await db.execute(sql`UPDATE privacy_blocks SET blocked_at = ${old.toISOString()}::timestamptz WHERE subject_kind = 'lead' AND subject_id = ${ids.lead}`);
    await block('lead', 'leads', ids.soldLead, old, ids.request);
    await block('fleet-lead', 'lead_fleets', ids.fleetLead, old);
    await block('fleet-contact', 'company_contact_people', ids.fleetContact, old);
    await block('fleet-prospect', 'lead_fleet_prospects', ids.prospect, old, ids.request);
    await block('accessory-lead', 'accessory_leads', ids.accessory, old);
    await block('whatsapp-conversation', 'whatsapp_conversations', ids.conversation, old);
    const before = await dashboards();

    const runs = await runRetention(db, now, store());
    // The sold lead is tied to a sale: it waits the fiscal period (1825 days), the rest is erased.
    expect(runs.get(AGENCY)!.erased).toEqual({ lead: 1, 'fleet-lead': 1, 'fleet-contact': 1, 'fleet-prospect': 1, 'accessory-lead': 1, 'whatsapp-conversation': 1 });

    const [lead] = await db.select().from(leads).where(eq(leads.id, ids.lead));
    expect(lead).toMatchObject({ firstName: T, lastName: T, email: null, phone: null, rfc: T, age: null, maritalStatus: null, gender: null, concreteNeeds: T, phoneKey: null, emailKey: null, nameKey: T, phase: 'seguimiento', agencyId: AGENCY });
    expect(await rows(sql`SELECT value, value_key FROM lead_phones WHERE lead_id = ${ids.lead}`)).toEqual([{ value: T, value_key: null }]);
    expect(await rows(sql`SELECT value, value_key FROM lead_emails WHERE lead_id = ${ids.lead}`)).toEqual([{ value: T, value_key: null }]);
    expect(await rows(sql`SELECT comments FROM lead_interests WHERE lead_id = ${ids.lead}`)).toEqual([{ comments: T }]);
    expect(await rows(sql`SELECT comments, client_name FROM appointments WHERE lead_id = ${ids.lead}`)).toEqual([{ comments: T, client_name: `${T} ${T}` }]);
    const [fleetLead] = await db.select().from(leadFleets).where(eq(leadFleets.id, ids.fleetLead));
    expect(fleetLead).toMatchObject({ contactName: T, email: null, phone: null, comments: T, companyName: 'Olvido Logística', budget: 90_000_000 });
    expect(await rows(sql`SELECT title, comments FROM lead_fleet_activities WHERE lead_fleet_id = ${ids.fleetLead}`)).toEqual([{ title: T, comments: T }]);
    const [contact] = await db.select().from(companyContactPeople).where(eq(companyContactPeople.id, ids.fleetContact));
    expect(contact).toMatchObject({ name: T, phone: null, email: null, position: T });
    const [prospect] = await db.select().from(leadFleetProspects).where(eq(leadFleetProspects.id, ids.prospect));
    expect(prospect).toMatchObject({ firstName: T, lastName: T, email: T, phone: T, position: T, quantity: 4, companyName: 'Olvido Logística' });
    expect((await rows<{ search_text: string }>(sql`SELECT search_text FROM lead_fleet_prospects WHERE id = ${ids.prospect}`))[0]!.search_text).not.toContain('renata');
    const [accessory] = await db.select().from(accessoryLeads).where(eq(accessoryLeads.id, ids.accessory));
    expect(accessory).toMatchObject({ name: T, email: null, phone: null });
    const [conversation] = await db.select().from(whatsappConversations).where(eq(whatsappConversations.id, ids.conversation));
    expect(conversation).toMatchObject({ waId: T, phoneKey: T, profileName: T, lastMessageText: T });
    const messages = await db.select().from(whatsappMessages).where(eq(whatsappMessages.conversationId, ids.conversation));
    expect(messages.map((m) => [m.kind, m.body, m.mediaFileId])).toEqual(expect.arrayContaining([['image', { text: T }, null], ['text', { text: T }, null]]));
    expect(await store().get(keys.media)).toBeUndefined();
    expect(await rows(sql`SELECT id FROM files WHERE path = ${keys.media}`)).toEqual([]);
    expect(await rows(sql`SELECT id FROM whatsapp_deliveries WHERE body LIKE '%5215566778899%'`)).toEqual([]);

    // The request stays as evidence; its records' snapshot and its access files do not.
    const [request] = await db.select().from(arcoRequests).where(eq(arcoRequests.id, ids.request));
    expect(request).toMatchObject({ type: 'cancelacion', state: 'respondida' });
    const records = await db.select().from(arcoRequestRecords).where(eq(arcoRequestRecords.requestId, ids.request));
    expect(records.map((r) => [r.name, r.phone, r.email])).toEqual([
      [T, T, T],
      [T, T, T],
    ]);
    const [file] = await db.select().from(arcoAccessFiles).where(eq(arcoAccessFiles.requestId, ids.request));
    expect(file).toMatchObject({ status: 'suprimido', jsonKey: null, pdfKey: null });
    expect(await store().get(keys.json)).toBeUndefined();
    expect(await store().get(keys.pdf)).toBeUndefined();
    const detail = await call('admin', 'GET', `/privacy/arco/${ids.request}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.accessFile.status).toBe('suprimido');

    // Nothing of her is left in the erased records' tables (the sold lead waits for its period).
    const dump = JSON.stringify(
      await rows(sql`SELECT row_to_json(x) FROM (SELECT * FROM leads WHERE id = ${ids.lead}) x
        UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM lead_fleets WHERE id = ${ids.fleetLead}) x
        UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM lead_fleet_prospects WHERE id = ${ids.prospect}) x
        UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM whatsapp_messages WHERE conversation_id = ${ids.conversation}) x`),
    ).toLowerCase();
    expect(dump).not.toMatch(/renata|olvido@|5566778899/);

    expect(await dashboards()).toEqual(before);
    const [ledger] = await db.select().from(privacyBlocks).where(eq(privacyBlocks.subjectId, ids.lead));
    expect(ledger!.erasedAt).not.toBeNull();
  });

  it('changes nothing on a second run', async () => {
    const snapshot = async () =>
      JSON.stringify(
        await rows(sql`SELECT row_to_json(x) FROM (SELECT * FROM leads WHERE id IN (${ids.lead}, ${ids.soldLead}) ORDER BY id) x
          UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM lead_fleets WHERE id = ${ids.fleetLead}) x
          UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM whatsapp_conversations WHERE id = ${ids.conversation}) x
          UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM privacy_blocks ORDER BY subject_kind, subject_id) x
          UNION ALL SELECT row_to_json(x) FROM (SELECT * FROM arco_request_records ORDER BY subject_kind, subject_id) x`),
      );
    const before = await snapshot();
    const runs = await runRetention(t.database.db, new Date(), store());
    expect(runs.get(AGENCY)!.erased).toEqual({});
    expect(await snapshot()).toBe(before);
  });

  it('keeps a record tied to a sale for the fiscal period, then erases it with the sale’s RFC and keeps the sale', async () => {
    const db = t.database.db;
    const [kept] = await db.select().from(leads).where(eq(leads.id, ids.soldLead));
    expect(kept!.firstName).toBe('Renata');
    const [ledger] = await db.select().from(privacyBlocks).where(eq(privacyBlocks.subjectId, ids.soldLead));
    expect(ledger!.tiedToSale).toBe(true);
    const before = await dashboards();
    await db.execute(sql`UPDATE privacy_blocks SET blocked_at = now() - interval '1830 days' WHERE subject_kind = 'lead' AND subject_id = ${ids.soldLead}`);
    const runs = await runRetention(db, new Date(), store());
    expect(runs.get(AGENCY)!.erased).toEqual({ lead: 1 });
    const [erased] = await db.select().from(leads).where(eq(leads.id, ids.soldLead));
    expect(erased).toMatchObject({ firstName: T, lastName: T, phase: 'cerrado' });
    const [sale] = await db.select().from(sales).where(eq(sales.leadId, ids.soldLead));
    expect(sale).toMatchObject({ rfc: T, salePrice: 450_000, stage: 'PENDING_DELIVERY' });
    expect(await dashboards()).toEqual(before);
  });
});

describe('blocking lost leads by age', () => {
  it('blocks only frozen leads past the agency’s period, and only once the admin set one; the admin sees the last run', async () => {
    const db = t.database.db;
    const now = new Date();
    const frozen = async (daysAgo: number) => {
      const at = new Date(now.getTime() - daysAgo * DAY).toISOString();
      const [row] = await db.insert(leads).values({ agencyId: AGENCY, firstName: 'Perdido', lastName: `${daysAgo} días`, phase: 'congelado' }).returning();
      await db.execute(sql`UPDATE leads SET updated_at = ${at}::timestamptz, created_at = ${at}::timestamptz WHERE id = ${row!.id}`);
      return row!.id;
    };
    const oldLost = await frozen(200);
    const recentLost = await frozen(20);
    const [active] = await db.insert(leads).values({ agencyId: AGENCY, firstName: 'Activo', lastName: 'Viejo', phase: 'seguimiento' }).returning();
    await db.execute(sql`UPDATE leads SET updated_at = now() - interval '400 days' WHERE id = ${active!.id}`);
    const blockedNow = async () => (await rows<{ id: number }>(sql`SELECT id FROM leads WHERE blocked_at IS NOT NULL AND id IN (${oldLost}, ${recentLost}, ${active!.id})`)).map((r) => r.id);

    // No period set (the default): nothing is blocked by age.
    expect((await runRetention(db, now, store())).get(AGENCY)!.blockedLeads).toBe(0);
    expect(await blockedNow()).toEqual([]);

    expect((await call('admin', 'PUT', '/privacy/settings', { data: { lostLeadBlockDays: 90 } })).statusCode).toBe(200);
    const run = (await runRetention(db, now, store())).get(AGENCY)!;
    expect(await blockedNow()).toEqual([oldLost]);
    expect(run.blockedLeads).toBeGreaterThanOrEqual(1);
    // Every lead it blocked in the agency was frozen and untouched for more than 90 days, and is in the ledger as the job's.
    const blocked = await rows<{ phase: string; old: boolean; request_id: number | null }>(
      sql`SELECT l.phase, l.updated_at < ${new Date(now.getTime() - 90 * DAY).toISOString()}::timestamptz AS old, b.request_id
          FROM leads l JOIN privacy_blocks b ON b.subject_kind = 'lead' AND b.subject_id = l.id
          WHERE b.blocked_at = ${now.toISOString()}::timestamptz`,
    );
    expect(blocked.length).toBe(run.blockedLeads);
    expect(blocked.every((b) => b.phase === 'congelado' && b.old && b.request_id === null)).toBe(true);
    // A second run blocks nothing more.
    expect((await runRetention(db, now, store())).get(AGENCY)!.blockedLeads).toBe(0);

    const settings = (await call('admin', 'GET', '/privacy/settings')).json().data;
    expect(settings.retentionLastRun).toMatchObject({ blockedLeads: 0, erased: {}, more: false });
    await call('admin', 'PUT', '/privacy/settings', { data: { lostLeadBlockDays: null } });
    expect((await call('admin', 'GET', '/privacy/settings')).json().data.lostLeadBlockDays).toBeNull();
  });
});

describe('the scheduled run', () => {
  it('runs inside the notification job (its lock and transaction) and reports to every agency’s settings', async () => {
    const db = t.database.db;
    await db.execute(sql`UPDATE privacy_settings SET retention_last_run = NULL`);
    const at = new Date(Date.now() + 1000);
    expect((await runNotificationJob(db, at)).ran).toBe(true);
    const runs = await rows<{ agency_id: number; at: string }>(sql`SELECT agency_id, retention_last_run->>'at' AS at FROM privacy_settings ORDER BY agency_id`);
    const agencies = await rows<{ id: number }>(sql`SELECT id FROM agencies ORDER BY id`);
    expect(runs.map((r) => Number(r.agency_id))).toEqual(agencies.map((a) => Number(a.id)));
    expect(runs.every((r) => r.at === at.toISOString())).toBe(true);
    // Within the hour it does not look again.
    await db.execute(sql`UPDATE privacy_settings SET retention_last_run = NULL`);
    await runNotificationJob(db, new Date(at.getTime() + 60_000));
    expect(await rows(sql`SELECT agency_id FROM privacy_settings WHERE retention_last_run IS NOT NULL`)).toEqual([]);
  });
});
