import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { agencies, leadOrigins, leads } from '../../src/server/db/schema';

/** Issue 42: the import report masks subasta contacts for a caller whose lists mask them. */
let t: TestApp;
const AGENCY = 1;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
  // Agency rule 1: every new lead goes to subasta.
  await t.database.db.update(agencies).set({ leadRuleId: 1 }).where(eq(agencies.id, AGENCY));
});
afterAll(async () => t?.close());

async function reportRows(email: string, batchId: number): Promise<string[][]> {
  const res = await t.api(email, { method: 'GET', url: `/api/import/leads/batches/${batchId}/report`, agencyId: AGENCY });
  expect(res.statusCode).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  for (let i = 1; i <= ws.rowCount; i++) rows.push((ws.getRow(i).values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  return rows;
}

describe('import report: the lists’ subasta mask', () => {
  it('dashes a subasta lead’s e-mail and phone for a coordinator, shows them to a manager', async () => {
    const [origin] = await t.database.db.select().from(leadOrigins).limit(1);
    const csv = 'Nombre,Apellidos,Correo electrónico,Teléfono celular,Modelo de interés\nLucía,Mendoza Ríos,lucia.subasta@correo.mx,5544556677,Sei4 Pro\n';
    const res = await t.api('manager@demo.mx', {
      method: 'POST',
      url: '/api/import/leads',
      agencyId: AGENCY,
      payload: { leadOriginId: origin!.id, fileName: 'subasta.csv', file: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [made] = await t.database.db.select().from(leads).where(eq(leads.email, 'lucia.subasta@correo.mx'));
    expect(made!.phase).toBe('subasta');

    const header = (await reportRows('manager@demo.mx', res.json().data.id))[0]!;
    const emailCol = header.indexOf('Correo');
    const phoneCol = header.indexOf('Teléfono');
    const manager = (await reportRows('manager@demo.mx', res.json().data.id))[1]!;
    expect(manager[emailCol]).toBe('lucia.subasta@correo.mx');
    expect(manager[phoneCol]).toContain('5544556677');
    const coordinator = (await reportRows('coordinator@demo.mx', res.json().data.id))[1]!;
    expect(coordinator[emailCol]).toBe('-');
    expect(coordinator[phoneCol]).toBe('-');
    expect(coordinator).toContain('Lucía');
  });
});
