import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp';
import { leads } from '../../src/server/db/schema';
import { IMPORT_LIMIT_MSG } from '../../src/shared/schemas/importLimits';
import { IMPORT_MSG } from '../../src/shared/schemas/dataImport';
import { inlineRow, xlsxOf } from './fixtures/xlsxZip';

/**
 * Issue 42: a small .xlsx built to stall the server — many rows, many columns, one enormous cell,
 * a part that inflates far past its size — is refused quickly with the limit it crossed, while
 * /api/health keeps answering (the workbook is read in a worker thread), and nothing is created.
 */
let t: TestApp;
const AGENCY = 1;
const HEADER = inlineRow(1, ['Nombre', 'Apellidos', 'Correo', 'Teléfono']);

beforeAll(async () => {
  t = await createTestApp({ leadsPerAgency: 5 });
});
afterAll(async () => t?.close());

const rows = (n: number) => {
  const out: string[] = [];
  for (let i = 2; i <= n + 1; i++) out.push(`<row r="${i}"><c r="A${i}"><v>${i}</v></c></row>`);
  return out.join('');
};

const HOSTILE: { name: string; file: () => Buffer; message: string }[] = [
  { name: '200,000 rows', file: () => xlsxOf(HEADER + rows(200_000)), message: IMPORT_MSG.tooManyRows },
  { name: '200,000 columns in one row', file: () => xlsxOf(HEADER + `<row r="2">${'<c><v>1</v></c>'.repeat(200_000)}</row>`), message: IMPORT_LIMIT_MSG.tooManyColumns },
  // 2,000,000 columns unzip to 30 MB: the first limit that file crosses is the unzipped budget.
  { name: '2,000,000 columns in one row', file: () => xlsxOf(HEADER + `<row r="2">${'<c><v>1</v></c>'.repeat(2_000_000)}</row>`), message: IMPORT_LIMIT_MSG.unzippedTooLarge },
  { name: 'a column far to the right (XFD)', file: () => xlsxOf(HEADER + '<row r="2"><c r="XFD2"><v>1</v></c></row>'), message: IMPORT_LIMIT_MSG.tooManyColumns },
  { name: 'a cell of 6,000 characters', file: () => xlsxOf(HEADER + inlineRow(2, ['Ana', 'x'.repeat(6_000)])), message: IMPORT_LIMIT_MSG.cellTooLong('La celda B2') },
  { name: 'a 30 MB cell (a part that inflates past the budget)', file: () => xlsxOf(HEADER + inlineRow(2, ['A'.repeat(30 * 1024 * 1024)])), message: IMPORT_LIMIT_MSG.unzippedTooLarge },
  {
    name: 'a shared string of 6,000 characters',
    file: () => xlsxOf(HEADER + '<row r="2"><c r="A2" t="s"><v>0</v></c></row>', `<si><t>${'y'.repeat(6_000)}</t></si>`),
    message: IMPORT_LIMIT_MSG.cellTooLong('Una celda'),
  },
];

const leadCount = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n;

describe('hostile workbooks: refused at the first limit, the server keeps answering (issue 42)', () => {
  it.each(HOSTILE)('the preview refuses $name', async ({ file, message }) => {
    const bytes = file();
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const before = await leadCount();
    // /api/health is asked every 20 ms while the preview runs: its slowest answer is the stall others would see.
    let running = true;
    let slowestHealth = 0;
    const poll = (async () => {
      while (running) {
        const started = performance.now();
        await t.app.inject({ method: 'GET', url: '/api/health' });
        slowestHealth = Math.max(slowestHealth, performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    const res = await t.api('manager@demo.mx', {
      method: 'POST',
      url: '/api/import/leads/preview',
      agencyId: AGENCY,
      payload: { fileName: 'hostil.xlsx', file: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${bytes.toString('base64')}` },
    });
    const ms = performance.now() - started;
    running = false;
    await poll;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().data).toBe(message);
    // The answer never echoes the file back.
    expect(res.body.length).toBeLessThan(1000);
    // Refused in about a second on a quiet machine; the margin is for a loaded CI runner.
    expect(ms).toBeLessThan(8000);
    expect(slowestHealth).toBeLessThan(500);
    expect(await leadCount()).toBe(before);
  });

  it('still reads a workbook inside the limits', async () => {
    const bytes = xlsxOf(HEADER + inlineRow(2, ['Ana', 'López', 'ana.lopez.hostil@ejemplo.mx', '5512345678']));
    const res = await t.api('manager@demo.mx', {
      method: 'POST',
      url: '/api/import/leads/preview',
      agencyId: AGENCY,
      payload: { fileName: 'bien.xlsx', file: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${bytes.toString('base64')}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(JSON.stringify(res.json())).toContain('ana.lopez.hostil@ejemplo.mx');
  });

  it('shows a long cell back cut to 300 characters', async () => {
    const comment = 'c'.repeat(4_000);
    const bytes = xlsxOf(inlineRow(1, ['Nombre', 'Apellidos', 'Correo', 'Teléfono', 'Comentarios']) + inlineRow(2, ['Ana', 'López', 'ana.larga@ejemplo.mx', '5512345679', comment]));
    const res = await t.api('manager@demo.mx', {
      method: 'POST',
      url: '/api/import/leads/preview',
      agencyId: AGENCY,
      payload: { fileName: 'larga.xlsx', file: `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${bytes.toString('base64')}` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const cells = Object.values((res.json().data.rows[0] as { values: Record<string, string> }).values);
    expect(Math.max(...cells.map((c) => c.length))).toBe(301);
    expect(res.body.length).toBeLessThan(3000);
  });
});
