import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { appointments, waitingListDisplays } from '../../src/server/db/schema';
import { dayRange, localDay } from '../../src/shared/domain/agendaRange';
import { ROLES } from '../../src/shared/domain/roles';
import { MSG } from '../../src/shared/messages';
import { DISPLAY_MESSAGES, PAIRING_CODE_ALPHABET, type CreatedDisplay, type DisplayPairing } from '../../src/shared/schemas/waitingListDisplay';
import { PAIRING_CODE_MAX_FAILURES } from '../../src/server/features/displays/displayService';

/** Issue 40: waiting-list display stations, their one-time pairing codes and device credentials. */
let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
  f = await fixtures(t);
}, 120_000);
afterAll(async () => t?.close());

const admin = (request: InjectOptions) => t.api('admin@demo.mx', request);
const create = async (AgencyId: number, name: string): Promise<CreatedDisplay> => {
  const res = await admin({ method: 'POST', url: '/api/waiting-list-displays', payload: { data: { AgencyId, name } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CreatedDisplay;
};
const pair = (code: string) => t.app.inject({ method: 'POST', url: '/api/public/displays/pair', payload: { code }, remoteAddress: `10.0.0.${Math.floor(Math.random() * 250) + 1}` });
const board = (credential: string) => t.app.inject({ method: 'GET', url: '/api/public/displays/waiting-list', headers: { authorization: `Display ${credential}` } });
const paired = async (AgencyId: number, name: string) => {
  const created = await create(AgencyId, name);
  const res = await pair(created.code);
  expect(res.statusCode, res.body).toBe(200);
  return { created, pairing: res.json().data as DisplayPairing };
};
/** An open appointment today, an hour before the day ends (the board lists today's from now on). */
async function appointmentToday(agencyId: number, firstName: string) {
  const lead = await f.makeLead({ agencyId, firstName });
  const { to } = dayRange(localDay(new Date()));
  const [row] = await f.db.insert(appointments).values({ leadId: lead.id, agencyId, type: 'ACTIVITY', status: 'CONFIRMED', date: new Date(to.getTime() - 60_000) }).returning();
  return row!;
}

describe('the admin manages an agency’s displays', () => {
  it('creates (the code once, only its hash kept), lists, renames and revokes', async () => {
    const agency = f.agencyIds[0]!;
    const created = await create(agency, ' Pantalla sala ');
    expect(created.code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{8}$`));
    expect(created.display).toMatchObject({ name: 'Pantalla sala', AgencyId: agency, pairedAt: null, revokedAt: null, lastSeenAt: null });
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const [stored] = await f.db.select().from(waitingListDisplays).where(eq(waitingListDisplays.id, created.display.id));
    expect(JSON.stringify(stored)).not.toContain(created.code);

    const list = await admin({ method: 'GET', url: `/api/waiting-list-displays?AgencyId=${agency}` });
    expect(list.statusCode).toBe(200);
    const row = (list.json().data as { id: number; agencyName: string; codeExpiresAt: string | null }[]).find((r) => r.id === created.display.id)!;
    expect(row.agencyName).not.toBe('');
    expect(row.codeExpiresAt).toBe(created.expiresAt);
    expect(list.body).not.toContain(created.code);
    const other = await admin({ method: 'GET', url: `/api/waiting-list-displays?AgencyId=${f.agencyIds[1]}` });
    expect((other.json().data as { id: number }[]).map((r) => r.id)).not.toContain(created.display.id);

    const renamed = await admin({ method: 'PATCH', url: `/api/waiting-list-displays/${created.display.id}`, payload: { data: { name: 'Recepción' } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ data: { name: 'Recepción' }, message: DISPLAY_MESSAGES.renamed });

    const revoked = await admin({ method: 'POST', url: `/api/waiting-list-displays/${created.display.id}/revoke`, payload: {} });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    // A revoked display's unused code is dead too.
    expect((await pair(created.code)).statusCode).toBe(400);
  });

  it('validates in Spanish: an empty name, an unknown agency, an unknown display', async () => {
    const empty = await admin({ method: 'POST', url: '/api/waiting-list-displays', payload: { data: { AgencyId: f.agencyIds[0], name: '  ' } } });
    expect(empty.statusCode).toBe(400);
    const unknown = await admin({ method: 'POST', url: '/api/waiting-list-displays', payload: { data: { AgencyId: 999_999, name: 'X' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data).toBe('La agencia no existe');
    expect((await admin({ method: 'PATCH', url: '/api/waiting-list-displays/999999', payload: { data: { name: 'X' } } })).statusCode).toBe(404);
    expect((await admin({ method: 'POST', url: '/api/waiting-list-displays/999999/revoke', payload: {} })).statusCode).toBe(404);
  });

  it('every other role gets 403 on every admin call, before the body is read', async () => {
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/waiting-list-displays' },
      { method: 'GET', url: '/api/waiting-list-displays/1' },
      { method: 'POST', url: '/api/waiting-list-displays', payload: { data: { AgencyId: f.agencyIds[0], name: 'X' } } },
      { method: 'PATCH', url: '/api/waiting-list-displays/1', payload: { data: { name: 'X' } } },
      { method: 'POST', url: '/api/waiting-list-displays/1/revoke', payload: {} },
    ];
    const found: string[] = [];
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      for (const call of calls) {
        const res = await t.api(`${role}@demo.mx`, call);
        if (res.statusCode !== 403 || res.json().data !== MSG.forbidden) found.push(`${role} ${call.method} ${call.url} → ${res.statusCode}`);
      }
    }
    expect(found).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/waiting-list-displays' })).statusCode).toBe(401);
  });
});

describe('pairing and the device credential', () => {
  it('a code pairs once; a wrong, malformed or expired code is refused with the same Spanish message', async () => {
    const created = await create(f.agencyIds[0]!, 'Una vez');
    // Typed with a dash, spaces and lower case: still the code.
    const typed = `${created.code.slice(0, 4).toLowerCase()} - ${created.code.slice(4)}`;
    const first = await pair(typed);
    expect(first.statusCode, first.body).toBe(200);
    const pairing = first.json().data as DisplayPairing;
    expect(pairing).toMatchObject({ displayId: created.display.id, AgencyId: f.agencyIds[0], name: 'Una vez' });
    expect(pairing.credential).toMatch(/^wld_[A-Za-z0-9_-]{43}$/);
    const [stored] = await f.db.select().from(waitingListDisplays).where(eq(waitingListDisplays.id, created.display.id));
    expect(JSON.stringify(stored)).not.toContain(pairing.credential);
    expect(stored!.pairedAt).not.toBeNull();

    for (const code of [created.code, 'AAAAAAAA', '12', 'O0O0O0O0', '']) {
      const res = await pair(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().data).toBe(DISPLAY_MESSAGES.badCode);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/public/displays/pair', payload: { code: created.code, extra: 1 }, remoteAddress: '10.1.1.1' })).statusCode).toBe(400);

    const expiring = await create(f.agencyIds[0]!, 'Expirada');
    await f.db.update(waitingListDisplays).set({ pairingExpiresAt: new Date(Date.now() - 1000) }).where(eq(waitingListDisplays.id, expiring.display.id));
    expect((await pair(expiring.code)).json().data).toBe(DISPLAY_MESSAGES.badCode);
  });

  it('ten wrong codes from one address answer 429 for the next wrong one, and the right code from that address still pairs (issue 51: one NAT)', async () => {
    const created = await create(f.agencyIds[0]!, 'Detrás de un NAT');
    const from = { remoteAddress: '10.9.9.9' };
    // Wrong codes that do not start like the live one (those count against it: the next test).
    const wrong = PAIRING_CODE_ALPHABET[(PAIRING_CODE_ALPHABET.indexOf(created.code[0]!) + 1) % PAIRING_CODE_ALPHABET.length]!.repeat(8);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await t.app.inject({ method: 'POST', url: '/api/public/displays/pair', payload: { code: wrong }, ...from })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    const limited = await t.app.inject({ method: 'POST', url: '/api/public/displays/pair', payload: { code: wrong }, ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data).toBe(DISPLAY_MESSAGES.tooManyGuesses);
    const right = await t.app.inject({ method: 'POST', url: '/api/public/displays/pair', payload: { code: created.code }, ...from });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().data).toMatchObject({ displayId: created.display.id });
  });

  it('guessing one code from many addresses stops: after 20 wrong codes that start like it, the code is burnt, the right one refused', async () => {
    const created = await create(f.agencyIds[0]!, 'Fuerza bruta');
    const other = PAIRING_CODE_ALPHABET.split('').find((c) => c !== created.code[7])!;
    for (let i = 0; i < PAIRING_CODE_MAX_FAILURES; i += 1) {
      // Each guess from a new address (the per-address limit never trips): the code's first two characters, a wrong rest.
      const guess = `${created.code.slice(0, 7)}${other}`;
      const res = await t.app.inject({ method: 'POST', url: '/api/public/displays/pair', payload: { code: guess }, remoteAddress: `10.7.${Math.floor(i / 250)}.${(i % 250) + 1}` });
      expect(res.statusCode).toBe(400);
    }
    const [stored] = await f.db.select().from(waitingListDisplays).where(eq(waitingListDisplays.id, created.display.id));
    expect(stored).toMatchObject({ pairingCodeHash: null, pairingExpiresAt: null, pairingFailures: PAIRING_CODE_MAX_FAILURES });
    const right = await pair(created.code);
    expect(right.statusCode).toBe(400);
    expect(right.json().data).toBe(DISPLAY_MESSAGES.badCode);
    // The admin list shows the display without a live code: a new display (code) is needed.
    const listed = (await admin({ method: 'GET', url: `/api/waiting-list-displays/${created.display.id}` })).json().data;
    expect(listed.codeExpiresAt).toBeNull();
  });

  it('nineteen wrong guesses against a code leave it usable', async () => {
    const created = await create(f.agencyIds[0]!, 'Casi');
    const other = PAIRING_CODE_ALPHABET.split('').find((c) => c !== created.code[7])!;
    for (let i = 0; i < PAIRING_CODE_MAX_FAILURES - 1; i += 1) await pair(`${created.code.slice(0, 7)}${other}`);
    expect((await pair(created.code)).statusCode).toBe(200);
  });

  it('the credential reads its own agency’s board, records last seen, and a revocation ends it on the next read', async () => {
    const [mine, theirs] = [f.agencyIds[0]!, f.agencyIds[1]!];
    const own = await appointmentToday(mine, 'Pantallapropia');
    const foreign = await appointmentToday(theirs, 'Pantallaajena');
    const { created, pairing } = await paired(mine, 'Sala');
    await f.db.update(waitingListDisplays).set({ lastSeenAt: null }).where(eq(waitingListDisplays.id, created.display.id));

    const res = await board(pairing.credential);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((r) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreign.id);
    // The staff board's rows, without the whole names (issue 51: the station is an unattended PC).
    const staff = await admin({ method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${mine}` });
    const boardKeys = ['id', 'tipo', 'hora', 'date', 'nombre_corto', 'asesor_corto', 'arrivedAt', 'startedAt'];
    expect(res.json().data).toEqual(
      staff.json().data.map((row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => boardKeys.includes(key)))),
    );
    const [seen] = await f.db.select().from(waitingListDisplays).where(eq(waitingListDisplays.id, created.display.id));
    expect(seen!.lastSeenAt).not.toBeNull();

    // Another agency's board: the credential names no agency, and a staff route with AgencyId refuses it.
    expect((await t.app.inject({ method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${theirs}`, headers: { authorization: `Display ${pairing.credential}` } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/displays/waiting-list?AgencyId=${theirs}`, headers: { authorization: `Display ${pairing.credential}` } })).json().data.map((r: { id: number }) => r.id)).not.toContain(foreign.id);

    for (const authorization of [undefined, `Bearer ${pairing.credential}`, `Display ${pairing.credential}x`, 'Display', `Display ${pairing.credential} extra`]) {
      const refused = await t.app.inject({ method: 'GET', url: '/api/public/displays/waiting-list', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode, authorization).toBe(401);
    }
    // A staff token is no device credential.
    expect((await admin({ method: 'GET', url: '/api/public/displays/waiting-list' })).statusCode).toBe(401);

    await admin({ method: 'POST', url: `/api/waiting-list-displays/${created.display.id}/revoke`, payload: {} });
    const after = await board(pairing.credential);
    expect(after.statusCode).toBe(401);
    expect(after.json().data).toBe(DISPLAY_MESSAGES.revokedCredential);
  });

  it('the board answer names clients and advisers only as the TV shows them: no whole name, no e-mail or phone (issue 51)', async () => {
    const agency = f.agencyIds[0]!;
    const lead = await f.makeLead({ agencyId: agency, firstName: 'Guadalupe Itzel', lastName: 'Quintanilla Barragán', email: 'itzel.q@example.mx' });
    const { to } = dayRange(localDay(new Date()));
    const [row] = await f.db.insert(appointments).values({ leadId: lead.id, agencyId: agency, userId: await f.userId(email('adviser-floor')), type: 'ACTIVITY', status: 'CONFIRMED', date: new Date(to.getTime() - 120_000) }).returning();
    const { pairing } = await paired(agency, 'Sin nombres completos');
    const res = await board(pairing.credential);
    expect(res.statusCode).toBe(200);
    const mine = (res.json().data as Record<string, unknown>[]).find((r) => r.id === row!.id)!;
    expect(Object.keys(mine).sort()).toEqual(['arrivedAt', 'asesor_corto', 'date', 'hora', 'id', 'nombre_corto', 'startedAt', 'tipo']);
    expect(mine.nombre_corto).toBe('Guadalupe Quintanilla');
    expect(res.body).not.toContain('Guadalupe Itzel Quintanilla Barragán');
    expect(res.body).not.toContain('Barragán');
    expect(res.body).not.toContain('itzel.q@example.mx');
    for (const r of res.json().data as Record<string, unknown>[]) expect(r).not.toHaveProperty('nombre_cliente');
  });

  it('every other route refuses the device credential (walked from the route table)', async () => {
    const { pairing } = await paired(f.agencyIds[0]!, 'Recorrido');
    const headers = { authorization: `Display ${pairing.credential}`, agencyid: String(f.agencyIds[0]) };
    const walked = t.app.routeTable.filter(
      (r) => /^\/(api|inventory|ecommerce-api)\//.test(r.url) && !r.url.startsWith('/api/health') && !r.access.public && r.method !== 'OPTIONS' && r.method !== 'HEAD',
    );
    expect(walked.length).toBeGreaterThan(150);
    const found: string[] = [];
    for (const route of walked) {
      const url = route.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({ method: route.method as InjectOptions['method'], url, headers, query: { AgencyId: String(f.agencyIds[1]) }, ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: { data: {} } } : {}) });
      if (res.statusCode !== 401 && res.statusCode !== 403) found.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(found).toEqual([]);
    // The public calls answer anyone (jobs, catalogue…): the credential opens nothing there either
    // beyond what they give without it. The only one that reads it is the board.
    const readers = t.app.routeTable.filter((r) => r.access.public && r.url.startsWith('/api/public/displays/'));
    expect(readers.map((r) => `${r.method} ${r.url}`).sort()).toEqual(['GET /api/public/displays/waiting-list', 'POST /api/public/displays/pair']);
  }, 300_000);
});
