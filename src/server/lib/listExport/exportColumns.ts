import { formatPhone } from '../../../shared/domain/phone';
import { formatDate } from '../../../shared/domain/dates';
import { labelOf, type EnumKind } from '../../../shared/domain/labels';
import { DISPLAY_DATE_TIME } from '../../../shared/domain/constants';
import { pick } from '../../../shared/lists/defineListColumns';
import type { Db } from '../../db/client';
import { isPlainPhone, safeText } from './safeCell';
import type { Role } from '../../../shared/domain/roles';

/** What one cell holds: text, a number, or an instant shown as the screens show dates. */
export type CellValue = string | number | Date | null | undefined;

export type CellKind = 'text' | 'number' | 'money' | 'date' | 'phone';

/** One column of an exported list: its Spanish header and how a row of the list's own answer renders into it. */
export interface ExportColumn<Row = Record<string, unknown>> {
  header: string;
  kind?: CellKind;
  width?: number;
  value(row: Row): CellValue;
}

/** A list's export: the file's Spanish base name ('leads'), its sheet and its columns. */
export interface ExportSpec<Row = Record<string, unknown>> {
  fileBase: string;
  sheet: string;
  columns: ExportColumn<Row>[];
  /** The rows of one page of the list's answer; default `answer.data`. */
  rowsOf?(answer: unknown): Row[];
}

type Obj = Record<string, unknown>;

/** A list that can be exported: its spec, plus an optional step that adds columns the list's rows lack (read per page). */
export interface ListExport {
  spec: ExportSpec;
  enrich?(db: Db, rows: Obj[]): Promise<Obj[]>;
  /**
   * Whether this caller's list is the one the call answers whole, without a page (GET /product: the
   * active models every signed-in user reads, while with `page` it is the catalogue screen of admin
   * and product): their export is that one answer, so each role exports the list it may read.
   */
  wholeFor?(role: Role): boolean;
  /**
   * Whose personal data a row is (issue 54): a list of retail leads (rows' `id`) may be exported for a
   * campaign (`purpose=marketing`), keeping only the people who consented to marketing.
   */
  consentSubject?: 'lead';
}

export { pick };

const str = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');

/** Column builders: the shared label map for codes, the shared phone format, the display date format. */
export const col = {
  text: (header: string, path: string, width = 24): ExportColumn => ({ header, width, value: (r) => str(pick(r, path)) || '-' }),
  label: (header: string, kind: EnumKind, path: string, width = 18): ExportColumn => ({ header, width, value: (r) => labelOf(kind, pick(r, path) as string | null) }),
  phone: (header: string, path: string): ExportColumn => ({ header, kind: 'phone', width: 18, value: (r) => formatPhone(str(pick(r, path))) }),
  date: (header: string, path: string): ExportColumn => ({ header, kind: 'date', width: 20, value: (r) => toDate(pick(r, path)) }),
  /** A day without time (a PostgreSQL `date`, 'YYYY-MM-DD'): 'DD-MM-YYYY' as the screens show it, '-' when empty. */
  day: (header: string, path: string): ExportColumn => ({ header, width: 14, value: (r) => formatDate(str(pick(r, path)) || null) }),
  number: (header: string, path: string, width = 12): ExportColumn => ({ header, kind: 'number', width, value: (r) => toNumber(pick(r, path)) }),
  money: (header: string, path: string): ExportColumn => ({ header, kind: 'money', width: 16, value: (r) => toNumber(pick(r, path)) }),
  yesNo: (header: string, path: string): ExportColumn => ({ header, width: 10, value: (r) => (pick(r, path) ? 'Sí' : 'No') }),
  custom: (header: string, value: (row: Obj) => CellValue, width = 24): ExportColumn => ({ header, width, value }),
};

/** A list's export spec: the file's base name, its sheet, its columns (and where the rows are, when not `answer.data`). */
export const exportSpec = (fileBase: string, sheet: string, columns: ExportColumn[], rowsOf?: ExportSpec['rowsOf']): ExportSpec => ({ fileBase, sheet, columns, rowsOf });

function toDate(v: unknown): Date | null {
  if (v instanceof Date) return v;
  if (typeof v !== 'string' || !v) return null;
  // PostgreSQL's text form ('2026-10-16 18:21:00+00') as well as ISO.
  const d = new Date(/^\d{4}-\d{2}-\d{2} /.test(v) ? v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00') : v);
  return Number.isNaN(d.getTime()) ? null : d;
}

function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** Agency time is a fixed UTC-6 (Mexico has had no daylight saving since 2022; see shared/domain/lastContact). */
const AGENCY_OFFSET_MS = -6 * 3600_000;

/** The instant as Mexico City's wall clock, in a Date whose UTC fields hold it (what a spreadsheet cell shows, zone-less). */
export function wallClock(d: Date): Date {
  return new Date(d.getTime() + AGENCY_OFFSET_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DISPLAY_DATE_TIME ('DD-MM-YYYY HH:mm:ss') in Mexico City: how the screens show a date. */
export function displayDateTime(d: Date): string {
  const w = wallClock(d);
  return DISPLAY_DATE_TIME.replace('DD', pad(w.getUTCDate()))
    .replace('MM', pad(w.getUTCMonth() + 1))
    .replace('YYYY', String(w.getUTCFullYear()))
    .replace('HH', pad(w.getUTCHours()))
    .replace('mm', pad(w.getUTCMinutes()))
    .replace('ss', pad(w.getUTCSeconds()));
}

/** The same format in Excel's number-format words. */
export const EXCEL_DATE_FORMAT = 'dd-mm-yyyy hh:mm:ss';
export const EXCEL_MONEY_FORMAT = '"$"#,##0.00';

/** The Mexico City calendar day of an instant (the export file's name). */
export function localDayOf(d: Date): string {
  return wallClock(d).toISOString().slice(0, 10);
}

/** A cell as text (CSV): dates in the display format, money with two decimals, text safe from formulas. */
export function cellText(kind: CellKind | undefined, v: CellValue): string {
  if (v === null || v === undefined) return kind === 'date' ? '-' : '';
  if (v instanceof Date) return displayDateTime(v);
  if (typeof v === 'number') return kind === 'money' ? v.toFixed(2) : String(v);
  return safeText(v);
}

/** A cell as exceljs takes it (XLSX): numbers and dates typed, text safe from formulas. */
export function cellValue(kind: CellKind | undefined, v: CellValue): string | number | Date | null {
  // Dates go in as Mexico City wall-clock times: a spreadsheet cell has no zone.
  if (v instanceof Date) return wallClock(v);
  if (v === null || v === undefined) return kind === 'date' ? '-' : null;
  if (typeof v === 'number') return v;
  return kind === 'phone' && isPlainPhone(v) ? v : safeText(v);
}
