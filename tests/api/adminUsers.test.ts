import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from './testApp';
import { agencies, appointments, leadPhaseRecords, leads, outboxMails, refreshTokens, roles, userAgencies, users } from '../../src/server/db/schema';
import { MSG } from '../../src/shared/messages';
import { ADMIN_MSG } from '../../src/shared/schemas/admin';
import { ASSIGNABLE_ROLES } from '../../src/shared/domain/permissions';
import { ROLES } from '../../src/shared/domain/roles';

let t: TestApp;
let agencyA: number;
let agencyB: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
  const rows = await t.database.db.select({ id: agencies.id }).from(agencies).orderBy(asc(agencies.id));
  agencyA = rows[0]!.id;
  agencyB = rows[1]!.id;
});
afterAll(async () => t?.close());

const admin = (options: Parameters<TestApp['api']>[1]) => t.api('admin@demo.mx', options);
let counter = 0;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: `nuevo${++counter}@demo.mx`,
  userEmails: [],
  userPhones: ['5512345678'],
  firstName: 'Nuevo',
  lastName: `Usuario ${counter}`,
  gender: 'woman',
  nickname: 'Nuevo',
  birthDate: '1990-05-04',
  agencies: [agencyA],
  userRole: 'adviser-floor',
  position: 'Asesor',
  ...overrides,
});
async function createUser(overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string }> {
  const payload = newUser(overrides);
  const res = await admin({ method: 'POST', url: '/api/user/', payload: { data: payload } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, email: payload.email };
}
const auth = (username: string, password: string) =>
  t.cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: username, PASSWORD: password } });

