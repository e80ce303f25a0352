import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { PICKER_DATE, PICKER_DATE_TIME } from '@shared/domain/dates';

dayjs.extend(customParseFormat);

// Every way a person in Mexico types a day: day first, '/' or '-', with or without leading zeros.
const DAYS = ['DD', 'D'];
const MONTHS = ['MM', 'M'];
const SEPARATORS = ['/', '-'];
const TIMES = ['HH:mm', 'H:mm'];

function dayForms(): string[] {
  const out: string[] = [];
  for (const sep of SEPARATORS) for (const d of DAYS) for (const m of MONTHS) out.push(`${d}${sep}${m}${sep}YYYY`);
  return out;
}

/**
 * The forms a date picker reads, its shown form first (antd shows the first and parses them all):
 * 30-11-2026, 30/11/2026, 3/1/2026, 03-1-2026 …
 */
export const TYPED_DATE_FORMATS: string[] = [PICKER_DATE, ...dayForms().filter((f) => f !== PICKER_DATE)];

/**
 * The forms a date-and-time picker reads: each day form with a time (24 h, '10:00' or '9:05'), and
 * the day alone (midnight), so '30/11/2026 10:00' is taken as '30-11-2026 10:00' is.
 */
export const TYPED_DATE_TIME_FORMATS: string[] = [
  PICKER_DATE_TIME,
  ...dayForms()
    .flatMap((day) => TIMES.map((t) => `${day} ${t}`))
    .filter((f) => f !== PICKER_DATE_TIME),
  ...dayForms(),
];

/** The typed text read as a date in one of the forms (strictly: '31/02/2026' is no date), or null. */
export function parseTypedDate(text: string, withTime: boolean): Dayjs | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  for (const f of withTime ? TYPED_DATE_TIME_FORMATS : TYPED_DATE_FORMATS) {
    const d = dayjs(trimmed, f, true);
    if (d.isValid()) return d;
  }
  return null;
}
