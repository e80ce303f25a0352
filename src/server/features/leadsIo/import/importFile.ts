import { EVIDENCE_MAX_BYTES } from '../../../../shared/domain/constants';
import { dataUrlByteLength } from '../../../../shared/schemas/fileData';
import { IMPORT_MAX_ROWS, IMPORT_MSG } from '../../../../shared/schemas/dataImport';
import { IMPORT_LIMIT_MSG, IMPORT_LIMITS } from '../../../../shared/schemas/importLimits';
import { badRequest, tooLarge } from '../../../lib/httpError';
import { AdfError, parseAdf } from '../adf/adfParse';
import { readWorkbookGrid } from './readWorkbook';

/** An uploaded file read as a table: its header row and data rows (cells as text), each with its row number in the file. */
export interface ImportTable {
  format: 'xlsx' | 'csv' | 'xml';
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

/** An import file's size limit: the documented 5 MB of every upload (10,000 rows of a CSV weigh about 1 MB). */
export const IMPORT_MAX_BYTES = EVIDENCE_MAX_BYTES;

/**
 * The bytes of a file sent as a data URL (FileReader): 413 over 5 MB whatever its encoding, checked
 * before anything is decoded.
 */
export function importBytes(dataUrl: string): Buffer {
  if (dataUrlByteLength(dataUrl) > IMPORT_MAX_BYTES) throw tooLarge();
  const match = /^data:[^,;]*(?:;[^,;]*)*;base64,/i.exec(dataUrl);
  if (!match) throw badRequest(IMPORT_MSG.badType);
  const bytes = Buffer.from(dataUrl.slice(match[0].length).replace(/\s/g, ''), 'base64');
  if (bytes.length > IMPORT_MAX_BYTES) throw tooLarge();
  if (bytes.length === 0) throw badRequest(IMPORT_MSG.empty);
  return bytes;
}

type Sniffed = { kind: 'xlsx' } | { kind: 'text'; text: string } | { kind: 'other' };

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What a file is by its bytes, never by its name: a zip (an .xlsx is one), or text — UTF-8 (BOM or
 * not) or else Windows-1252, as Excel in Spanish saves a CSV — or anything else (a PDF, a picture,
 * an old binary .xls), which is refused.
 */
export async function sniffImport(bytes: Buffer): Promise<Sniffed> {
  if (bytes.subarray(0, 4).equals(ZIP)) return { kind: 'xlsx' };
  const head = bytes.subarray(0, 8192);
  if (head.includes(0) || head.toString('latin1', 0, 5) === '%PDF-') return { kind: 'other' };
  // Control characters other than tab, line breaks and form feed: not a text file.
  for (const b of head) if (b < 0x20 && b !== 9 && b !== 10 && b !== 13 && b !== 12) return { kind: 'other' };
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { kind: 'text', text: utf8.decode(body) };
  } catch {
    const iconv = await import('iconv-lite');
    return { kind: 'text', text: iconv.default.decode(body, 'win1252') };
  }
}

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The separator of a CSV by its first line: Excel in Spanish writes ';', others ',' (or a tab). */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => first.split(c).length - 1;
  const candidates = [';', ',', '\t'].map((c) => ({ c, n: count(c) }));
  candidates.sort((a, b) => b.n - a.n);
  return candidates[0]!.n > 0 ? candidates[0]!.c : ',';
}

/**
 * A CSV read with the workbook's limits (issue 42): parsing stops after IMPORT_LIMITS.sheetRows
 * records, a record may not outgrow the columns times the cell limit, and any row with too many
 * columns or cell too long refuses the file naming it.
 */
async function readCsv(text: string): Promise<string[][]> {
  const { parse } = await import('csv-parse/sync');
  let grid: string[][];
  try {
    grid = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: true,
      to: IMPORT_LIMITS.sheetRows + 1,
      max_record_size: IMPORT_LIMITS.cellChars * IMPORT_LIMITS.columns,
    }) as string[][];
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') throw badRequest(IMPORT_LIMIT_MSG.cellTooLong('Una celda'));
    throw badRequest(IMPORT_MSG.unreadable);
  }
  if (grid.length > IMPORT_LIMITS.sheetRows) throw badRequest(IMPORT_MSG.tooManyRows);
  for (let r = 0; r < grid.length; r++) {
    const cells = grid[r]!;
    if (cells.length > IMPORT_LIMITS.columns) throw badRequest(IMPORT_LIMIT_MSG.tooManyColumns);
    const long = cells.findIndex((c) => c.length > IMPORT_LIMITS.cellChars);
    if (long >= 0) throw badRequest(IMPORT_LIMIT_MSG.cellTooLong(`La celda de la fila ${r + 1}, columna ${long + 1},`));
  }
  return grid;
}

/** An ADF document as a table with the retail fields' Spanish headers, one row a prospect. */
function adfTable(text: string): ImportTable {
  let prospects;
  try {
    prospects = parseAdf(text);
  } catch (error) {
    if (error instanceof AdfError) throw badRequest(error.message);
    throw error;
  }
  const headers = ['Nombre', 'Apellidos', 'Correo', 'Teléfono', 'Modelo', 'Origen', 'Comentarios'];
  return {
    format: 'xml',
    headers,
    rows: prospects.map((p, i) => {
      const make = p.vehicle.make && !/^jac$/i.test(p.vehicle.make.trim()) ? p.vehicle.make : '';
      const model = [make, p.vehicle.model, p.vehicle.year].filter(Boolean).join(' ');
      return { row: i + 1, cells: [p.lead.firstName ?? '', p.lead.lastName ?? '', p.lead.email ?? '', p.lead.phone ?? '', model, p.provider, p.comments] };
    }),
  };
}

/**
 * Reads an import file, judged by its content: .xlsx with exceljs, .csv with csv-parse (UTF-8 or
 * Windows-1252 through iconv-lite, ';' or ','), an ADF .xml with the intake's parser (only where
 * `allowAdf`). Libraries rather than hand-written parsers: quoted fields with separators and line
 * breaks, shared strings and rich text are where hand-written readers go wrong. Empty rows are
 * dropped; more than IMPORT_MAX_ROWS rows is refused.
 */
export async function readImportFile(bytes: Buffer, allowAdf: boolean): Promise<ImportTable> {
  const sniffed = await sniffImport(bytes);
  if (sniffed.kind === 'other') throw badRequest(IMPORT_MSG.badType);
  let table: ImportTable;
  if (sniffed.kind === 'text' && /^\s*</.test(sniffed.text)) {
    if (!allowAdf) throw badRequest(IMPORT_MSG.badType);
    table = adfTable(sniffed.text);
  } else {
    const grid = sniffed.kind === 'xlsx' ? await readWorkbookGrid(bytes) : await readCsv(sniffed.text);
    const headerIndex = grid.findIndex((r) => r.some((c) => clean(c) !== ''));
    if (headerIndex < 0) throw badRequest(IMPORT_MSG.empty);
    const headers = grid[headerIndex]!.map(clean);
    const rows: ImportTable['rows'] = [];
    for (let i = headerIndex + 1; i < grid.length; i++) {
      const cells = grid[i]!.map((c) => String(c ?? '').trim());
      if (cells.some((c) => c !== '')) rows.push({ row: i + 1, cells });
    }
    table = { format: sniffed.kind === 'xlsx' ? 'xlsx' : 'csv', headers, rows };
  }
  if (table.rows.length === 0) throw badRequest(IMPORT_MSG.empty);
  if (table.rows.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);
  return table;
}

/** A header as compared with the fields' aliases: lower case, no accents, single spaces. */
export const normHeader = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