describe('POST /user/ (register)', () => {
  it('creates the identity with a temporary password mailed to the outbox; the first sign-in asks for a new one', async () => {
    const payload = newUser({ userEmails: ['otro@correo.mx'], userPhones: ['55 1234 5678', '+523312345678'] });
    const res = await admin({ method: 'POST', url: '/api/user/', payload: { data: payload } });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MSG.userCreated);
    const created = res.json().data;
    expect(created.UserRole.slug).toBe('adviser-floor');
    expect(created.Agencies.map((a: { id: number }) => a.id)).toEqual([agencyA]);
    expect(created.UserPhones.map((p: { value: string }) => p.value).sort()).toEqual(['+523312345678', '+525512345678']);

    const outbox = await admin({ method: 'GET', url: `/api/user/outbox?to=${payload.email}` });
    expect(outbox.statusCode).toBe(200);
    const mail = outbox.json().data[0];
    expect(mail.subject).toBe(ADMIN_MSG.credentialsSubject);
    const temporary = /Contraseña temporal: (\S+)/.exec(mail.body)![1]!;
    expect(mail.body).toContain(payload.email);

    const first = (await auth(payload.email, temporary)).json();
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await t.cognito('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'crm-desktop',
      Session: first.Session,
      ChallengeResponses: { USERNAME: payload.email, NEW_PASSWORD: 'MiClave2026!' },
    });
    const token = done.json().AuthenticationResult.IdToken as string;
    expect(decodeJwt(token).email).toBe(payload.email);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${created.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(payload.email);
    expect((await auth(payload.email, 'MiClave2026!')).json().AuthenticationResult).toBeTruthy();
  });

  it('uses the password the admin typed as the temporary one', async () => {
    const { email } = await createUser({ password: 'Temporal2026!' });
    expect((await auth(email, 'Temporal2026!')).json().ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('refuses an e-mail already registered (any case) with 409 and creates nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const outboxBefore = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails);
    const res = await admin({ method: 'POST', url: '/api/user/', payload: { data: newUser({ email: 'Manager@Demo.mx' }) } });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toBe(MSG.duplicateEmail);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails)).toEqual(outboxBefore);
  });

  it.each([
    [{ firstName: '' }, 'Nombre es obligatorio'],
    [{ lastName: undefined }, 'Apellido es obligatorio'],
    [{ email: 'no-es-correo' }, MSG.invalidEmail],
    [{ userPhones: ['12345'] }, MSG.invalidPhone],
    [{ gender: 'otro' }, ADMIN_MSG.invalidGender],
    [{ agencies: [] }, ADMIN_MSG.agencyRequired],
    [{ agencies: [999999] }, ADMIN_MSG.invalidAgency],
    [{ userRole: 'jefe' }, ADMIN_MSG.invalidRole],
    [{ password: 'corta' }, ADMIN_MSG.weakPassword],
  ])('refuses %j with a clear message', async (override, message) => {
    const res = await admin({ method: 'POST', url: '/api/user/', payload: { data: newUser(override) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(message);
  });
});

describe('PATCH /user/{id} (edit)', () => {
  it('edits profile, role (fleet roles included) and agencies; repeated agencies count once', async () => {
    const { id, email } = await createUser();
    const res = await admin({
      method: 'PATCH',
      url: `/api/user/${id}`,
      payload: { data: { email, firstName: 'Editado', userRole: 'fleet-manager', agencies: [agencyA, agencyB, agencyA], userPhones: ['3311112222'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.userEdited);
    const user = res.json().data;
    expect(user.firstName).toBe('Editado');
    expect(user.UserRole.slug).toBe('fleet-manager');
    expect(user.Agencies.map((a: { id: number }) => a.id)).toEqual([agencyA, agencyB]);
    expect(user.UserPhones.map((p: { value: string }) => p.value)).toEqual(['+523311112222']);
  });

  it('refuses to change the e-mail or the password', async () => {
    const { id } = await createUser();
    for (const data of [{ email: 'cambiado@demo.mx' }, { password: 'Otra2026!x' }]) {
      const res = await admin({ method: 'PATCH', url: `/api/user/${id}`, payload: { data } });
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toBe(ADMIN_MSG.notEditable);
    }
  });

  it('answers 404 for an unknown user', async () => {
    expect((await admin({ method: 'PATCH', url: '/api/user/999999', payload: { data: { firstName: 'X' } } })).statusCode).toBe(404);
  });
});

describe('GET /user/', () => {
  it('pages the network for admin, searches, and leaves out inactive users', async () => {
    const page = (await admin({ method: 'GET', url: '/api/user/?page=1&limit=5' })).json();
    expect(page.data).toHaveLength(5);
    expect(page.limit).toBe(5);
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.active, true))) as [{ n: number }];
    expect(page.total).toBe(n);
    expect(page.pages).toBe(Math.ceil(n / 5));
    const { id, email } = await createUser({ lastName: 'Zyxwvutsrq' });
    const found = (await admin({ method: 'GET', url: '/api/user/?page=1&limit=10&search=zyxwv' })).json();
    expect(found.data.map((u: { email: string }) => u.email)).toEqual([email]);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, id));
    expect((await admin({ method: 'GET', url: '/api/user/?page=1&limit=10&search=zyxwv' })).json().total).toBe(0);
  });

  it("lists an agency's users filtered by repeated role, without after-sales roles when asked", async () => {
    const res = await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/user/?AgencyId=${agencyA}&role=adviser-floor&role=bdc` });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; UserRole: { slug: string } }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((u) => u.UserRole.slug))).toEqual(new Set(['adviser-floor', 'bdc']));
    const members = await t.database.db.select({ id: userAgencies.userId }).from(userAgencies).where(eq(userAgencies.agencyId, agencyA));
    expect(rows.every((u) => members.some((m) => m.id === u.id))).toBe(true);

    await t.database.db.update(roles).set({ postVenta: true }).where(eq(roles.slug, 'bdc'));
    const noPost = (await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/user/?AgencyId=${agencyA}&excludePostVenta=true` })).json().data;
    expect(noPost.some((u: { UserRole: { slug: string } }) => u.UserRole.slug === 'bdc')).toBe(false);
    expect(noPost.some((u: { UserRole: { slug: string } }) => u.UserRole.slug === 'adviser-floor')).toBe(true);
    await t.database.db.update(roles).set({ postVenta: false }).where(eq(roles.slug, 'bdc'));
  });

  it("refuses another agency's list, and the network directory, to non-admins", async () => {
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: `/api/user/?AgencyId=${agencyB}` })).statusCode).toBe(403);
    expect((await t.api('coordinator@demo.mx', { method: 'GET', url: '/api/user/' })).statusCode).toBe(403);
    expect((await t.api('product@demo.mx', { method: 'GET', url: `/api/user/?AgencyId=${agencyA}` })).statusCode).toBe(403);
  });
});

