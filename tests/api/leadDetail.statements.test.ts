import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordedLeadsApp } from './recordedLeadsApp';
import { email } from './leadsFixtures';
import { leadActivities, leadActivityTypes, leadEmails, leadInterests, leadPhaseRecords, leadRentings, products } from '../../src/server/db/schema';

// GET /lead/{id} reads the lead's own lists (e-mails, phones, interests, activities, origin, owner,
// agency, phase records, renting) in one statement: nine statements, each a write to the database's
// socket and a pool connection, were 60 % of the statements of a dealer group's reads (issue 55).
const app = recordedLeadsApp(5, async ({ t, f }) => {
  await t.api(email('manager'), { method: 'GET', url: '/api/lead/origins', agencyId: f.agencyIds[0] });
});

describe('GET /lead/{id} in few statements', () => {
  it("answers the lead's lists, in their order and types, from one statement", async () => {
    const owner = await app.f.userId('adviser-floor@demo.mx');
    const lead = await app.f.makeLead({ phase: 'seguimiento', userId: owner, quantity: 2 });
    await app.f.db.insert(leadEmails).values({ leadId: lead.id, value: 'segundo@correo.mx' });
    // An older interest without colour, then the current one is the fixture's: current first, then newest.
    await app.f.db.update(leadInterests).set({ current: false }).where(eq(leadInterests.leadId, lead.id));
    await app.f.db.insert(leadInterests).values({ leadId: lead.id, productId: app.f.product.id, productColorId: null, quantity: 4, current: true, date: new Date('2026-11-02T17:30:00.123Z') });
    const [type] = await app.f.db.select().from(leadActivityTypes).limit(1);
    const [product] = await app.f.db.select().from(products).where(eq(products.id, app.f.product.id));
    await app.f.db.insert(leadActivities).values([
      { leadId: lead.id, typeId: type!.id, userId: owner, title: 'Cotización', status: '1', productId: app.f.product.id, plazo: 24, enganche: 35000.5, data: { nota: 'sí' }, date: new Date('2026-11-03T10:00:00Z'), createdAt: new Date('2026-11-03T10:00:00Z') },
      { leadId: lead.id, typeId: type!.id, userId: null, title: 'Llamada', status: '0', createdAt: new Date('2026-11-04T10:00:00Z') },
    ]);
    await app.f.db.insert(leadPhaseRecords).values({ leadId: lead.id, userId: owner, oldPhaseSlug: '1er-contacto', newPhaseSlug: 'seguimiento', comments: 'Avanza' });
    await app.f.db.insert(leadRentings).values({ leadId: lead.id, folio: 'R-9', state: 'Jalisco', rentingPeriod: 36, hasCharger: 1 });

    const { result: res, statements } = await app.recorder.during(() => app.t.api(email('manager'), { method: 'GET', url: `/api/lead/${lead.id}`, agencyId: app.f.agencyIds[0] }));
    expect(res.statusCode).toBe(200);
    // The caller check, the lead under the caller's rule, its lists, the sales section (its sales, its VINs, the
    // sales of its e-mail or phone), appointments, floor visits, duplicates (the access log is written in batches, later).
    expect(statements).toHaveLength(9);
    expect(statements.filter((q) => q.includes('json_agg'))).toHaveLength(1);

    const d = res.json().data;
    expect(d.leadEmails.map((e: { value: string }) => e.value)).toEqual(['prueba.fixture@correo.mx', 'segundo@correo.mx']);
    expect(d.leadPhones).toEqual([{ id: expect.any(Number), value: '+525512345678' }]);
    expect(d.quantity).toBe(4);
    expect(d.LeadInterests).toHaveLength(2);
    expect(d.LeadInterests[0]).toMatchObject({ current: true, quantity: 4, ProductColor: null, date: '2026-11-02T17:30:00.123Z' });
    expect(d.LeadInterests[0].Product).toEqual({
      id: product!.id, imageUrl: product!.imageUrl, name: product!.name, model: product!.model, version: product!.version, transmission: product!.transmission, price: product!.price, year: product!.year,
    });
    expect(typeof d.LeadInterests[0].Product.price).toBe('number');
    expect(d.LeadInterests[1]).toMatchObject({ current: false, ProductColor: { id: app.f.color.id } });
    expect(d.LeadActivities.map((a: { title: string }) => a.title)).toEqual(['Llamada', 'Cotización']);
    expect(d.LeadActivities[0]).toMatchObject({ status: '0', Product: null, LeadActivityChannelType: null, userName: null, UserId: null, createdAt: '2026-11-04T10:00:00.000Z' });
    expect(d.LeadActivities[1]).toMatchObject({
      Product: { id: product!.id, name: product!.name, model: product!.model },
      LeadActivityType: { slug: type!.slug, description: type!.description },
      plazo: 24,
      enganche: 35000.5,
      data: { nota: 'sí' },
      UserId: owner,
      date: '2026-11-03T10:00:00.000Z',
    });
    expect(d.LeadActivities[1].userName).toMatch(/\S+ \S+/);
    expect(d.LeadOrigin).toEqual({ id: app.f.origin.id, slug: app.f.origin.slug, description: app.f.origin.description });
    expect(d.User).toMatchObject({ id: owner, firstAndLastName: expect.any(String) });
    expect(d.Agency).toEqual({ id: app.f.agencyIds[0], name: expect.any(String) });
    expect(d.LeadPhaseRecords[0]).toMatchObject({ OldPhaseSlug: '1er-contacto', NewPhaseSlug: 'seguimiento', comments: 'Avanza', UserId: owner });
    expect(d.LeadRenting).toEqual({ leadId: lead.id, folio: 'R-9', state: 'Jalisco', postalCode: null, hasCharger: 1, rentingPeriod: 36 });
  });

  it('a lead without owner, renting or records answers null and empty lists', async () => {
    const lead = await app.f.makeLead({ phase: 'subasta', userId: null });
    const res = await app.t.api(email('manager'), { method: 'GET', url: `/api/lead/${lead.id}`, agencyId: app.f.agencyIds[0] });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ User: null, UserId: null, LeadRenting: null, LeadActivities: [], LeadPhaseRecords: [] });
  });
});
