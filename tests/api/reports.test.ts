import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { leadInterests, leadOrigins, leads, products, sales } from '../../src/server/db/schema';
import { mexicoDay, shiftMonths, userIdOf } from './salesHelpers';

let t: TestApp;
const AGENCY = 1;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 40 });
});
afterAll(async () => t?.close());

const today = mexicoDay(new Date());
const START = shiftMonths(today, -1);
const END = today;
const pct = (a: number, total: number) => (total ? Math.round((a / total) * 10000) / 100 : 0);

/** The leads of agency 1 created in [start, end] (Mexico City days), read straight from the table. */
async function leadsInRange(start: string, end: string, userId?: number) {
  const rows = await t.database.db.select().from(leads).where(and(eq(leads.agencyId, AGENCY), isNull(leads.mergedIntoId)));
  return rows.filter((l) => {
    const day = mexicoDay(l.createdAt);
    return day >= start && day <= end && (userId === undefined || l.userId === userId);
  });
}

const report = (email: string, path: string, query: Record<string, string | number>) =>
  t.api(email, { method: 'GET', url: `/api/lead/${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, agencyId: AGENCY });

describe('dashboard reports on the seeded agency', () => {
  it('funnel: counts per funnel phase, total leads, sales and average first-contact time', async () => {
    const res = await report('manager@demo.mx', 'ByAllPhases', { StartDate: START, EndDate: END, UserId: -1 });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    const rows = await leadsInRange(START, END);
    const phases = ['1er-contacto', 'seguimiento', 'en-cierre', 'cerrado'];
    const amounts = phases.map((p) => rows.filter((l) => l.phase === p).length);
    const saleRows = (await t.database.db.select().from(sales).where(eq(sales.agencyId, AGENCY))).filter((s) => {
      const d = mexicoDay(s.createdAt);
      return d >= START && d <= END;
    });
    const contacted = rows.filter((l) => l.firstResponseTimeInMinutes !== null);
    expect(rows.length).toBeGreaterThan(5);
    expect(body.labels).toEqual(['Primer contacto', 'Seguimiento', 'Cierre', 'Cerrado']);
    expect(body.amounts).toEqual(amounts);
    expect(body.percentages).toEqual(amounts.map((a) => pct(a, rows.length)));
    expect(body.TotalLeads).toBe(rows.length);
    expect(body.TotalVentas).toBe(saleRows.length);
    expect(body.Time).toBe(contacted.length ? Math.round(contacted.reduce((s, l) => s + l.firstResponseTimeInMinutes!, 0) / contacted.length) : null);
  });

  it('status: leads per sub-status with the total', async () => {
    const body = (await report('manager@demo.mx', 'ByPhase', { StartDate: START, EndDate: END, UserId: -1 })).json().data;
    const rows = await leadsInRange(START, END);
    const count = (s: string) => rows.filter((l) => l.subStatus === s).length;
    expect(body.labels).toEqual(['En espera de contacto', 'Activo', 'Inactivo']);
    expect(body.amounts).toEqual([count('ESPERA_CONTACTO'), count('ACTIVO'), count('INACTIVO')]);
    expect(body.TotalLeads).toBe(rows.length);
    expect(body.percentages[1]).toBe(pct(count('ACTIVO'), rows.length));
  });

  it('interest: leads per model of their current interest', async () => {
    const body = (await report('manager@demo.mx', 'InterestByModel', { StartDate: START, EndDate: END, UserId: -1 })).json().data;
    const rows = await leadsInRange(START, END);
    const ids = new Set(rows.map((l) => l.id));
    const interests = await t.database.db
      .select({ leadId: leadInterests.leadId, model: products.model })
      .from(leadInterests)
      .innerJoin(products, eq(products.id, leadInterests.productId))
      .where(eq(leadInterests.current, true));
    const byModel = new Map<string, number>();
    for (const i of interests.filter((i) => ids.has(i.leadId))) byModel.set(i.model, (byModel.get(i.model) ?? 0) + 1);
    expect(body.title).toBe('Leads por Modelo');
    expect(Object.fromEntries(body.models.map((m: string, k: number) => [m, body.amounts[k]]))).toEqual(Object.fromEntries(byModel));
    const total = [...byModel.values()].reduce((a, b) => a + b, 0);
    expect(body.percentages[0]).toBe(pct(body.amounts[0], total));
  });

  it('origins: this period against the same days of the previous month', async () => {
    const body = (await report('manager@demo.mx', 'ByOrigin', { StartDate: START, EndDate: END, UserId: -1 })).json().data;
    const origins = await t.database.db.select().from(leadOrigins).orderBy(leadOrigins.id);
    const now = await leadsInRange(START, END);
    const before = await leadsInRange(shiftMonths(START, -1), shiftMonths(END, -1));
    expect(body.labels).toEqual(origins.map((o) => o.description));
    expect(body.data1).toEqual(origins.map((o) => now.filter((l) => l.leadOriginId === o.id).length));
    expect(body.data2).toEqual(origins.map((o) => before.filter((l) => l.leadOriginId === o.id).length));
    expect(body.data2.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThan(0);
  });

  it('filters by the chosen adviser for a manager', async () => {
    const adviser = await userIdOf(t, 'adviser-floor@demo.mx');
    const body = (await report('manager@demo.mx', 'ByPhase', { StartDate: START, EndDate: END, UserId: adviser })).json().data;
    const rows = await leadsInRange(START, END, adviser);
    expect(body.TotalLeads).toBe(rows.length);
    expect(body.TotalLeads).toBeLessThan((await leadsInRange(START, END)).length);
  });

  it('an adviser always sees only their own numbers, whatever UserId says', async () => {
    const me = await userIdOf(t, 'adviser-digital@demo.mx');
    const body = (await report('adviser-digital@demo.mx', 'ByAllPhases', { StartDate: START, EndDate: END, UserId: -1 })).json().data;
    expect(body.TotalLeads).toBe((await leadsInRange(START, END, me)).length);
  });

  it('refuses roles without sales access and agencies the caller does not belong to', async () => {
    expect((await report('hr@demo.mx', 'ByOrigin', { StartDate: START, EndDate: END })).statusCode).toBe(403);
    const other = await t.api('manager@demo.mx', { method: 'GET', url: `/api/lead/ByPhase?StartDate=${START}&EndDate=${END}`, agencyId: 2 });
    expect(other.statusCode).toBe(403);
    expect(other.json().data).toBe('No perteneces a esta agencia');
  });

  it('refuses a start date after the end date', async () => {
    const res = await report('manager@demo.mx', 'ByPhase', { StartDate: END, EndDate: START });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe('La fecha inicial no puede ser mayor a la fecha final');
  });
});
