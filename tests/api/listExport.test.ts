import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { userIdOf } from './salesHelpers';
import { leads } from '../../src/server/db/schema';
import { LIST_EXPORTS } from '../../src/server/listExports';

let t: TestApp;
const AGENCY = 1;
beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 60 });
});
afterAll(async () => t?.close());

const get = (email: string, url: string, agencyId = AGENCY) => t.api(email, { method: 'GET', url, agencyId });

async function readXlsx(body: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const v = row.getCell(c).value;
      cells.push(v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));
    }
    rows.push(cells);
  });
  return rows;
}
const readCsv = (body: Buffer): string[][] => parse(body, { bom: true }) as string[][];

/** All the rows the JSON list answers, page after page (what the screen would show). */
async function jsonRows(email: string, url: string): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(email, `${url}${url.includes('?') ? '&' : '?'}page=${page}&limit=100`)).json();
    out.push(...body.data);
    if (page >= body.pages) return out;
  }
}

describe('export: the list’s own call with format=xlsx|csv', () => {
  it('answers the leads list as .xlsx with every page, the screen’s sort, Spanish labels and a dated Spanish file name', async () => {
    const res = await get('admin@demo.mx', '/api/lead/new?format=xlsx&sortBy=contact:asc&limit=10&page=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['ID', 'Contacto', 'Correo', 'Teléfono', 'Fase', 'Estado', 'Asesor', 'Origen', 'Modelo', 'Fecha', 'Fecha estimada de compra', 'Último contacto']);
    const json = await jsonRows('admin@demo.mx', '/api/lead/new?sortBy=contact:asc');
    expect(json.length).toBeGreaterThan(10);
    // All pages, in the list's order (not only the page the screen was on).
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(json.map((r) => r.id));
    expect(res.headers['x-export-rows']).toBe(String(json.length));
    const phases = new Set(rows.slice(1).map((r) => r[4]));
    expect([...phases].every((p) => ['Subasta', '1er Contacto', 'Seguimiento', 'Cierre'].includes(p!) || !/^[a-z0-9-]+$/.test(p!))).toBe(true);
    expect(phases.has('en-cierre')).toBe(false);
  });

  it('answers .csv (UTF-8 with BOM) with phones and dates as the screens show them, and keeps the search filter', async () => {
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.agencyId, AGENCY), eq(leads.phase, 'seguimiento'), isNull(leads.mergedIntoId)))
      .limit(1);
    const res = await get('admin@demo.mx', `/api/lead/new?format=csv&search=${encodeURIComponent(lead!.lastName)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = readCsv(res.rawPayload);
    const json = await jsonRows('admin@demo.mx', `/api/lead/new?search=${encodeURIComponent(lead!.lastName)}`);
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(json.map((r) => r.id));
    const mine = rows.find((r) => Number(r[0]) === lead!.id)!;
    // A CSV phone carries the formula escape (a spreadsheet would compute '+52 …'); issue 42.
    expect(mine[3]).toMatch(/^'\+52 \d{2} \d{4} \d{4}$/);
    expect(mine[4]).toBe('Seguimiento');
    expect(mine[9]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('gives an adviser only their own leads and unowned subasta leads, with the subasta contacts masked', async () => {
    const me = await userIdOf(t, 'adviser-floor@demo.mx');
    const res = await get('adviser-floor@demo.mx', '/api/lead/new?format=csv');
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.rawPayload).slice(1);
    const json = await jsonRows('adviser-floor@demo.mx', '/api/lead/new');
    expect(rows.map((r) => Number(r[0]))).toEqual(json.map((r) => r.id));
    const all = await t.database.db.select().from(leads).where(eq(leads.agencyId, AGENCY));
    const byId = new Map(all.map((l) => [l.id, l]));
    for (const r of rows) {
      const lead = byId.get(Number(r[0]))!;
      expect(lead.userId === me || lead.phase === 'subasta').toBe(true);
    }
    const subasta = rows.filter((r) => r[4] === 'Subasta');
    expect(subasta.length).toBeGreaterThan(0);
    for (const r of subasta) expect([r[2], r[3]]).toEqual(['-', '-']);
    // The same subasta rows are not masked for a manager.
    const managerRows = readCsv((await get('manager@demo.mx', '/api/lead/new?format=csv&phase=subasta')).rawPayload).slice(1);
    expect(managerRows.some((r) => r[2] !== '-' && r[2] !== '')).toBe(true);
  });

  it('masks subasta contacts in every exported list that carries them (duplicates as coordinator)', async () => {
    const res = await get('coordinator@demo.mx', '/api/leads-duplicados?format=xlsx');
    expect(res.statusCode).toBe(200);
    const json = await jsonRows('coordinator@demo.mx', '/api/leads-duplicados');
    const rows = (await readXlsx(res.rawPayload)).slice(1);
    expect(rows.length).toBe(json.length);
    json.forEach((j, i) => {
      // The JSON answer is masked by the same function: the file shows exactly what the screen shows.
      expect(rows[i]![3]).toBe(j.lead_email ?? '');
    });
  });

  it('refuses a role the list refuses (403) and an unknown format (400), in Spanish', async () => {
    const refused = await get('hr@demo.mx', '/api/lead/new?format=xlsx');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toMatch(/permiso|autoriz/i);
    const bad = await get('admin@demo.mx', '/api/lead/new?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().data).toBe('string');
    expect((await get('sales-admin@demo.mx', '/api/leads/frozen?format=csv')).statusCode).toBe(403);
  });

  it('keeps every exported path a real list route', () => {
    const gets = new Set(t.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url));
    for (const path of Object.keys(LIST_EXPORTS)) expect(gets.has(path), path).toBe(true);
  });

  const LISTS: [string, string, string][] = [
    ['/api/leads/frozen', 'manager@demo.mx', 'leads-congelados'],
    ['/api/leads/future-sale', 'manager@demo.mx', 'leads-venta-futura'],
    ['/api/leads/search?leadPhase=seguimiento', 'manager@demo.mx', 'busqueda-leads'],
    ['/api/leadActivity/data/appointments?filters=%7B%22status%22%3A%22ALL%22%7D', 'manager@demo.mx', 'citas'],
    ['/api/registro-visitas', 'manager@demo.mx', 'visitas-piso'],
    ['/api/sale/dashboard', 'manager@demo.mx', 'ventas-reportadas'],
    ['/api/leads-duplicados', 'manager@demo.mx', 'duplicados'],
    ['/api/company', 'fleet-manager@demo.mx', 'empresas'],
    ['/api/lead-fleet', 'fleet-manager@demo.mx', 'leads-flotilla'],
    ['/api/lead-fleet-prospect', 'fleet-manager@demo.mx', 'prospectos'],
    ['/api/lead-fleet/data/closed-sales', 'fleet-manager@demo.mx', 'ventas-cerradas'],
    ['/api/bolsa-trabajo/', 'hr@demo.mx', 'vacantes'],
    ['/api/lead-accesorios/', 'manager@demo.mx', 'leads-accesorios'],
    ['/api/product/', 'admin@demo.mx', 'productos'],
  ];
  it.each(LISTS)('exports %s with the rows and order of its JSON answer', async (url, email, base) => {
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(email, `${url}${sep}format=xlsx`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${base}-`);
    const rows = await readXlsx(res.rawPayload);
    const json = await jsonRows(email, url);
    expect(rows.length - 1).toBe(json.length);
    const idColumn = rows[0]!.findIndex((h) => h === 'ID' || h === 'Lead');
    const idKey = base === 'ventas-cerradas' ? 'LeadFleetId' : 'id';
    expect(rows.slice(1).map((r) => Number(r[idColumn]))).toEqual(json.map((r) => r[idKey]));
    const csv = readCsv((await get(email, `${url}${sep}format=csv`)).rawPayload);
    expect(csv.length).toBe(rows.length);
    expect(csv[0]).toEqual(rows[0]);
  });

  it('exports the e-commerce products on their own base', async () => {
    const res = await t.api('admin@demo.mx', { method: 'GET', url: '/ecommerce-api/ecommerce?format=csv' });
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.rawPayload);
    expect(rows[0]).toContain('Modelos compatibles');
    expect(rows.length).toBeGreaterThan(1);
  });
});