/* ---------- 'Baja de Usuario' ---------- */

type Snapshot = { id: number; userId: number | null; phase: string }[];
const snapshot = async (): Promise<Snapshot> =>
  t.database.db.select({ id: leads.id, userId: leads.userId, phase: leads.phase }).from(leads).orderBy(asc(leads.id));

/** A victim adviser in agencies A and B with leads in several phases, plus the leads' ids by phase. */
async function victimWithLeads() {
  const victim = await createUser({ agencies: [agencyA, agencyB] });
  const phases = ['1er-contacto', 'seguimiento', 'en-cierre', 'congelado', 'futura-venta', 'cerrado'];
  const rows = await t.database.db
    .insert(leads)
    .values([
      ...phases.map((phase) => ({ agencyId: agencyA, userId: victim.id, phase, firstName: 'Lead', lastName: phase })),
      { agencyId: agencyB, userId: victim.id, phase: 'seguimiento', firstName: 'Lead', lastName: 'B' },
    ])
    .returning({ id: leads.id, phase: leads.phase, agencyId: leads.agencyId });
  const open = rows.filter((r) => r.phase !== 'cerrado');
  const closed = rows.filter((r) => r.phase === 'cerrado');
  const [appointment] = await t.database.db
    .insert(appointments)
    .values({ leadId: open[0]!.id, agencyId: agencyA, userId: victim.id, type: 'ACTIVITY', date: new Date(Date.now() + 86_400_000), status: 'CONFIRMED' })
    .returning({ id: appointments.id });
  return { victim, open, closed, all: rows, appointmentId: appointment!.id };
}

/** Every lead not in `ids` is exactly as before. */
function expectOthersUnchanged(before: Snapshot, after: Snapshot, ids: number[]) {
  const strip = (s: Snapshot) => s.filter((l) => !ids.includes(l.id));
  expect(strip(after)).toEqual(strip(before));
}

const disable = (id: number, data: Record<string, unknown>) => admin({ method: 'DELETE', url: `/api/user/${id}`, payload: { data } });
const activeOf = async (id: number) => (await t.database.db.select({ active: users.active }).from(users).where(eq(users.id, id)))[0]!.active;

