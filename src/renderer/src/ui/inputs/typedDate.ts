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
 * The forms a date-and-time picker reads: each day form with a time (24 h, '10:00' or '9:05'), so
 * '30/11/2026 10:00' is taken as '30-11-2026 10:00' is. The day alone is not one of them (issue 51):
 * read as midnight it made the picker take '14/12/2026' while the person was still typing the hour,
 * and an appointment at 00:00 is refused as 'agency closed' when what is missing is the time
 * (`isDayWithoutTime` tells that case apart).
 */
export const TYPED_DATE_TIME_FORMATS: string[] = [
  PICKER_DATE_TIME,
  ...dayForms()
    .flatMap((day) => TIMES.map((t) => `${day} ${t}`))
    .filter((f) => f !== PICKER_DATE_TIME),
];

function parseIn(text: string, formats: string[]): Dayjs | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  for (const f of formats) {
    const d = dayjs(trimmed, f, true);
    if (d.isValid()) return d;
  }
  return null;
}

/** The typed text read as a date in one of the forms (strictly: '31/02/2026' is no date), or null. */
export function parseTypedDate(text: string, withTime: boolean): Dayjs | null {
  return parseIn(text, withTime ? TYPED_DATE_TIME_FORMATS : TYPED_DATE_FORMATS);
}

/** A whole day typed without its time ('14/12/2026'), which a date-and-time picker asks the hour of. */
export function isDayWithoutTime(text: string): boolean {
  return parseIn(text, TYPED_DATE_FORMATS) !== null;
}

/**
 * Whether two texts of a picker name the same moment (to the minute, or the day): the text a person
 * typed ('14/12/2026 10:00') and the one the picker shows for it ('14-12-2026 10:00').
 */
export function sameTypedDate(a: string, b: string, withTime: boolean): boolean {
  if (a === b) return true;
  const x = parseTypedDate(a, withTime);
  const y = parseTypedDate(b, withTime);
  return x !== null && y !== null && x.isSame(y, withTime ? 'minute' : 'day');
}
