import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { ExportFormat } from '../../../../shared/domain/exportFiles';
import { col, type CellValue, type ExportColumn } from './exportColumns';
import { openRowWriter } from './exportWriters';
import { isFormulaLike, safeText } from './safeCell';

const COLUMNS: ExportColumn[] = [col.text('Nombre', 'name'), col.phone('Teléfono', 'phone'), col.number('Cantidad', 'n'), col.date('Fecha', 'at')];

async function write(format: ExportFormat, rows: CellValue[][], columns = COLUMNS): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const writer = await openRowWriter(format, out, 'Hoja', columns);
  for (const r of rows) writer.add(r);
  await writer.end();
  return Buffer.concat(chunks);
}

/** XML reads a CR as a line feed (its end-of-line rule): what a spreadsheet shows too. */
const xmlText = (v: string) => v.replace(/\r\n?/g, '\n');
const readCsv = (b: Buffer) => parse(b, { bom: true }) as string[][];
async function readXlsx(b: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(b as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  // Every row, empty ones included (eachRow skips them).
  for (let i = 1; i <= ws.rowCount; i++) rows.push((ws.getRow(i).values as unknown[]).slice(1));
  return rows;
}

const HOSTILE = ["=HYPERLINK(\"http://x\",\"y\")", '+52 55 1234 5678', "-2+3+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0", '\t=1+1', '\r=1+1', "Ana\n@SUM(1+1)", 'Ana\r=1+1', 'a,b;c"d'];

describe('the export writer: formula triggers and row breaks', () => {
  it('prefixes an apostrophe to text starting with = + - @ tab or CR, leaves the rest and the empty mark', () => {
    for (const v of HOSTILE.slice(0, 6)) expect(safeText(v)).toBe(`'${v}`);
    expect(safeText('Ana López')).toBe('Ana López');
    expect(safeText('-')).toBe('-');
    expect(safeText("'=1")).toBe("'=1");
  });

  it('CSV: every hostile text comes back as one cell, escaped, with no injected row; numbers and dates as they are', async () => {
    const at = new Date('2026-05-01T18:00:00Z');
    const rows = HOSTILE.map((v, i): CellValue[] => [v, '+52 55 1234 5678', -i, at]);
    const csv = readCsv(await write('csv', rows));
    expect(csv).toHaveLength(HOSTILE.length + 1);
    csv.slice(1).forEach((r, i) => {
      expect(r).toHaveLength(4);
      expect(r[0]).toBe(safeText(HOSTILE[i]!));
      expect(r[1]).toBe("'+52 55 1234 5678");
      expect(r[2]).toBe(String(-i));
      expect(r[3]).toBe('01-05-2026 12:00:00');
    });
    // Raw bytes: a field with a line break, the separator, ';' or a quote is quoted.
    const raw = (await write('csv', [['a\nb', 'x;y', 1, null]])).toString('utf8');
    expect(raw).toContain('"a\nb","x;y",1,-');
  });

  it('XLSX: hostile text escaped as in CSV, phones kept as the screens show them, numbers and dates typed', async () => {
    const at = new Date('2026-05-01T18:00:00Z');
    const rows = await readXlsx(await write('xlsx', HOSTILE.map((v): CellValue[] => [v, '+52 55 1234 5678', -3, at])));
    rows.slice(1).forEach((r, i) => {
      expect(r[0]).toBe(xmlText(safeText(HOSTILE[i]!)));
      expect(r[1]).toBe('+52 55 1234 5678');
      expect(r[2]).toBe(-3);
      expect(r[3]).toBeInstanceOf(Date);
    });
    // A phone column holding anything else than a phone is escaped too.
    const odd = await readXlsx(await write('xlsx', [['x', '=1+1', 1, at]]));
    expect(odd[1]![1]).toBe("'=1+1");
  });

  it('property: no text cell of either format starts with a trigger unless escaped, and reads back the same text', async () => {
    const text = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'", 'a', 'ñ', '1', ' ') , maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 8 }), async (values) => {
        const columns = [col.text('T', 't')];
        const csv = readCsv(await write('csv', values.map((v) => [v]), columns)).slice(1);
        const xlsx = (await readXlsx(await write('xlsx', values.map((v) => [v]), columns))).slice(1);
        expect(csv).toHaveLength(values.length);
        csv.forEach((r, i) => {
          expect(r).toHaveLength(1);
          expect(r[0]).toBe(safeText(values[i]!));
          if (r[0] !== '-') expect(isFormulaLike(r[0]!)).toBe(false);
        });
        const texts = xlsx.map((r) => (r[0] === undefined ? '' : String(r[0])));
        texts.forEach((t, i) => {
          if (t !== '-' && t !== '') expect(isFormulaLike(t)).toBe(false);
          if (values[i]) expect(t).toBe(xmlText(safeText(values[i]!)));
        });
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});