describe('DELETE /user/{id} (Baja de Usuario)', () => {
  it("'subasta': open leads lose their owner, funnel leads go back to subasta, closed leads and everything else stay", async () => {
    const { victim, open, closed, all, appointmentId } = await victimWithLeads();
    const before = await snapshot();
    const res = await disable(victim.id, { name: 'Nuevo', userEmail: victim.email, disableType: 'subasta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBe(MSG.userDeleted);
    expect(res.json().title).toBe(MSG.userDeletedTitle);
    const after = await snapshot();
    expectOthersUnchanged(before, after, all.map((l) => l.id));
    for (const l of open) {
      const row = after.find((a) => a.id === l.id)!;
      expect(row.userId).toBeNull();
      expect(row.phase).toBe(['congelado', 'futura-venta'].includes(l.phase) ? l.phase : 'subasta');
    }
    expect(after.find((a) => a.id === closed[0]!.id)).toEqual({ id: closed[0]!.id, userId: victim.id, phase: 'cerrado' });
    const records = await t.database.db.select().from(leadPhaseRecords).where(inArray(leadPhaseRecords.leadId, open.map((l) => l.id)));
    expect(records.map((r) => r.oldPhaseSlug).sort()).toEqual(['1er-contacto', 'en-cierre', 'seguimiento', 'seguimiento']);
    const [appt] = await t.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(appt!.userId).toBeNull();
    expect(await activeOf(victim.id)).toBe(false);
  });

  it("'random': each open lead goes to an active adviser of its own agency, never to an inactive one", async () => {
    const { victim, open, closed, all } = await victimWithLeads();
    const inactive = await createUser({ userRole: 'adviser-digital' });
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
    const before = await snapshot();
    const res = await disable(victim.id, { disableType: 'random' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot();
    expectOthersUnchanged(before, after, all.map((l) => l.id));
    const eligible = await t.database.db
      .select({ id: users.id, agencyId: userAgencies.agencyId })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(userAgencies, eq(userAgencies.userId, users.id))
      .where(and(eq(users.active, true), inArray(roles.slug, [...ASSIGNABLE_ROLES])));
    for (const l of open) {
      const row = after.find((a) => a.id === l.id)!;
      expect(row.phase).toBe(l.phase);
      expect(row.userId).not.toBeNull();
      expect(row.userId).not.toBe(victim.id);
      expect(row.userId).not.toBe(inactive.id);
      expect(eligible.some((e) => e.id === row.userId && e.agencyId === l.agencyId)).toBe(true);
    }
    expect(after.find((a) => a.id === closed[0]!.id)!.userId).toBe(victim.id);
  });

  it("'user': every open lead goes to the receiving user; the receiver is required, active and of each lead's agency", async () => {
    const { victim, open, closed, all, appointmentId } = await victimWithLeads();
    const onlyA = await createUser({ userRole: 'adviser-hybrid' });
    const receiver = await createUser({ userRole: 'adviser-hybrid', agencies: [agencyA, agencyB] });
    const before = await snapshot();
    for (const [data, message] of [
      [{ disableType: 'user' }, ADMIN_MSG.receiverRequired],
      [{ disableType: 'user', userToAssign: onlyA.id }, ADMIN_MSG.receiverInvalid],
      [{ disableType: 'user', userToAssign: victim.id }, ADMIN_MSG.receiverInvalid],
    ] as const) {
      const refused = await disable(victim.id, data);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data).toBe(message);
      expect(await snapshot()).toEqual(before);
      expect(await activeOf(victim.id)).toBe(true);
    }
    const res = await disable(victim.id, { disableType: 'user', userToAssign: receiver.email });
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot();
    expectOthersUnchanged(before, after, all.map((l) => l.id));
    for (const l of open) expect(after.find((a) => a.id === l.id)).toEqual({ id: l.id, userId: receiver.id, phase: l.phase });
    expect(after.find((a) => a.id === closed[0]!.id)!.userId).toBe(victim.id);
    const [appt] = await t.database.db.select({ userId: appointments.userId }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(appt!.userId).toBe(receiver.id);
  });

  it("'none': the leads stay where they are and only the user is disabled", async () => {
    const { victim } = await victimWithLeads();
    const before = await snapshot();
    const res = await disable(victim.id, { disableType: 'none' });
    expect(res.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await activeOf(victim.id)).toBe(false);
  });

  it('DELETE /user/deleteAndReassign/{id}/{newUserId} hands the open leads to newUserId', async () => {
    const { victim, open, all } = await victimWithLeads();
    const receiver = await createUser({ userRole: 'coordinator', agencies: [agencyA, agencyB] });
    const before = await snapshot();
    const res = await admin({ method: 'DELETE', url: `/api/user/deleteAndReassign/${victim.id}/${receiver.id}`, payload: { data: { active: false } } });
    expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot();
    expectOthersUnchanged(before, after, all.map((l) => l.id));
    for (const l of open) expect(after.find((a) => a.id === l.id)!.userId).toBe(receiver.id);
  });

  it('refuses disabling oneself, an already disabled user, and an unknown one', async () => {
    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.mx'));
    expect((await disable(me!.id, { disableType: 'none' })).json().data).toBe(ADMIN_MSG.cannotDisableSelf);
    const { id } = await createUser();
    expect((await disable(id, { disableType: 'none' })).statusCode).toBe(200);
    expect((await disable(id, { disableType: 'none' })).json().data).toBe(ADMIN_MSG.alreadyDisabled);
    expect((await disable(999999, { disableType: 'none' })).statusCode).toBe(404);
  });

  it("an agency whose rule 2 owner is disabled falls back to rule 1 'Subasta'", async () => {
    const owner = await createUser({ agencies: [agencyB] });
    const put = await admin({ method: 'PUT', url: `/api/agency/${agencyB}`, payload: { data: { AgencyIncomingLeadRuleId: 2, LeadOwnerId: owner.id } } });
    expect(put.statusCode, put.body).toBe(200);
    await disable(owner.id, { disableType: 'subasta' });
    const [agency] = await t.database.db.select().from(agencies).where(eq(agencies.id, agencyB));
    expect([agency!.leadRuleId, agency!.leadOwnerId]).toEqual([1, null]);
  });

  it("stops the disabled user's open session and refresh token and refuses their sign-in", async () => {
    const { id, email } = await createUser({ password: 'Temporal2026!' });
    const first = (await auth(email, 'Temporal2026!')).json();
    const done = await t.cognito('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: 'crm-desktop',
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'MiClave2026!' },
    });
    const result = done.json().AuthenticationResult;
    const headers = { authorization: `Bearer ${result.IdToken}` };
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers })).statusCode).toBe(200);
    expect((await disable(id, { disableType: 'subasta' })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: `/api/user/${id}`, headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data).toBe(MSG.unauthorized);
    const open = await t.database.db.select().from(refreshTokens).where(and(eq(refreshTokens.userId, id), sql`${refreshTokens.revokedAt} is null`));
    expect(open).toHaveLength(0);
    expect((await t.cognito('GetTokensFromRefreshToken', { ClientId: 'crm-desktop', RefreshToken: result.RefreshToken })).json().__type).toBe(
      'NotAuthorizedException',
    );
    expect((await auth(email, 'MiClave2026!')).json().__type).toBe('NotAuthorizedException');
  });
});

