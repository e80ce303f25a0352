import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { AGENCY_TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A half-open instant range [from, to) covering whole business days in the agency's zone. */
export interface DayRange {
  from: Date;
  to: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}/;

// One formatter each, built once: dayjs .tz() per call costs ~50× more, and lists call these per row.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The local calendar day (YYYY-MM-DD) a value names: a plain date as is, an instant as seen in Mexico City. */
export function localDay(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return dayFormat.format(new Date(value));
}

export function isDayString(value: string): boolean {
  return DAY.test(value) && dayjs(value.slice(0, 10)).isValid();
}

// Every agenda, appointment and reminder call asks for the same few days (this week, today):
// dayjs's zone arithmetic was 2 % of the API's CPU under load, so each day's start is kept.
const dayStarts = new Map<string, number>();

function startOfLocalDay(day: string): Date {
  let ms = dayStarts.get(day);
  if (ms === undefined) {
    ms = dayjs.tz(day, AGENCY_TIME_ZONE).startOf('day').valueOf();
    if (dayStarts.size >= 1000) dayStarts.clear();
    dayStarts.set(day, ms);
  }
  return new Date(ms);
}

/** Monday of the week holding `day` (weeks start Monday, spec §9). */
export function mondayOf(day: string): string {
  const d = dayjs(day);
  const offset = (d.day() + 6) % 7;
  return d.subtract(offset, 'day').format('YYYY-MM-DD');
}

export function addDays(day: string, n: number): string {
  return dayjs(day).add(n, 'day').format('YYYY-MM-DD');
}

/** Local days from `first` to `last` inclusive, as instants. */
export function daysRange(first: string, last: string): DayRange {
  return { from: startOfLocalDay(first), to: startOfLocalDay(addDays(last, 1)) };
}

export function dayRange(day: string): DayRange {
  return daysRange(day, day);
}

/** Monday..Sunday holding `day`. */
export function weekRange(day: string): DayRange {
  const monday = mondayOf(day);
  return daysRange(monday, addDays(monday, 6));
}

/** The days the month grid shows: Monday of the first week to Sunday of the last week. */
export function monthGridDays(day: string): { first: string; last: string } {
  const d = dayjs(day);
  const first = mondayOf(d.startOf('month').format('YYYY-MM-DD'));
  const lastOfMonth = d.endOf('month').format('YYYY-MM-DD');
  const last = addDays(mondayOf(lastOfMonth), 6);
  return { first, last };
}

export function monthGridRange(day: string): DayRange {
  const { first, last } = monthGridDays(day);
  return daysRange(first, last);
}

/** Local "HH:mm" of an instant in the agency's zone. */
export function localTime(value: Date | string): string {
  return timeFormat.format(new Date(value));
}

/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return dayjs(b).diff(dayjs(a), 'day');
}
