import Holidays from 'date-holidays';

/**
 * Mexico's official rest days (días de descanso obligatorio, Ley Federal del Trabajo art. 74):
 *   I    1 January                          V    16 September
 *   II   first Monday of February           VI   third Monday of November
 *   III  third Monday of March              VII  1 October every six years, when the federal
 *   IV   1 May                                   executive changes (2024, 2030, …)
 *                                           VIII 25 December
 * from date-holidays (country MX, type 'public'), the maintained calendar, so the Monday rules and
 * future years are computed rather than typed in. The library's other MX entries are not rest days
 * and are left out: Jueves/Viernes Santo, 2 November and 12 December are bank holidays ('bank'),
 * 10 May is an observance. Fraction IX (election day) depends on each state's electoral law and
 * always falls on a Sunday: an agency that closes for it adds it as a closure day.
 *
 * One correction on top of date-holidays 3.37: it still puts the transmission of the executive on
 * 1 December every six years. The 2014 constitutional reform moved the inauguration to 1 October
 * from 2024 on, and art. 74 VII now reads "El 1o. de octubre de cada seis años". The rule below
 * keeps 1 December up to 2018 and uses 1 October from 2024.
 *
 * Pure JS, runs in Node and in a browser bundle alike (checked with an esbuild browser bundle run
 * without Node globals), but heavy: date-holidays carries every country's rules and
 * moment-timezone — 1.5 MB minified, 237 KB gzip in a browser bundle, and in Node its import costs
 * about ten times awesome-phonenumber's. So the server should load it lazily (the SLA job's
 * `await import()`), and a screen should take the days from the API rather than import this file:
 * businessClock.ts takes the closed days as a predicate and does not depend on it.
 */
const TRANSMISSION = { es: 'Transmisión del Poder Ejecutivo Federal', en: 'Change of Federal Government' };

function mexicanCalendar(): Holidays {
  const hd = new Holidays('MX', { types: ['public'], languages: ['es'] });
  hd.setHoliday('12-01 every 6 years since 1934', { name: TRANSMISSION, type: 'public', active: [{ to: '2023-12-31' }] });
  hd.setHoliday('10-01 every 6 years since 2024', { name: TRANSMISSION, type: 'public', active: [{ from: '2024-01-01' }] });
  return hd;
}

let calendar: Holidays | undefined;
const byYear = new Map<number, readonly MexicanRestDay[]>();
const dates = new Map<number, ReadonlySet<string>>();

export interface MexicanRestDay {
  /** 'YYYY-MM-DD', a Mexico City calendar day. */
  date: string;
  /** The day's name in Spanish ('Día de la Independencia'). */
  name: string;
}

/** The official rest days of a year, in date order. Years outside 1970–2200 give none. */
export function mexicanRestDays(year: number): readonly MexicanRestDay[] {
  if (!Number.isInteger(year) || year < 1970 || year > 2200) return [];
  const cached = byYear.get(year);
  if (cached) return cached;
  calendar ??= mexicanCalendar();
  const seen = new Set<string>();
  const days: MexicanRestDay[] = [];
  for (const holiday of calendar.getHolidays(year, 'es')) {
    if (holiday.type !== 'public') continue;
    // 'YYYY-MM-DD hh:mm:ss': the library's local (Mexico City) calendar day; the Date fields are not used.
    const date = holiday.date.slice(0, 10);
    if (seen.has(date)) continue;
    seen.add(date);
    days.push({ date, name: holiday.name });
  }
  days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  byYear.set(year, days);
  dates.set(year, seen);
  return days;
}

const DAY = /^(\d{4})-\d{2}-\d{2}$/;

/** Whether a Mexico City calendar day 'YYYY-MM-DD' is an official rest day. */
export function isMexicanRestDay(date: string): boolean {
  const match = DAY.exec(date);
  if (!match) return false;
  const year = Number(match[1]);
  if (!dates.has(year)) mexicanRestDays(year);
  return dates.get(year)?.has(date) ?? false;
}
