import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { companies, companyContactPeople, leadFleetProducts, leadFleetProspects, leadFleets, users } from '../../src/server/db/schema';

let t: TestApp;
const AGENCY = 1;
const dataUrl = (text: string) => `data:text/csv;base64,${Buffer.from(text).toString('base64')}`;
const call = (who: string, kind: string, url: string, payload: object) => t.api(`${who}@demo.mx`, { method: 'POST', url: `/api/import/${kind}${url}`, payload, agencyId: AGENCY });
let existingCompany: string;

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
  const [c] = await t.database.db.select({ name: companies.name }).from(companies).where(eq(companies.agencyId, AGENCY)).limit(1);
  existingCompany = c!.name;
});
afterAll(async () => t?.close());

describe('import of fleet companies with their contacts', () => {
  const csv = () =>
    [
      'Razón social,Dirección,Contacto,Teléfono del contacto,Correo del contacto,Puesto',
      'Transportes Núñez S.A. de C.V.,"Av. Juárez 100, Guadalajara",Ana Núñez,33 1234 5678,ana@tnunez.mx,Compras',
      'Transportes Núñez S.A. de C.V.,,Luis Ortega,3312345679,luis@tnunez.mx,Flotilla',
      'Distribuidora Peña,,Marta Peña,5512345678,marta@pena,Dirección',
      `${existingCompany.toUpperCase()},,Pedro Ruiz,5598765432,pedro@ejemplo.mx,Gerente`,
      ',,Sin Empresa,5512340000,,',
    ].join('\r\n');

  it('previews: one company per name with a contact a row, the invalid e-mail and the company already there', async () => {
    const res = await call('fleet-manager', 'companies', '/preview', { fileName: 'empresas.csv', file: dataUrl(csv()) });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.mapping).toEqual(['companyName', 'address', 'contactName', 'contactPhone', 'contactEmail', 'contactPosition']);
    expect(p.totals).toEqual({ rows: 5, valid: 2, invalid: 2, duplicate: 1 });
    expect(p.rows[2]).toMatchObject({ status: 'invalid', field: 'contactEmail', message: 'El correo electrónico no es válido' });
    expect(p.rows[3]).toMatchObject({ status: 'duplicate', duplicate: { name: existingCompany, score: 100 } });
    expect(p.rows[4]).toMatchObject({ status: 'invalid', field: 'companyName', message: 'Todos los campos son requeridos' });
  });

  it('imports them in one batch and undoes it', async () => {
    const res = await call('fleet-coordinator', 'companies', '', { fileName: 'empresas.csv', file: dataUrl(csv()) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 2, skipped: 1, errors: 2 });
    const made = await t.database.db.select().from(companies).where(eq(companies.name, 'Transportes Núñez S.A. de C.V.'));
    expect(made).toHaveLength(1);
    expect(made[0]!.description).toBe('Av. Juárez 100, Guadalajara');
    const people = await t.database.db.select().from(companyContactPeople).where(eq(companyContactPeople.companyId, made[0]!.id));
    expect(people.map((c) => [c.name, c.phone, c.type]).sort()).toEqual([
      ['Ana Núñez', '3312345678', 'COMPANY'],
      ['Luis Ortega', '3312345679', 'COMPANY'],
    ]);
    const undo = await call('fleet-manager', 'companies', `/batches/${res.json().data.id}/undo`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await t.database.db.select().from(companies).where(eq(companies.name, 'Transportes Núñez S.A. de C.V.'))).toHaveLength(0);
  });

  it('runs as a job the wizard polls (Prefer: respond-async): 202, then the batch done with every row processed', async () => {
    const rows = ['Razón social,Contacto,Teléfono del contacto'];
    for (let i = 0; i < 1100; i++) rows.push(`Empresa Trabajo ${i % 700},Contacto ${i},55${String(40000000 + i)}`);
    const res = await t.api('fleet-manager@demo.mx', { method: 'POST', url: '/api/import/companies', payload: { fileName: 'muchas.csv', file: dataUrl(rows.join('\r\n')) }, agencyId: AGENCY, headers: { prefer: 'respond-async' } });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().data.id;
    let batch: { status: string; processed: number; total: number; created: number } | undefined;
    await vi.waitFor(
      async () => {
        batch = (await t.api('fleet-manager@demo.mx', { method: 'GET', url: `/api/import/companies/batches/${id}`, agencyId: AGENCY })).json().data;
        expect(batch!.status).toBe('done');
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(batch).toMatchObject({ processed: 1100, total: 1100, created: 1100 });
    expect((await t.database.db.select({ n: count() }).from(companies).where(and(eq(companies.agencyId, AGENCY), eq(companies.name, 'Empresa Trabajo 1'))))[0]!.n).toBe(1);
    expect((await call('fleet-manager', 'companies', `/batches/${id}/undo`, {})).statusCode).toBe(200);
  });

  it('answers 403 to the roles that do not import fleet records, whatever they send', async () => {
    for (const who of ['fleet-executive', 'sales-admin', 'coordinator', 'manager']) {
      const res = await t.api(`${who}@demo.mx`, { method: 'POST', url: '/api/import/companies', agencyId: AGENCY, payload: '{"broken":', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode, who).toBe(403);
    }
  });
});

describe('import of fleet leads', () => {
  const csv = () => [
    'Empresa;Contacto;Correo;Teléfono;Modelo;Cantidad;Comentarios',
    `${existingCompany};Rosa Téllez;rosa@empresa.mx;5511223344;Frison T8;12;Renovación de flotilla`,
    'Logística del Bajío;Jorge Ávila;;4771234567;Camión X;3;',
    'Logística del Bajío;Irma Solís;irma@bajio.mx;;J7;cero;',
    'Logística del Bajío;;irma@bajio.mx;4771112222;J7;1;',
  ].join('\r\n');
  let batchId: number;

  it('creates the leads (a new company when the name is new), owned by the importing leader, and reports the rest', async () => {
    const preview = await call('fleet-manager', 'fleetLeads', '/preview', { fileName: 'flotillas.csv', file: dataUrl(csv()) });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows;
    expect(rows[2]).toMatchObject({ status: 'invalid', field: 'quantity', message: 'La cantidad debe ser mayor a 0' });
    expect(rows[3]).toMatchObject({ status: 'invalid', field: 'contactName', message: 'Todos los campos son requeridos' });
    const res = await call('fleet-manager', 'fleetLeads', '', { fileName: 'flotillas.csv', file: dataUrl(csv()) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ created: 2, errors: 2 });
    batchId = res.json().data.id;
    const [manager] = await t.database.db.select().from(users).where(eq(users.email, 'fleet-manager@demo.mx'));
    const made = await t.database.db.select().from(leadFleets).where(inArray(leadFleets.contactName, ['Rosa Téllez', 'Jorge Ávila']));
    expect(made).toHaveLength(2);
    expect(made.every((l) => l.userId === manager!.id && l.phase === '1ER_CONTACTO' && l.agencyId === AGENCY)).toBe(true);
    const rosa = made.find((l) => l.contactName === 'Rosa Téllez')!;
    expect(rosa).toMatchObject({ companyName: existingCompany, totalQuantity: 12 });
    expect((await t.database.db.select().from(leadFleetProducts).where(eq(leadFleetProducts.leadFleetId, rosa.id)))[0]!.quantity).toBe(12);
    const jorge = made.find((l) => l.contactName === 'Jorge Ávila')!;
    expect(jorge.comments).toContain('Vehículo solicitado: Camión X (no está en el catálogo)');
    const [bajio] = await t.database.db.select().from(companies).where(and(eq(companies.name, 'Logística del Bajío'), eq(companies.agencyId, AGENCY)));
    expect(jorge.companyId).toBe(bajio!.id);
  });

  it('refuses the undo once one of its leads moved on (409), and keeps everything', async () => {
    await t.database.db.update(leadFleets).set({ phase: 'SEGUIMIENTO' }).where(eq(leadFleets.contactName, 'Rosa Téllez'));
    const undo = await call('fleet-manager', 'fleetLeads', `/batches/${batchId}/undo`, {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json().data).toBe('No se puede deshacer la importación: 1 de sus registros ya fue trabajado (tiene actividad o cambió de estado)');
    expect((await t.database.db.select({ n: count() }).from(leadFleets).where(inArray(leadFleets.contactName, ['Rosa Téllez', 'Jorge Ávila'])))[0]!.n).toBe(2);
  });
});

describe('import of fleet prospects', () => {
  const csv = [
    'Nombre,Apellidos,Correo,Teléfono,Empresa,Puesto,Modelo,Cantidad',
    'Sofía,Castañeda Ruiz,sofia@constructora.mx,55 1111 2222,Constructora Ávila,Compras,Frison T8,4',
    'Héctor,Ibarra,hector@ibarra.mx,5511,Ibarra Hnos,Dueño,J7,1',
    'Paula,Gómez,paula@gomez.mx,5533334444,Gómez y Asociados,,J7,1',
    'Raúl,Méndez,raul@mendez.mx,5544445555,Méndez Transportes,Gerente,Aveo,1',
  ].join('\n');

  it('checks the prospect rules with their messages and imports the valid rows, unassigned', async () => {
    const preview = await call('fleet-coordinator', 'prospects', '/preview', { fileName: 'prospectos.csv', file: dataUrl(csv) });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = preview.json().data.rows;
    expect(rows[0].status).toBe('valid');
    expect(rows[1]).toMatchObject({ status: 'invalid', field: 'phone', message: 'El teléfono debe tener 10 dígitos' });
    expect(rows[2]).toMatchObject({ status: 'invalid', field: 'position', message: 'Todos los campos son requeridos' });
    expect(rows[3]).toMatchObject({ status: 'invalid', field: 'model', message: 'Seleccione un modelo' });
    const res = await call('fleet-coordinator', 'prospects', '', { fileName: 'prospectos.csv', file: dataUrl(csv) });
    expect(res.json().data).toMatchObject({ created: 1, errors: 3 });
    const [sofia] = await t.database.db.select().from(leadFleetProspects).where(eq(leadFleetProspects.email, 'sofia@constructora.mx'));
    expect(sofia).toMatchObject({ firstName: 'Sofía', quantity: 4, userId: null, source: 'import', active: true, agencyId: AGENCY });
    const again = await call('fleet-coordinator', 'prospects', '/preview', { fileName: 'prospectos.csv', file: dataUrl(csv) });
    expect(again.json().data.rows[0]).toMatchObject({ status: 'duplicate', duplicate: { score: 100 } });
    const undo = await call('fleet-coordinator', 'prospects', `/batches/${res.json().data.id}/undo`, {});
    expect(undo.statusCode).toBe(200);
    expect(await t.database.db.select().from(leadFleetProspects).where(eq(leadFleetProspects.email, 'sofia@constructora.mx'))).toHaveLength(0);
  });
});
