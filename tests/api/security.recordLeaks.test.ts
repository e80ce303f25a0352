import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { email, fleetFixtures, type FleetFixtures } from './fleetFixtures';
import { MSG } from '../../src/shared/messages';
import { ROLES } from '../../src/shared/domain/roles';
import { canOpenPath } from '../../src/shared/domain/screenAccess';
import { appointments, leadFleetAgencies, leads } from '../../src/server/db/schema';

/** Issue 28: the last two reads that ignored who may see the records. */
let t: TestApp;
let f: FleetFixtures;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 2 });
  f = await fleetFixtures(t);
}, 120_000);
afterAll(async () => t?.close());

describe('GET /leadActivity/data/waiting-list', () => {
  it('answers exactly the roles the board’s screen guard lets in (Citas), and 403 to every other role', async () => {
    const agencyId = f.agencyIds[0]!;
    // Today's appointment of the agency, so an answer that leaks carries a client's name.
    const [lead] = await f.db.insert(leads).values({ agencyId, phase: 'seguimiento', firstName: 'Tablerooculto', lastName: 'Espera', leadOriginId: null }).returning();
    await f.db.insert(appointments).values({ leadId: lead!.id, agencyId, type: 'ACTIVITY', status: 'CONFIRMED', date: new Date(Date.now() + 60_000) });
    const wrong: string[] = [];
    for (const role of ROLES) {
      const res = await t.api(email(role), { method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${agencyId}` });
      const allowed = canOpenPath(role, `/lista-espera-citas/${agencyId}`);
      const ok = allowed ? res.statusCode === 200 : res.statusCode === 403 && res.json().data === MSG.forbidden && !res.body.includes('Tablerooculto');
      if (!ok) wrong.push(`${role} (${allowed ? 'board' : 'no board'}) → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // The board does show the appointment to its roles.
    const hostess = await t.api(email('hostess'), { method: 'GET', url: `/api/leadActivity/data/waiting-list?AgencyId=${agencyId}` });
    expect(hostess.body).toContain('Tablerooculto');
  });
});

describe('GET /lead-fleet/data/contactPersonSuggestion', () => {
  it('suggests to a fleet-executive only the dealer contacts of fleet leads they may read', async () => {
    const exec = await f.userId('fleet-executive@demo.mx');
    const coordinator = await f.userId('fleet-coordinator@demo.mx');
    const [agency, dealer] = [f.agencyIds[0]!, f.agencyIds[1]!];
    const own = await f.makeLead({ agencyId: agency, userId: exec });
    const others = await f.makeLead({ agencyId: agency, userId: coordinator });
    const unassigned = await f.makeLead({ agencyId: agency, userId: null });
    await f.db.insert(leadFleetAgencies).values([
      { leadFleetId: own.id, agencyId: dealer, contactName: 'Dealercontacto Propio', contactPhone: '5510000001', contactEmail: 'propio@dealer.mx' },
      { leadFleetId: others.id, agencyId: dealer, contactName: 'Dealercontacto Ajeno', contactPhone: '5510000002', contactEmail: 'ajeno@dealer.mx' },
      { leadFleetId: unassigned.id, agencyId: dealer, contactName: 'Dealercontacto Libre', contactPhone: '5510000003', contactEmail: 'libre@dealer.mx' },
    ]);
    const suggest = async (role: string) => {
      const res = await t.api(email(role), { method: 'GET', url: `/api/lead-fleet/data/contactPersonSuggestion?filter=Dealercontacto&AgencyId=${dealer}` });
      expect(res.statusCode, res.body).toBe(200);
      return { names: res.json().data.map((s: { name: string }) => s.name).sort(), body: res.body };
    };
    const asExecutive = await suggest('fleet-executive');
    expect(asExecutive.names).toEqual(['Dealercontacto Propio']);
    for (const leaked of ['5510000002', 'ajeno@dealer.mx', '5510000003', 'libre@dealer.mx']) expect(asExecutive.body).not.toContain(leaked);
    // The fleet leaders see the whole fleet area of their agencies, so all three.
    expect((await suggest('fleet-manager')).names).toEqual(['Dealercontacto Ajeno', 'Dealercontacto Libre', 'Dealercontacto Propio']);
  });
});
