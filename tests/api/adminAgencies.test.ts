import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { agencies, agencySchedules, files, users } from '../../src/server/db/schema';
import { MSG } from '../../src/shared/messages';
import { ADMIN_MSG } from '../../src/shared/schemas/admin';
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
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'JAC Querétaro',
  businessName: 'JAC Querétaro Automotriz S.A. de C.V.',
  transferCode: 'TR-2001',
  street: 'Av. Constituyentes',
  exteriorNumber: '120',
  interiorNumber: '',
  postalCode: '76000',
  state: 'queretaro',
  city: 'Querétaro',
  suburb: 'Centro',
  municipality: 'Querétaro',
  coordinates: ['20.5888', '-100.3899'],
  hasService: true,
  urlSite: 'https://jac-queretaro.mx',
  manager: 'Laura Pérez',
  phone: '+524421234567',
  email: 'contacto@jac-queretaro.mx',
  ...overrides,
});
const agencyCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(agencies))[0]!.n;

describe('POST /agency/', () => {
  it('creates the agency with its schedule row, logos and files stored as blobs served under the same authorisation', async () => {
    const res = await admin({
      method: 'POST',
      url: '/api/agency/',
      payload: { data: valid({ picLogo: dataUrl('image/png', PNG), files: [{ name: 'acta.pdf', data: dataUrl('application/pdf', PDF) }] }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(MSG.agencyCreated);
    const agency = res.json().data;
    expect(agency.slug).toBe('jac-queretaro');
    expect(agency.State).toEqual({ slug: 'queretaro', name: 'Querétaro' });
    expect(agency.City.name).toBe('Querétaro');
    expect(agency.Suburb.name).toBe('Centro');
    expect(agency.PostalCode.code).toBe('76000');
    expect(agency.coordinates).toEqual([20.5888, -100.3899]);
    expect(agency.interiorNumber).toBeNull();
    expect(agency.hasService).toBe(true);
    expect(agency.AgencyIncomingLeadRuleId).toBe(1);
    expect(agency.schedule.openingScheduleWeek).toBe('00:00:00');
    const [row] = await t.database.db.select().from(agencySchedules).where(eq(agencySchedules.agencyId, agency.id));
    expect(row).toBeTruthy();
    expect(agency.files.map((f: { ownerType: string; mime: string }) => [f.ownerType, f.mime])).toEqual([
      ['agency-logo', 'image/png'],
      ['agency-file', 'application/pdf'],
    ]);

    const logo = await admin({ method: 'GET', url: `/api${agency.picLogo}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // Not a member of the new agency: it does not exist for them.
    expect((await t.api('manager@demo.mx', { method: 'GET', url: `/api${agency.picLogo}` })).statusCode).toBe(404);
    expect((await t.api('manager@demo.mx', { method: 'GET', url: `/api/agency/${agency.id}` })).statusCode).toBe(404);

    const again = await admin({ method: 'POST', url: '/api/agency/', payload: { data: valid() } });
    expect(again.json().data.slug).toBe('jac-queretaro-2');
  });

  it.each([
    [{ name: '' }, 'Nombre comercial es obligatorio'],
    [{ businessName: undefined }, 'Razón social es obligatorio'],
    [{ transferCode: '  ' }, 'Código de traspaso es obligatorio'],
    [{ street: undefined }, 'Calle es obligatorio'],
    [{ exteriorNumber: '' }, 'Número exterior es obligatorio'],
    [{ exteriorNumber: '12B' }, 'Número exterior debe ser numérico'],
    [{ interiorNumber: 'A' }, 'Número interior debe ser numérico'],
    [{ postalCode: '7600' }, ADMIN_MSG.postalCode],
    [{ postalCode: 'abcde' }, 'Código postal debe ser numérico'],
    [{ state: 'texas' }, ADMIN_MSG.invalidState],
    [{ state: undefined }, ADMIN_MSG.invalidState],
    [{ city: '' }, 'Ciudad o delegación es obligatorio'],
    [{ suburb: '' }, 'Colonia es obligatorio'],
    [{ municipality: '' }, 'Municipio es obligatorio'],
    [{ coordinates: [20.5] }, ADMIN_MSG.invalidCoordinates],
    [{ coordinates: ['x', 'y'] }, ADMIN_MSG.invalidCoordinates],
    [{ coordinates: [200, 10] }, ADMIN_MSG.invalidCoordinates],
    [{ coordinates: undefined }, ADMIN_MSG.invalidCoordinates],
    [{ hasService: undefined }, 'Servicio es obligatorio'],
    [{ urlSite: 'jac punto mx' }, ADMIN_MSG.invalidUrl],
    [{ email: 'no-es-correo' }, MSG.invalidEmail],
  ])('refuses %j with its Spanish message and creates nothing', async (override, message) => {
    const before = await agencyCount();
    const res = await admin({ method: 'POST', url: '/api/agency/', payload: { data: valid(override) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBe(message);
    expect(await agencyCount()).toBe(before);
  });

  it('judges files by content: a text file named as PNG is refused (400), over 5 MB is refused (413)', async () => {
    const before = await agencyCount();
    const filesBefore = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n;
    const fake = await admin({ method: 'POST', url: '/api/agency/', payload: { data: valid({ picLogo: dataUrl('image/png', Buffer.from('hola, no soy imagen')) }) } });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().data).toBe(ADMIN_MSG.invalidFileType);
    const pdfAsLogo = await admin({ method: 'POST', url: '/api/agency/', payload: { data: valid({ picLogoDark: dataUrl('image/png', PDF) }) } });
    expect(pdfAsLogo.json().data).toBe(ADMIN_MSG.invalidFileType);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await admin({ method: 'POST', url: '/api/agency/', payload: { data: valid({ picLogo: dataUrl('image/png', big) }) } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data).toBe(MSG.tooLarge);
    expect(await agencyCount()).toBe(before);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n).toBe(filesBefore);
  });
});

describe('GET /agency/{id} and PUT /agency/{id}', () => {
  it('answers the agency with its collaborators, social media and schedule to admin and to its members', async () => {
    const res = await t.api('bdc@demo.mx', { method: 'GET', url: `/api/agency/${agencyA}` });
    expect(res.statusCode).toBe(200);
    const agency = res.json().data;
    expect(agency.Users.some((u: { email: string }) => u.email === 'bdc@demo.mx')).toBe(true);
    expect(agency.schedule.openingScheduleWeek).toBe('09:00:00');
    expect(agency.AgencySocialMedia).toEqual({});
    expect((await t.api('bdc@demo.mx', { method: 'GET', url: `/api/agency/${agencyB}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/agency/999999' })).statusCode).toBe(404);
  });

  it('edits general data and social media', async () => {
    const res = await admin({
      method: 'PUT',
      url: `/api/agency/${agencyB}`,
      payload: { data: { name: 'JAC Guadalajara Centro', AgencySocialMedia: { facebook: 'https://facebook.com/jacgdl' }, hasService: false } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('JAC Guadalajara Centro');
    expect(res.json().data.AgencySocialMedia).toEqual({ facebook: 'https://facebook.com/jacgdl' });
    expect(res.json().data.hasService).toBe(false);
    const bad = await admin({ method: 'PUT', url: `/api/agency/${agencyB}`, payload: { data: { postalCode: '12' } } });
    expect(bad.json().data).toBe(ADMIN_MSG.postalCode);
  });

  it('rule 2 (Usuario Asignado) needs an active owner of that agency with a sales role; rules 1 and 3 drop the owner', async () => {
    const put = (data: Record<string, unknown>) => admin({ method: 'PUT', url: `/api/agency/${agencyA}`, payload: { data } });
    const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const adviser = await idOf('adviser-floor@demo.mx');
    const product = await idOf('product@demo.mx');
    const [otherAgencyAdviser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'adviser-floor.2.1@jac-guadalajara.mx'));
    expect(otherAgencyAdviser).toBeTruthy();

    expect((await put({ AgencyIncomingLeadRuleId: 2 })).json().data).toBe(ADMIN_MSG.ruleOwnerRequired);
    expect((await put({ AgencyIncomingLeadRuleId: 2, LeadOwnerId: product })).json().data).toBe(ADMIN_MSG.ruleOwnerInvalid);
    expect((await put({ AgencyIncomingLeadRuleId: 2, LeadOwnerId: otherAgencyAdviser!.id })).json().data).toBe(ADMIN_MSG.ruleOwnerInvalid);
    expect((await put({ AgencyIncomingLeadRuleId: 4 })).statusCode).toBe(400);
    const [unchanged] = await t.database.db.select().from(agencies).where(eq(agencies.id, agencyA));
    expect([unchanged!.leadRuleId, unchanged!.leadOwnerId]).toEqual([3, null]);

    const ok = await put({ AgencyIncomingLeadRuleId: '2', LeadOwnerId: adviser });
    expect(ok.statusCode, ok.body).toBe(200);
    expect([ok.json().data.AgencyIncomingLeadRuleId, ok.json().data.LeadOwnerId]).toEqual([2, adviser]);
    const back = await put({ AgencyIncomingLeadRuleId: 3 });
    expect([back.json().data.AgencyIncomingLeadRuleId, back.json().data.LeadOwnerId]).toEqual([3, null]);
  });
});

describe('agency schedule', () => {
  it('round-trips through PATCH and GET, normalising HH:MM to HH:MM:SS', async () => {
    const data = {
      worksOnSunday: true,
      worksOnMonday: true,
      worksOnTuesday: false,
      worksOnWednesday: true,
      worksOnThursday: true,
      worksOnFriday: true,
      worksOnSaturday: false,
      openingScheduleWeek: '08:30',
      closingScheduleWeek: '18:45:00',
      openingScheduleSaturday: '00:00:00',
      closingScheduleSaturday: '00:00:00',
      openingScheduleSunday: '10:00:00',
      closingScheduleSunday: '14:00:00',
    };
    const res = await admin({ method: 'PATCH', url: `/api/agency/schedule/${agencyB}`, payload: { data } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MSG.scheduleSaved);
    const got = (await admin({ method: 'GET', url: `/api/agency/schedule/${agencyB}` })).json().data;
    expect(got).toEqual({ AgencyId: agencyB, ...data, openingScheduleWeek: '08:30:00' });
  });

  it('refuses bad times and closing before opening, keeping the previous hours', async () => {
    const before = (await admin({ method: 'GET', url: `/api/agency/schedule/${agencyA}` })).json().data;
    const bad = await admin({ method: 'PATCH', url: `/api/agency/schedule/${agencyA}`, payload: { data: { openingScheduleWeek: '25:00' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe(ADMIN_MSG.invalidTime);
    const backwards = await admin({ method: 'PATCH', url: `/api/agency/schedule/${agencyA}`, payload: { data: { closingScheduleSaturday: '09:00:00' } } });
    expect(backwards.json().data).toBe(ADMIN_MSG.closingBeforeOpening);
    expect((await admin({ method: 'GET', url: `/api/agency/schedule/${agencyA}` })).json().data).toEqual(before);
    expect((await admin({ method: 'PATCH', url: '/api/agency/schedule/999999', payload: { data: {} } })).statusCode).toBe(404);
  });

  it("is readable by any user of the agency (the timer needs it) but not by other agencies' users", async () => {
    const mine = await t.api('adviser-digital@demo.mx', { method: 'GET', url: `/api/agency/schedule/${agencyA}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.AgencyId).toBe(agencyA);
    expect((await t.api('adviser-digital@demo.mx', { method: 'GET', url: `/api/agency/schedule/${agencyB}` })).statusCode).toBe(404);
  });
});

describe('only admin administers agencies', () => {
  it('answers 403 to every other role on create, edit and schedule changes, and nothing changes', async () => {
    const state = async () => ({
      count: await agencyCount(),
      a: (await t.database.db.select().from(agencies).where(eq(agencies.id, agencyA)))[0],
      schedule: (await t.database.db.select().from(agencySchedules).where(eq(agencySchedules.agencyId, agencyA)))[0],
    });
    const before = await state();
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const as = (options: Parameters<TestApp['api']>[1]) => t.api(`${role}@demo.mx`, options);
      const calls = [
        await as({ method: 'POST', url: '/api/agency/', payload: { data: valid() } }),
        await as({ method: 'PUT', url: `/api/agency/${agencyA}`, payload: { data: { name: 'Hack' } } }),
        await as({ method: 'PATCH', url: `/api/agency/schedule/${agencyA}`, payload: { data: { worksOnSunday: true } } }),
      ];
      expect(calls.map((c) => c.statusCode), role).toEqual([403, 403, 403]);
    }
    expect(await state()).toEqual(before);
  });
});
