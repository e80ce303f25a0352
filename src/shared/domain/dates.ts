/**
 * How every screen shows a date (spec part 1 §9): a moment as dd-MM-yyyy HH:mm:ss, a day as
 * dd-MM-yyyy, in the viewer's time zone unless a screen names the agency's. One formatter for the
 * retail, fleet, HR, e-commerce and product screens and the public jobs board; pickers type the
 * same order (PICKER_DATE, PICKER_DATE_TIME).
 */

/** dayjs format strings of the same forms, for antd's DatePicker `format` (typing and showing). */
export const PICKER_DATE = 'DD-MM-YYYY';
export const PICKER_DATE_TIME = 'DD-MM-YYYY HH:mm';

type DateValue = string | number | Date | null | undefined;

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EMPTY = '-';

// Built once per zone: lists format every row, and a new Intl.DateTimeFormat costs far more than a call.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, f);
  }
  return f;
}

function parts(value: string | number | Date, timeZone: string | undefined): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const out: Record<string, string> = {};
  for (const p of formatIn(timeZone).formatToParts(date)) out[p.type] = p.value;
  return out;
}

/**
 * '26-11-2026 04:54:38': a moment (an ISO instant, epoch ms or Date) in the viewer's zone, or in
 * `timeZone` when given. Empty values read '-'; a value that is not a date is shown as it came.
 */
export function formatDateTime(value: DateValue, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const plain = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]} 00:00:00`;
  const p = parts(value, timeZone);
  if (!p) return String(value);
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * '26-11-2026': the day only, where the time does not matter (a delivery, a publication, a birth
 * date). A plain 'YYYY-MM-DD' is that day in every zone; an instant is its day where it is seen.
 */
export function formatDate(value: DateValue, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const plain = typeof value === 'string' ? PLAIN_DAY.exec(value) : null;
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`;
  const p = parts(value, timeZone);
  if (!p) return String(value);
  return `${p.day}-${p.month}-${p.year}`;
}

const TYPED_DAY = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/;

/**
 * A day as a person types it or a spreadsheet cell holds it ('31-12-2026', '31/12/2026',
 * '2026-12-31'), as 'YYYY-MM-DD'; undefined when it is not a real day. Imports read dates with it.
 */
export function dayFromText(text: string): string | undefined {
  const t = text.trim();
  const typed = TYPED_DAY.exec(t);
  const day = typed ? `${typed[3]}-${typed[2]!.padStart(2, '0')}-${typed[1]!.padStart(2, '0')}` : PLAIN_DAY.test(t) ? t : undefined;
  if (!day) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 9999 && check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? day : undefined;
}
