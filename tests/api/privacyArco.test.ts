import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accessLog, accessoryLeads, arcoRequests, leads, companies, companyContactPeople, leadFleetProspects, leadFleets, leadOrigins, productColors, privacyConsents, products, whatsappConversations, whatsappMessages } from '../../src/server/db/schema';
import { addBusinessDays } from '../../src/shared/domain/arcoDeadline';
import { isMexicanRestDay } from '../../src/shared/domain/mexicanRestDays';
import { mexicoCityDate } from '../../src/shared/domain/mexicoCityTime';
import { hasConsent } from '../../src/server/features/privacy';
import { createTestApp, type TestApp } from './testApp';

/**
 * 'Solicitudes ARCO' (issue 54): a request registered with the identity check and the person's
 * records the duplicate matcher finds across every feature of the agency, its deadline in business
 * days on the Mexican calendar (the agency's count), and its states.
 */
let t: TestApp;
const AGENCY = 1;
const person = { name: 'Ximena Arco Privada', phone: '55 4411 2233', email: 'Ximena.Arco@Correo.mx' };
const ids: Record<string, number> = {};

const call = (role: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, agencyId = AGENCY) =>
  t.api(`${role}@demo.mx`, { method, url: `/api${url}`, payload, agencyId });

async function createLead(firstName: string, lastName: string, phone: string, email: string, agencyId = AGENCY) {
  const db = t.database.db;
  const [product] = await db.select().from(products).limit(1);
  const [color] = await db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
  const [origin] = await db.select().from(leadOrigins).limit(1);
  const res = await t.api('admin@demo.mx', {
    method: 'POST',
    url: '/api/lead/',
    agencyId,
    payload: {
      data: {
        firstName,
        lastName,
        leadEmails: [email],
        leadPhones: [phone],
        LeadOriginId: origin!.id,
        productId: product!.id,
        colorId: color!.id,
        AgencyId: agencyId,
        buyType: 'retail',
        leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 6 });
  const db = t.database.db;
  ids.lead = await createLead('Ximena', 'Arco Privada', '5544112233', 'ximena.arco@correo.mx');
  // The same person by e-mail only, and another agency's lead of the same person (never found here).
  ids.leadByEmail = await createLead('X.', 'Arco', '5599990000', 'XIMENA.ARCO@correo.mx');
  ids.otherAgencyLead = await createLead('Ximena', 'Arco Privada', '5544112233', 'ximena.arco@correo.mx', 2);
  ids.stranger = await createLead('Rodolfo', 'Sin Relación', '5512121212', 'rodolfo@correo.mx');
  const [company] = await db.insert(companies).values({ agencyId: AGENCY, name: 'Transportes Arco' }).returning();
  const [fleetLead] = await db.insert(leadFleets).values({ agencyId: AGENCY, companyId: company!.id, contactName: 'Ximena Arco', companyName: 'Transportes Arco', phone: '+52 1 55 4411 2233', email: null }).returning();
  ids.fleetLead = fleetLead!.id;
  const [contact] = await db.insert(companyContactPeople).values({ companyId: company!.id, type: 'COMPANY', name: 'Ximena Arco Privada', email: 'ximena.arco@correo.mx' }).returning();
  ids.fleetContact = contact!.id;
  const [prospect] = await db
    .insert(leadFleetProspects)
    .values({ agencyId: AGENCY, firstName: 'Ximena', lastName: 'Arco', email: 'otra@correo.mx', phone: '5544112233', companyName: 'Transportes Arco', position: 'Compras' })
    .returning();
  ids.prospect = prospect!.id;
  const [accessory] = await db.insert(accessoryLeads).values({ agencyId: AGENCY, name: 'Ximena Arco', email: 'ximena.arco@correo.mx', phone: null }).returning();
  ids.accessory = accessory!.id;
  const [conversation] = await db.insert(whatsappConversations).values({ agencyId: AGENCY, waId: '5215544112233', phoneKey: '5544112233', profileName: 'Xime' }).returning();
  ids.conversation = conversation!.id;
});
afterAll(async () => t?.close());

describe('Solicitudes ARCO', () => {
  it('is the data officer’s: admin, manager and coordinator; every other role gets 403 whatever it sends', async () => {
    for (const role of ['adviser-floor', 'bdc', 'hostess', 'sales-admin', 'fleet-manager']) {
      expect((await call(role, 'GET', '/privacy/arco')).statusCode, role).toBe(403);
      expect((await call(role, 'POST', '/privacy/arco', { data: {} })).statusCode, role).toBe(403);
    }
    for (const role of ['admin', 'manager', 'coordinator']) expect((await call(role, 'GET', '/privacy/arco')).statusCode, role).toBe(200);
  });

  it('finds the person’s records in every feature of the agency with the duplicate matcher, and nobody else’s', async () => {
    const res = await call('coordinator', 'POST', '/privacy/arco/match', { data: person });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data as { kind: string; id: number; reasons: string[] }[];
    const keys = found.map((r) => `${r.kind}:${r.id}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        `lead:${ids.lead}`,
        `lead:${ids.leadByEmail}`,
        `fleet-lead:${ids.fleetLead}`,
        `fleet-contact:${ids.fleetContact}`,
        `fleet-prospect:${ids.prospect}`,
        `accessory-lead:${ids.accessory}`,
        `whatsapp-conversation:${ids.conversation}`,
      ]),
    );
    expect(keys).not.toContain(`lead:${ids.otherAgencyLead}`);
    expect(keys).not.toContain(`lead:${ids.stranger}`);
    expect(found.find((r) => r.kind === 'lead' && r.id === ids.lead)!.reasons).toEqual(expect.arrayContaining(['mismo teléfono', 'mismo correo']));
    expect(found.find((r) => r.kind === 'whatsapp-conversation')!.reasons).toContain('mismo teléfono');
    expect((await call('coordinator', 'POST', '/privacy/arco/match', { data: { name: 'Ximena' } })).json().data).toBe('Escriba el teléfono o el correo de la persona');
  });

  it('keeps the subasta contact mask: a coordinator sees a subasta lead of the person with its contact dashed', async () => {
    const db = t.database.db;
    const [before] = await db.select({ phase: leads.phase }).from(leads).where(eq(leads.id, ids.lead!));
    await db.update(leads).set({ phase: 'subasta' }).where(eq(leads.id, ids.lead!));
    const row = async (role: string) => ((await call(role, 'POST', '/privacy/arco/match', { data: person })).json().data as { kind: string; id: number; phone: string; email: string }[]).find((r) => r.kind === 'lead' && r.id === ids.lead)!;
    expect(await row('coordinator')).toMatchObject({ phone: '-', email: '-' });
    expect((await row('manager')).email).toBe('ximena.arco@correo.mx');
    await db.update(leads).set({ phase: before!.phase }).where(eq(leads.id, ids.lead!));
  });

  it('registers a request with who checked the identity and how, the chosen records and the deadline in business days', async () => {
    const res = await call('coordinator', 'POST', '/privacy/arco', {
      data: {
        type: 'acceso',
        person,
        identityMethod: 'ine',
        identityNote: 'INE vigente; la fotografía coincide',
        receivedOn: '2026-03-02',
        records: [
          { kind: 'lead', id: ids.lead },
          { kind: 'accessory-lead', id: ids.accessory },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json().message).toBe('Solicitud ARCO registrada');
    // 20 business days from Monday 2 March 2026: weekends and Monday 16 March (a rest day) do not count.
    expect(data).toMatchObject({ type: 'acceso', state: 'recibida', receivedOn: '2026-03-02', dueOn: '2026-03-31', identityMethod: 'ine', identityCheckedBy: expect.any(String), records: 2 });
    expect(data.recordRows.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`).sort()).toEqual([`accessory-lead:${ids.accessory}`, `lead:${ids.lead}`]);
    expect(data.nextStates).toEqual(['en-tramite', 'respondida', 'improcedente']);
    ids.request = data.id;
  });

  it('refuses a record that is not the person’s, a future day and a missing identity check', async () => {
    const base = { type: 'cancelacion', person, identityMethod: 'pasaporte' };
    const stranger = await call('manager', 'POST', '/privacy/arco', { data: { ...base, records: [{ kind: 'lead', id: ids.stranger }] } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().data ?? stranger.json().message).toBe('Algún registro elegido no corresponde a la persona; vuelva a buscar');
    const future = await call('manager', 'POST', '/privacy/arco', { data: { ...base, receivedOn: addBusinessDays(mexicoCityDate(Date.now()), 3, () => false) } });
    expect(future.statusCode).toBe(400);
    expect((await call('manager', 'POST', '/privacy/arco', { data: { type: 'acceso', person } })).statusCode).toBe(400);
    expect((await call('manager', 'POST', '/privacy/arco', { data: { ...base, type: 'borrado' } })).statusCode).toBe(400);
  });

  it('takes the records sharing a phone or an e-mail when none are chosen, and counts the agency’s own days', async () => {
    expect((await call('manager', 'PUT', '/privacy/settings', { data: { arcoBusinessDays: 15 } })).statusCode).toBe(403);
    const saved = await call('admin', 'PUT', '/privacy/settings', { data: { arcoBusinessDays: 15 } });
    expect(saved.json().data).toMatchObject({ arcoBusinessDays: 15 });
    const res = await call('manager', 'POST', '/privacy/arco', { data: { type: 'oposicion', person, identityMethod: 'pasaporte' } });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const today = mexicoCityDate(Date.now());
    expect(data.dueOn).toBe(addBusinessDays(today, 15, isMexicanRestDay));
    expect(data.businessDaysLeft).toBe(15);
    const kinds = data.recordRows.map((r: { kind: string; id: number }) => `${r.kind}:${r.id}`);
    expect(kinds).toEqual(expect.arrayContaining([`lead:${ids.lead}`, `lead:${ids.leadByEmail}`, `fleet-lead:${ids.fleetLead}`, `whatsapp-conversation:${ids.conversation}`]));
    await call('admin', 'PUT', '/privacy/settings', { data: { arcoBusinessDays: 20 } });
  });

  it('moves through en trámite to respondida; improcedente needs its reason; final states stay', async () => {
    const id = ids.request!;
    expect((await call('coordinator', 'PATCH', `/privacy/arco/${id}/state`, { data: { state: 'improcedente' } })).json().data).toBe('Escriba el motivo por el que la solicitud es improcedente');
    const working = await call('coordinator', 'PATCH', `/privacy/arco/${id}/state`, { data: { state: 'en-tramite' } });
    expect(working.json()).toMatchObject({ data: { state: 'en-tramite', nextStates: ['respondida', 'improcedente'] }, message: 'Estado de la solicitud actualizado' });
    const answered = await call('coordinator', 'PATCH', `/privacy/arco/${id}/state`, { data: { state: 'respondida', response: 'Se entregó el archivo de acceso.' } });
    expect(answered.json().data).toMatchObject({ state: 'respondida', response: 'Se entregó el archivo de acceso.', businessDaysLeft: null, nextStates: [] });
    expect(answered.json().data.answeredAt).toBeTruthy();
    const again = await call('coordinator', 'PATCH', `/privacy/arco/${id}/state`, { data: { state: 'en-tramite' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().data ?? again.json().message).toBe('La solicitud no puede pasar a ese estado');

    const other = (await call('admin', 'POST', '/privacy/arco', { data: { type: 'rectificacion', person, identityMethod: 'otro' } })).json().data.id;
    const refused = await call('admin', 'PATCH', `/privacy/arco/${other}/state`, { data: { state: 'improcedente', reason: 'La persona no acreditó su identidad' } });
    expect(refused.json().data).toMatchObject({ state: 'improcedente', reason: 'La persona no acreditó su identidad' });
  });

  it('lists the agency’s requests paged, open ones first by the day due, filtered by state, type and person', async () => {
    const all = (await call('manager', 'GET', '/privacy/arco?page=1&limit=10')).json();
    expect(all.total).toBe(3);
    expect(all.data.map((r: { state: string }) => r.state)).toEqual(['recibida', 'improcedente', 'respondida']);
    expect(all.data[0]).toMatchObject({ type: 'oposicion', personName: person.name, handlerName: expect.any(String) });
    expect((await call('manager', 'GET', '/privacy/arco?state=respondida')).json().data.map((r: { id: number }) => r.id)).toEqual([ids.request]);
    expect((await call('manager', 'GET', '/privacy/arco?type=rectificacion')).json().total).toBe(1);
    expect((await call('manager', 'GET', '/privacy/arco?search=ximena.arco')).json().total).toBe(3);
    expect((await call('manager', 'GET', '/privacy/arco?search=nadie')).json().total).toBe(0);
    // Another agency sees none of them, and cannot open one.
    expect((await call('admin', 'GET', '/privacy/arco', undefined, 2)).json().total).toBe(0);
    expect((await call('admin', 'GET', `/privacy/arco/${ids.request}`, undefined, 2)).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(arcoRequests).where(eq(arcoRequests.id, ids.request!));
    expect(stored!.identityCheckedById).toBeTruthy();
  });
});

describe('the access answer', () => {
  let requestId = 0;
  async function fileReady(id: number, role = 'coordinator') {
    for (let i = 0; i < 100; i++) {
      const detail = (await call(role, 'GET', `/privacy/arco/${id}`)).json().data;
      if (detail.accessFile?.status !== 'pendiente') return detail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the access file never got ready');
  }

  it('builds one file of everything every feature holds of the person, off the request path, and nothing of another person', async () => {
    const db = t.database.db;
    await db.insert(whatsappMessages).values({ conversationId: ids.conversation!, agencyId: AGENCY, direction: 'in', kind: 'text', body: { text: 'Hola, quiero informes del Sei4' }, status: 'received' });
    const all = (await call('coordinator', 'POST', '/privacy/arco/match', { data: person })).json().data as { kind: string; id: number }[];
    const created = await call('coordinator', 'POST', '/privacy/arco', { data: { type: 'acceso', person, identityMethod: 'ine', records: all.map((r) => ({ kind: r.kind, id: r.id })) } });
    requestId = created.json().data.id;
    expect(created.json().data.accessFile).toBeNull();
    // Not for another right.
    expect((await call('coordinator', 'POST', `/privacy/arco/${ids.request}/access-file`)).statusCode).toBe(202);
    const rect = (await call('coordinator', 'GET', '/privacy/arco?type=rectificacion')).json().data[0].id;
    const refused = await call('admin', 'POST', `/privacy/arco/${rect}/access-file`);
    expect(refused.statusCode).toBe(400);

    const queued = await call('coordinator', 'POST', `/privacy/arco/${requestId}/access-file`);
    expect(queued.statusCode).toBe(202);
    expect(queued.json().message).toBe('Se está generando el archivo de acceso; estará listo en unos momentos');
    const detail = await fileReady(requestId);
    expect(detail.accessFile).toMatchObject({ status: 'lista', mayDownload: true });

    const json = await call('coordinator', 'GET', `/privacy/arco/${requestId}/access-file?format=json`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['content-disposition']).toContain(`acceso-solicitud-${requestId}.json`);
    const file = JSON.parse(json.body) as { request: { personName: string }; records: { kind: string; id: number; sections: { title: string; rows: Record<string, unknown>[] }[] }[] };
    expect(file.request.personName).toBe(person.name);
    const kinds = new Set(file.records.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['accessory-lead', 'fleet-contact', 'fleet-lead', 'fleet-prospect', 'lead', 'whatsapp-conversation']);
    const lead = file.records.find((r) => r.kind === 'lead' && r.id === ids.lead)!;
    expect(lead.sections.map((s) => s.title)).toEqual(expect.arrayContaining(['Datos del lead', 'Teléfonos', 'Correos', 'Consentimientos y oposiciones']));
    expect(lead.sections.find((s) => s.title === 'Datos del lead')!.rows[0]).toMatchObject({ Nombre: 'Ximena', Apellidos: 'Arco Privada' });
    expect(json.body).toContain('Hola, quiero informes del Sei4');
    expect(json.body).not.toContain('Rodolfo');
    expect(json.body).not.toContain(`"id": ${ids.otherAgencyLead},`);

    const pdf = await call('coordinator', 'GET', `/privacy/arco/${requestId}/access-file?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is downloaded only by the request’s handler, and each download is in the access log', async () => {
    const other = await call('manager', 'GET', `/privacy/arco/${requestId}/access-file?format=pdf`);
    expect(other.statusCode).toBe(403);
    expect(other.json().data ?? other.json().message).toBe('Solo quien atiende la solicitud descarga el archivo de acceso');
    expect((await call('manager', 'GET', `/privacy/arco/${requestId}`)).json().data.accessFile.mayDownload).toBe(false);
    expect((await call('adviser-floor', 'GET', `/privacy/arco/${requestId}/access-file`)).statusCode).toBe(403);
    await t.app.accessLog.flush();
    const logged = await t.database.db.select().from(accessLog).where(eq(accessLog.action, 'arco-download'));
    expect(logged.map((l) => l.target)).toEqual(expect.arrayContaining([`Solicitud ARCO ${requestId} (JSON)`, `Solicitud ARCO ${requestId} (PDF)`]));
  });
});

describe('an opposition request', () => {
  it('records the opposition to each purpose on every record of the person, so marketing leaves them out and the other purposes read retirado', async () => {
    const purposes = (await call('admin', 'GET', '/privacy/notice')).json().data.purposes as { id: number; name: string; marketing: boolean; necessary: boolean }[];
    const marketing = purposes.find((p) => p.marketing)!;
    const surveys = purposes.find((p) => p.name === 'Encuestas')!;
    const necessary = purposes.find((p) => p.necessary)!;
    expect((await call('coordinator', 'POST', `/privacy/lead/${ids.lead}/consents`, { data: { purposeId: marketing.id, granted: true } })).statusCode).toBe(201);
    expect(await hasConsent(t.database.db, ids.lead!, 'marketing')).toBe(true);

    const created = await call('coordinator', 'POST', '/privacy/arco', {
      data: { type: 'oposicion', person, identityMethod: 'ine', records: [{ kind: 'lead', id: ids.lead }, { kind: 'fleet-prospect', id: ids.prospect }, { kind: 'accessory-lead', id: ids.accessory }, { kind: 'whatsapp-conversation', id: ids.conversation }] },
    });
    const id = created.json().data.id as number;
    expect(created.json().data.voluntaryPurposes).toEqual([{ id: marketing.id, name: marketing.name }, { id: surveys.id, name: surveys.name }]);
    expect((await call('coordinator', 'POST', `/privacy/arco/${id}/opposition`, { data: { purposeIds: [necessary.id] } })).statusCode).toBe(400);
    expect((await call('coordinator', 'POST', `/privacy/arco/${id}/opposition`, { data: { purposeIds: [] } })).json().data).toBe('Elija al menos una finalidad a la que se opone la persona');
    expect((await call('coordinator', 'POST', `/privacy/arco/${ids.request}/opposition`, { data: { purposeIds: [marketing.id] } })).statusCode).toBe(400);
    expect((await call('adviser-floor', 'POST', `/privacy/arco/${id}/opposition`, { data: { purposeIds: [marketing.id] } })).statusCode).toBe(403);

    const res = await call('coordinator', 'POST', `/privacy/arco/${id}/opposition`, { data: { purposeIds: [marketing.id, surveys.id] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Oposición registrada en 3 registros de la persona');
    expect(res.json().data).toMatchObject({ state: 'en-tramite', opposedPurposes: ['Promociones y marketing', 'Encuestas'] });

    expect(await hasConsent(t.database.db, ids.lead!, 'marketing')).toBe(false);
    expect(await hasConsent(t.database.db, ids.prospect!, surveys.id, 'fleet-prospect')).toBe(false);
    const consents = (await call('coordinator', 'GET', `/privacy/lead/${ids.lead}/consents`)).json().data as { purpose: string; state: string; channelLabel: string; note: string }[];
    expect(consents.find((c) => c.purpose === 'Promociones y marketing')).toMatchObject({ state: 'retirado', channelLabel: 'Solicitud ARCO', note: `Solicitud ARCO ${id}` });
    expect(consents.find((c) => c.purpose === 'Encuestas')).toMatchObject({ state: 'retirado' });
    const rows = await t.database.db.select().from(privacyConsents).where(and(eq(privacyConsents.subjectKind, 'accessory-lead'), eq(privacyConsents.subjectId, ids.accessory!)));
    expect(rows.map((r) => r.granted)).toEqual([false, false]);
  });
});

describe('a rectification request', () => {
  it('records on the request which record was corrected and what changed, who and when, in the access log too', async () => {
    const created = await call('coordinator', 'POST', '/privacy/arco', {
      data: { type: 'rectificacion', person, identityMethod: 'ine', description: 'Su correo cambió', records: [{ kind: 'lead', id: ids.lead }, { kind: 'accessory-lead', id: ids.accessory }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data.recordRows.every((r: { rectification: unknown }) => r.rectification === null)).toBe(true);
    const url = `/privacy/arco/${id}/rectification`;

    expect((await call('adviser-floor', 'POST', url, { data: { kind: 'lead', id: ids.lead, note: 'x' } })).statusCode).toBe(403);
    const blank = await call('coordinator', 'POST', url, { data: { kind: 'lead', id: ids.lead, note: '  ' } });
    expect([blank.statusCode, blank.json().data]).toEqual([400, 'Describa qué se corrigió']);
    expect((await call('coordinator', 'POST', url, { data: { kind: 'lead', id: ids.lead, note: `Correo${String.fromCharCode(0)}` } })).statusCode).toBe(400);
    expect((await call('coordinator', 'POST', url, { data: { kind: 'lead', id: 99999999999, note: 'Correo' } })).statusCode).toBe(400);
    const other = await call('coordinator', 'POST', url, { data: { kind: 'fleet-prospect', id: ids.prospect, note: 'Correo' } });
    expect([other.statusCode, other.json().data]).toEqual([400, 'El registro no pertenece a la solicitud']);
    const wrongType = await call('coordinator', 'POST', `/privacy/arco/${ids.request}/rectification`, { data: { kind: 'lead', id: ids.lead, note: 'Correo' } });
    expect([wrongType.statusCode, wrongType.json().data]).toEqual([400, 'Solo una solicitud de rectificación registra correcciones']);

    const res = await call('coordinator', 'POST', url, { data: { kind: 'lead', id: ids.lead, note: 'Correo corregido en la ficha del lead' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Corrección registrada');
    expect(res.json().data.state).toBe('en-tramite');
    const lead = res.json().data.recordRows.find((r: { kind: string }) => r.kind === 'lead');
    expect(lead.rectification).toMatchObject({ note: 'Correo corregido en la ficha del lead', by: expect.any(String), at: expect.any(String) });
    expect(res.json().data.recordRows.find((r: { kind: string }) => r.kind === 'accessory-lead').rectification).toBeNull();
    const logged = await t.database.db.select().from(accessLog).where(and(eq(accessLog.action, 'arco-rectification'), eq(accessLog.target, `Solicitud ARCO ${id}: lead #${ids.lead}`)));
    expect(logged).toHaveLength(1);

    await call('coordinator', 'PATCH', `/privacy/arco/${id}/state`, { data: { state: 'respondida', response: 'Se corrigió su correo' } });
    const closed = await call('coordinator', 'POST', url, { data: { kind: 'accessory-lead', id: ids.accessory, note: 'Teléfono' } });
    expect([closed.statusCode, closed.json().data]).toEqual([400, 'La solicitud ya fue atendida']);
  });
});
