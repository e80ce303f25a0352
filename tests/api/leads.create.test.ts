import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { email, fixtures, type Fixtures } from './leadsFixtures';
import { agencies, leadInterests, leadPhaseRecords, leadPhones, leads, notifications, roles, userAgencies, users } from '../../src/server/db/schema';

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fixtures(t);
});
afterAll(async () => t?.close());

const body = (over: Record<string, unknown> = {}) => ({
  ...f.newLeadBody({
    firstName: 'Lucía',
    lastName: 'Hernández',
    leadEmails: ['lucia.hdz@correo.mx'],
    leadPhones: ['5511223344'],
    leadInterests: [{ ProductId: f.product.id, ProductColorId: f.color.id, quantity: 2 }],
    ...over,
  }),
  UserId: 1,
});

const post = (who: string, payload: unknown, agencyId?: number) => t.api(email(who), { method: 'POST', url: '/api/lead/', payload: payload as object, agencyId });
const setRule = (ruleId: number, leadOwnerId: number | null = null) =>
  f.db.update(agencies).set({ leadRuleId: ruleId, leadOwnerId }).where(eq(agencies.id, f.agencyIds[0]!));

describe('POST /lead/', () => {
  it('creates the lead with +52 phone, interest, phase record, in one go', async () => {
    await setRule(1);
    const res = await post('bdc', body());
    expect(res.statusCode).toBe(201);
    const lead = res.json().data;
    // The lead is in subasta and bdc sees subasta contacts as a dash, on this answer too (issue 10).
    expect(lead.phone).toBe('-');
    expect(lead.email).toBe('-');
    const [row] = await f.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ phone: '+525511223344', email: 'lucia.hdz@correo.mx' });
    const [phone] = await f.db.select().from(leadPhones).where(eq(leadPhones.leadId, lead.id));
    expect(phone!.value).toBe('+525511223344');
    const [interest] = await f.db.select().from(leadInterests).where(eq(leadInterests.leadId, lead.id));
    expect(interest).toMatchObject({ productId: f.product.id, productColorId: f.color.id, quantity: 2, current: true });
    const records = await f.db.select().from(leadPhaseRecords).where(eq(leadPhaseRecords.leadId, lead.id));
    expect(records.map((r) => r.newPhaseSlug)).toEqual(['subasta']);
  });

  it.each([
    ['first name missing', { firstName: '' }, 'Por favor, completa todos los campos obligatorios'],
    ['last name missing', { lastName: ' ' }, 'Por favor, completa todos los campos obligatorios'],
    ['origin missing', { LeadOriginId: null }, 'Por favor, completa todos los campos obligatorios'],
    ['phone missing', { leadPhones: [] }, 'Por favor, completa todos los campos obligatorios'],
    ['invalid e-mail', { leadEmails: ['lucia@'] }, 'El email ingresado no es válido'],
    ['9-digit phone', { leadPhones: ['551122334'] }, 'El teléfono ingresado no es válido'],
    ['phone with letters', { leadPhones: ['55112233ab'] }, 'El teléfono ingresado no es válido'],
    ['no colour', { colorId: null, leadInterests: [{ ProductId: 1, quantity: 1 }] }, 'Por favor, completa todos los campos obligatorios'],
    ['zero units', { leadInterests: [{ ProductId: 1, ProductColorId: 1, quantity: 0 }] }, 'Por favor, completa todos los campos obligatorios'],
    ['no purchase type', { buyType: '' }, 'Por favor, completa todos los campos obligatorios'],
  ])('refuses %s with the spec message', async (_name, over, message) => {
    const res = await post('bdc', body(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(message);
  });

  it('accepts a lead without e-mail', async () => {
    const res = await post('coordinator', body({ leadEmails: [] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBeNull();
  });

  it("refuses an agency that is not the caller's", async () => {
    const res = await post('coordinator', body({ AgencyId: f.agencyIds[1] }));
    expect(res.statusCode).toBe(403);
  });

  it('refuses roles outside sales', async () => {
    for (const role of ['product', 'hr', 'fleet-manager']) {
      const res = await post(role, body());
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('lets every sales role create a lead', async () => {
    for (const role of ['admin', 'manager', 'coordinator', 'bdc', 'adviser-floor', 'hostess', 'sales-admin']) {
      const res = await post(role, body());
      expect(res.statusCode, role).toBe(201);
    }
  });
});

describe('assignment rules', () => {
  it('rule 1 (Subasta) leaves the lead in subasta with no owner and notifies nobody', async () => {
    await setRule(1);
    const lead = (await post('bdc', body())).json().data;
    expect(lead).toMatchObject({ phase: 'subasta', userId: null });
    expect(await f.db.select().from(notifications).where(eq(notifications.leadId, lead.id))).toHaveLength(0);
  });

  it("rule 2 (Usuario Asignado) gives it to the agency's owner with a NEW_LEAD notification", async () => {
    const owner = await f.userId('adviser-hybrid@demo.mx');
    await setRule(2, owner);
    const lead = (await post('bdc', body())).json().data;
    expect(lead).toMatchObject({ phase: '1er-contacto', userId: owner });
    const [n] = await f.db.select().from(notifications).where(eq(notifications.leadId, lead.id));
    expect(n).toMatchObject({ userId: owner, type: 'NEW_LEAD' });
  });

  it('rule 2 with an inactive owner falls back to subasta', async () => {
    const owner = await f.userId('adviser-telefonica@demo.mx');
    await f.db.update(users).set({ active: false }).where(eq(users.id, owner));
    await setRule(2, owner);
    const lead = (await post('bdc', body())).json().data;
    expect(lead).toMatchObject({ phase: 'subasta', userId: null });
    await f.db.update(users).set({ active: true }).where(eq(users.id, owner));
  });

  it('rule 3 (Aleatorio) picks only active users of the agency with an assignable role', async () => {
    await setRule(3);
    const eligible = (
      await f.db
        .select({ id: users.id, slug: roles.slug })
        .from(users)
        .innerJoin(userAgencies, eq(userAgencies.userId, users.id))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(userAgencies.agencyId, f.agencyIds[0]!), eq(users.active, true)))
    )
      .filter((u) => ['bdc', 'coordinator', 'adviser-digital', 'adviser-floor', 'adviser-hybrid', 'adviser-telefonica'].includes(u.slug))
      .map((u) => u.id);
    const owners = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const lead = (await post('hostess', body())).json().data;
      expect(lead.phase).toBe('1er-contacto');
      expect(eligible).toContain(lead.userId);
      owners.add(lead.userId);
      const [n] = await f.db.select().from(notifications).where(eq(notifications.leadId, lead.id));
      expect(n).toMatchObject({ userId: lead.userId, type: 'NEW_LEAD' });
    }
    expect(owners.size).toBeGreaterThan(1);
  });

  it('rule 3 never picks a manager, hostess or an inactive adviser', async () => {
    await setRule(3);
    const manager = await f.userId('manager@demo.mx');
    const hostess = await f.userId('hostess@demo.mx');
    for (let i = 0; i < 8; i++) {
      const lead = (await post('bdc', body())).json().data;
      expect([manager, hostess]).not.toContain(lead.userId);
      const [row] = await f.db.select({ active: users.active }).from(users).where(eq(users.id, lead.userId));
      expect(row!.active).toBe(true);
    }
    const count = await f.db.select({ id: leads.id }).from(leads).where(eq(leads.userId, manager));
    expect(count.length).toBe(0);
  });
});