describe('only admin administers users', () => {
  it('answers 403 to every other role on every admin user call, and nothing changes', async () => {
    const target = await createUser();
    const count = async () => ({
      users: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
      mails: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0]!.n,
      target: (await t.database.db.select({ firstName: users.firstName, active: users.active }).from(users).where(eq(users.id, target.id)))[0],
    });
    const before = await count();
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const as = (options: Parameters<TestApp['api']>[1]) => t.api(`${role}@demo.mx`, options);
      const calls = [
        await as({ method: 'GET', url: '/api/user/?page=1' }),
        await as({ method: 'GET', url: '/api/user/outbox' }),
        await as({ method: 'POST', url: '/api/user/', payload: { data: newUser() } }),
        await as({ method: 'PATCH', url: `/api/user/${target.id}`, payload: { data: { firstName: 'Hack' } } }),
        await as({ method: 'DELETE', url: `/api/user/${target.id}`, payload: { data: { disableType: 'subasta' } } }),
        await as({ method: 'DELETE', url: `/api/user/deleteAndReassign/${target.id}/1`, payload: { data: { active: false } } }),
      ];
      expect(calls.map((c) => c.statusCode), role).toEqual([403, 403, 403, 403, 403, 403]);
      expect(calls[2]!.json().data).toBe(MSG.forbidden);
    }
    expect(await count()).toEqual(before);
  });
});
