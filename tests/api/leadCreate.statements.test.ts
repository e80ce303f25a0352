import { describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import { recordedLeadsApp } from './recordedLeadsApp';
import { email } from './leadsFixtures';
import { agencies, duplicatePairs, leadEmails, leadInterests, leadPhaseRecords, leadPhones, notifications, privacyCollections, users } from '../../src/server/db/schema';

// POST /lead/ writes the lead and everything beside it (e-mails, phones, interest, phase record, the
// duplicate pairs and name words, the privacy collection, the owner's notice) in one statement: the
// creation's time under load was its sequential round trips (issue 55). The reads before it stay.
const app = recordedLeadsApp(5, async ({ t, f }) => {
  // Signed in before anything is recorded: a sign-in writes its session.
  for (const role of ['adviser-floor', 'bdc']) await t.api(email(role), { method: 'GET', url: '/api/lead/origins', agencyId: f.agencyIds[0] });
});

const body = (over: Record<string, unknown> = {}) =>
  app.f.newLeadBody({
    firstName: 'Lucía',
    lastName: 'Hernández',
    leadEmails: [`lucia.${Math.random().toString(36).slice(2)}@correo.mx`, 'otro.correo@correo.mx'],
    leadPhones: [`55${Math.floor(10_000_000 + Math.random() * 89_999_999)}`],
    leadInterests: [{ ProductId: app.f.product.id, ProductColorId: app.f.color.id, quantity: 3 }],
    ...over,
  });

async function created(role: string, payload: object) {
  const { result: res, statements } = await app.recorder.during(() => app.t.api(email(role), { method: 'POST', url: '/api/lead/', payload, agencyId: app.f.agencyIds[0] }));
  expect(res.statusCode).toBe(201);
  return { lead: res.json().data as { id: number; firstName: string; createdAt: string; userId: number | null }, statements };
}

describe('POST /lead/ writes in one statement', () => {
  it('an adviser\'s lead: one write with every row beside it, the owner\'s own lead not notified', async () => {
    const { lead, statements } = await created('adviser-floor', body());
    const writes = statements.filter((q) => /^\s*(with|insert|update|delete|begin|commit|savepoint)/i.test(q));
    expect(writes).toHaveLength(1);
    // The caller check; the SLA settings, the colour, the origin, the name words, the duplicate candidates (at once: an
    // adviser's own lead needs no agency rule); the write.
    expect(statements).toHaveLength(7);
    expect(writes[0]).toMatch(/^WITH new_lead AS \(insert into "leads"/);
    expect(lead.firstName).toBe('Lucía');
    expect(new Date(lead.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const emails = await app.f.db.select().from(leadEmails).where(eq(leadEmails.leadId, lead.id)).orderBy(leadEmails.id);
    expect(emails.map((e) => e.value)).toEqual([expect.stringMatching(/^lucia\./), 'otro.correo@correo.mx']);
    expect(await app.f.db.select().from(leadPhones).where(eq(leadPhones.leadId, lead.id))).toHaveLength(1);
    const [interest] = await app.f.db.select().from(leadInterests).where(eq(leadInterests.leadId, lead.id));
    expect(interest).toMatchObject({ quantity: 3, current: true });
    const phases = await app.f.db.select().from(leadPhaseRecords).where(eq(leadPhaseRecords.leadId, lead.id));
    expect(phases.map((p) => [p.oldPhaseSlug, p.newPhaseSlug, p.comments])).toEqual([[null, '1er-contacto', 'Lead creado']]);
    const collected = await app.f.db.select().from(privacyCollections).where(and(eq(privacyCollections.subjectKind, 'lead'), eq(privacyCollections.subjectId, lead.id)));
    expect(collected.map((c) => c.channel)).toEqual(['personal']);
    expect(await app.f.db.select().from(notifications).where(eq(notifications.leadId, lead.id))).toHaveLength(0);
  });

  it('a lead the agency rule gives an owner: the owner\'s NEW_LEAD notice and the pair with its duplicate, in the same statement', async () => {
    const [owner] = await app.f.db.select({ id: users.id }).from(users).where(eq(users.email, email('adviser-floor')));
    await app.f.db.update(agencies).set({ leadRuleId: 2, leadOwnerId: owner!.id }).where(eq(agencies.id, app.f.agencyIds[0]!));
    const first = await created('bdc', body({ firstName: 'Rogelio', lastName: 'Quintanar', leadPhones: ['5598765432'] }));
    const second = await created('bdc', body({ firstName: 'Rogelio', lastName: 'Quintanar', leadPhones: ['5598765432'] }));
    expect(second.statements.filter((q) => /^\s*(with|insert|update|delete|begin|commit)/i.test(q))).toHaveLength(1);
    expect(second.lead.userId).toBe(owner!.id);
    const notices = await app.f.db.select().from(notifications).where(eq(notifications.leadId, second.lead.id));
    expect(notices.map((n) => [n.userId, n.type, n.description])).toEqual([[owner!.id, 'NEW_LEAD', expect.stringContaining('Rogelio Quintanar')]]);
    const pairs = await app.f.db
      .select()
      .from(duplicatePairs)
      .where(or(eq(duplicatePairs.leadId, second.lead.id), eq(duplicatePairs.matchedId, second.lead.id)));
    expect(pairs.map((p) => [p.leadId, p.matchedId, p.status])).toContainEqual([first.lead.id, second.lead.id, 'OPEN']);
    await app.f.db.update(agencies).set({ leadRuleId: 1, leadOwnerId: null }).where(eq(agencies.id, app.f.agencyIds[0]!));
  });

  it('a refused creation writes nothing', async () => {
    const { result: res, statements } = await app.recorder.during(() =>
      app.t.api(email('bdc'), { method: 'POST', url: '/api/lead/', payload: body({ leadInterests: [{ ProductId: app.f.product.id, ProductColorId: 999_999, quantity: 1 }], colorId: 999_999 }), agencyId: app.f.agencyIds[0] }),
    );
    expect(res.statusCode).toBe(400);
    expect(statements.filter((q) => /^\s*(with|insert|update|delete)/i.test(q))).toEqual([]);
  });

  it("an activity: the activity and the lead's contact columns (first response, sla clock) in one statement", async () => {
    const { lead } = await created('adviser-floor', body());
    const { result: res, statements: seen } = await app.recorder.during(() => app.t.api(email('adviser-floor'), {
      method: 'POST',
      url: '/api/leadActivity',
      payload: { data: { LeadId: lead.id, leadActivityType: 'llamada', leadActivityChannelType: 'telefono', title: 'Llamada', comments: 'Primera llamada', status: '1' } },
      agencyId: app.f.agencyIds[0],
    }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ leadId: lead.id, comments: 'Primera llamada', LeadActivityType: { slug: 'llamada' } });
    const writes = seen.filter((q) => /^\s*(with|insert|update|delete|begin|commit)/i.test(q));
    expect(writes).toHaveLength(1);
    // The caller check, the type, channel and lead (at once), the SLA settings, the write.
    expect(seen).toHaveLength(6);
    const detail = await app.t.api(email('adviser-floor'), { method: 'GET', url: `/api/lead/${lead.id}`, agencyId: app.f.agencyIds[0] });
    expect(detail.json().data).toMatchObject({ subStatus: 'ACTIVO', firstResponseTime: expect.any(String) });
  });
});
