import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/lib/queryRows';
import { leadFleetProspects } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, FLEET_AREA_ROLES, type FleetFixtures } from './fleetFixtures';

/**
 * The fleet list's tab totals come from lead_fleet_counts (issue 55), kept by triggers on lead_fleets:
 * after every kind of write a fleet lead gets (creation, prospect conversion, phase moves, freeze and
 * reactivation, reassignment, a block, deletion, a move to another agency), every role of the fleet area
 * must read the same totals as a fresh count of the rows under the record rule (the caller's agencies,
 * a fleet-executive's own leads, no blocked lead).
 */
let t: TestApp;
let f: FleetFixtures;
let execId: number;
let agency: number;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 13 });
  f = await fleetFixtures(t);
  execId = await f.userId('fleet-executive@demo.mx');
  agency = f.agencyIds[0]!;
});
afterAll(async () => t?.close());

const PHASES = ['1ER_CONTACTO', 'SEGUIMIENTO', 'CIERRE', 'POST_VENTA', 'CONGELADO'] as const;

async function totals(role: string, filters?: object): Promise<Record<string, number>> {
  const q = filters ? `?filters=${encodeURIComponent(JSON.stringify(filters))}` : '';
  const res = await t.api(email(role), { method: 'GET', url: `/api/lead-fleet/data/totals${q}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The totals counted from the rows, as fleetLeadScope sees them for `role`'s user (and an executive filter). */
async function counted(role: string, ownerFilter?: number): Promise<Record<string, number>> {
  const uid = await f.userId(email(role));
  const own = role === 'fleet-executive' ? uid : ownerFilter;
  const rows = await queryRows<{ phase: string; n: number }>(
    f.db,
    sql`SELECT l.phase, count(*)::int AS n FROM lead_fleets l
        WHERE l.agency_id IN (SELECT ua.agency_id FROM user_agencies ua WHERE ua.user_id = ${uid}) AND l.blocked_at IS NULL
        ${own !== undefined ? sql`AND l.user_id = ${own}` : sql``}
        GROUP BY l.phase`,
  );
  const out: Record<string, number> = { TODO: 0, ...Object.fromEntries(PHASES.map((p) => [p, 0])) };
  for (const r of rows) {
    out[r.phase] = r.n;
    out.TODO = (out.TODO ?? 0) + r.n;
  }
  return out;
}

/** Every role of the fleet area (and a manager's executive filter) reads what a fresh count gives; the counters equal a rebuild. */
async function expectExact(step: string) {
  for (const role of FLEET_AREA_ROLES) expect(await totals(role), `${step}: ${role}`).toEqual(await counted(role));
  expect(await totals('fleet-manager', { UserId: execId }), `${step}: executive filter`).toEqual(await counted('fleet-manager', execId));
  const snapshot = () => queryRows(f.db, sql`SELECT agency_id, user_id, phase, n FROM lead_fleet_counts WHERE n <> 0 ORDER BY 1, 2, 3`);
  const kept = await snapshot();
  await f.db.execute(sql`SELECT crm_rebuild_lead_fleet_counts()`);
  expect(kept, `${step}: counters against a rebuild`).toEqual(await snapshot());
}

const move = (role: string, id: number, data: object) => t.api(email(role), { method: 'PATCH', url: `/api/lead-fleet/${id}`, payload: { data } });

async function createLead(role: string, contact: { name: string; phone: string; email: string }): Promise<number> {
  const company = await f.makeCompany({ userId: execId });
  const res = await t.api(email(role), {
    method: 'POST',
    url: '/api/lead-fleet',
    payload: {
      data: {
        CompanyId: company.id,
        UserId: execId,
        LeadFleetOriginId: f.cat.origin,
        companyContactPerson: contact,
        products: [{ ProductId: f.product.id, ProductColorId: f.color.id, quantity: 12 }],
        agencies: [{ AgencyId: f.agencyIds[1]!, contactPerson: { name: 'Dealer Uno', phone: '5511112222', email: 'dealer@jac.mx' } }],
        LeadFleetClasificationId: f.cat.clasification,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('GET /lead-fleet/data/totals from lead_fleet_counts', () => {
  it('equal a count of the rows after the seed, for every role of the fleet area', async () => {
    await expectExact('seed');
    // The counters answer only what they hold: a search still counts the rows, and agrees.
    const [some] = await queryRows<{ term: string }>(f.db, sql`SELECT lower(substr(contact_name, 1, 4)) AS term FROM lead_fleets WHERE agency_id = ${agency} ORDER BY id LIMIT 1`);
    const term = encodeURIComponent(some!.term);
    const res = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet/data/totals?filter=${term}` });
    const listed = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet?filter=${term}` });
    expect(res.json().data.TODO).toBe(listed.json().total);
    expect(listed.json().total).toBeGreaterThan(0);
  });

  it('answer the filters as the list does: the executive filter from the counters, the others from the rows', async () => {
    const coordinator = await f.userId('fleet-coordinator@demo.mx');
    // A fleet-executive may not filter by executive: the filter is ignored, the scope stays their own leads.
    expect(await totals('fleet-executive', { UserId: coordinator })).toEqual(await counted('fleet-executive'));
    // The frozen check picks a tab, not rows.
    expect(await totals('fleet-manager', { UserId: execId, phase: true })).toEqual(await counted('fleet-manager', execId));
    // Executive 0 (the counters' "no executive") is refused by the query's schema, as on the list.
    const zero = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet/data/totals?filters=${encodeURIComponent(JSON.stringify({ UserId: 0 }))}` });
    expect(zero.statusCode).toBe(400);
    const listed = await t.api(email('fleet-manager'), { method: 'GET', url: `/api/lead-fleet?filters=${encodeURIComponent(JSON.stringify({ subStatus: 'INACTIVO' }))}` });
    expect((await totals('fleet-manager', { subStatus: 'INACTIVO' })).TODO).toBe(listed.json().total);
  });

  it('stay exact through creation, moves, freeze, reassignment, prospect conversion, a block and deletion', async () => {
    const before = await totals('fleet-manager');
    const a = await createLead('fleet-manager', { name: 'Rosa Conteo', phone: '5512300001', email: 'rosa.conteo@empresa.mx' });
    const b = await createLead('fleet-executive', { name: 'Ximena Bloqueo Conteo', phone: '5547110055', email: 'ximena.conteo@privado.mx' });
    expect((await totals('fleet-manager'))['1ER_CONTACTO']).toBe(before['1ER_CONTACTO']! + 2);
    await expectExact('create');

    expect((await move('fleet-executive', a, { move: 'next' })).statusCode).toBe(200);
    expect((await move('admin', a, { phase: 'CIERRE' })).statusCode).toBe(200);
    await expectExact('next');
    expect((await move('admin', a, { move: 'previous' })).statusCode).toBe(200);
    await expectExact('previous');
    expect((await move('fleet-executive', a, { move: 'freeze' })).statusCode).toBe(200);
    await expectExact('freeze');
    expect((await move('fleet-executive', a, { move: 'reactivate' })).statusCode).toBe(200);
    await expectExact('reactivate');

    const coordinator = await f.userId('fleet-coordinator@demo.mx');
    const reassigned = await t.api(email('fleet-manager'), { method: 'PATCH', url: `/api/lead-fleet/user/${a}`, payload: { data: { UserId: coordinator } } });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    await expectExact('reassign');

    // A prospect converted into a lead (another insert path).
    const [prospect] = await f.db
      .insert(leadFleetProspects)
      .values({ agencyId: agency, firstName: 'Prospecto', lastName: 'Conteo', email: 'prospecto.conteo@empresa.mx', phone: '+525511119999', companyName: 'Empresa Conteo', position: 'Compras', productId: f.product.id, quantity: 4 })
      .returning({ id: leadFleetProspects.id });
    const company = await f.makeCompany({});
    const converted = await t.api(email('fleet-coordinator'), {
      method: 'POST',
      url: `/api/lead-fleet-prospect/${prospect!.id}/convert-to-lead`,
      agencyId: agency,
      payload: {
        data: {
          companyId: company.id,
          origin: f.cat.origin,
          userId: execId,
          comments: 'Conversión',
          agencies: [{ id: f.agencyIds[1]!, contactName: 'Luis Pérez Soto', contactPhone: '5587654321', contactEmail: 'luis@dealer.mx' }],
          classification: f.cat.clasification,
        },
      },
    });
    expect(converted.statusCode, converted.body).toBe(201);
    await expectExact('prospect conversion');

    // A cancellation's block (issue 54): the blocked lead leaves every list and so the totals.
    const person = { name: 'Ximena Bloqueo Conteo', phone: '5547110055', email: 'ximena.conteo@privado.mx' };
    const request = await t.api('coordinator@demo.mx', {
      method: 'POST',
      url: '/api/privacy/arco',
      agencyId: agency,
      payload: { data: { type: 'cancelacion', person, identityMethod: 'ine', records: [{ kind: 'fleet-lead', id: b }] } },
    });
    expect(request.statusCode, request.body).toBe(201);
    const blocked = await t.api('coordinator@demo.mx', { method: 'POST', url: `/api/privacy/arco/${request.json().data.id}/block`, agencyId: agency });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await queryRows<{ b: boolean }>(f.db, sql`SELECT blocked_at IS NOT NULL AS b FROM lead_fleets WHERE id = ${b}`))[0]!.b).toBe(true);
    await expectExact('block');

    expect((await t.api(email('fleet-manager'), { method: 'DELETE', url: `/api/lead-fleet/${a}` })).statusCode).toBe(200);
    await expectExact('delete');
  });

  it('follow writes outside the API: another agency, a bulk update, a bulk delete', async () => {
    const lead = await f.makeLead({ userId: execId, phase: 'SEGUIMIENTO' });
    await f.db.execute(sql`UPDATE lead_fleets SET agency_id = ${f.agencyIds[1]!} WHERE id = ${lead.id}`);
    await expectExact('agency');
    await f.db.execute(sql`UPDATE lead_fleets SET phase = 'CIERRE' WHERE agency_id = ${agency} AND phase = 'SEGUIMIENTO' AND user_id = ${execId}`);
    await expectExact('bulk update');
    await f.db.execute(sql`DELETE FROM lead_fleets WHERE id IN (SELECT id FROM lead_fleets WHERE agency_id = ${agency} AND phase = 'POST_VENTA' AND user_id = ${execId} AND closed_at IS NULL LIMIT 3)`);
    await expectExact('bulk delete');
  });
});
