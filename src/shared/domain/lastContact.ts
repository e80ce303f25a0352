import { TIMER_GREEN_BELOW_S, TIMER_ORANGE_BELOW_S } from './constants';

/** An agency's opening hours (spec part 1 §3 Agency schedule; the agency_schedules row). Times are 'HH:MM:SS'. */
export interface AgencySchedule {
  worksOnSunday: boolean;
  worksOnMonday: boolean;
  worksOnTuesday: boolean;
  worksOnWednesday: boolean;
  worksOnThursday: boolean;
  worksOnFriday: boolean;
  worksOnSaturday: boolean;
  openingScheduleWeek: string;
  closingScheduleWeek: string;
  openingScheduleSaturday: string;
  closingScheduleSaturday: string;
  openingScheduleSunday: string;
  closingScheduleSunday: string;
}

/**
 * Agency time is America/Mexico_City. Mexico abolished daylight saving time in October 2022, so the
 * zone is a fixed UTC-6 offset for every date this product deals with; using the offset keeps the
 * rule pure and identical in the renderer, the API and the tests (no tz database needed).
 */
const AGENCY_UTC_OFFSET_S = -6 * 3600;
const DAY_S = 86_400;

function clockSeconds(hhmmss: string): number {
  const [h = '0', m = '0', s = '0'] = hhmmss.split(':');
  const value = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return Number.isFinite(value) ? Math.min(Math.max(value, 0), DAY_S) : 0;
}

/** Opening span [open, close) in seconds after local midnight for a weekday (0 Sunday … 6 Saturday); null when closed. */
export function openingSpan(schedule: AgencySchedule, weekday: number): [number, number] | null {
  const works = [
    schedule.worksOnSunday,
    schedule.worksOnMonday,
    schedule.worksOnTuesday,
    schedule.worksOnWednesday,
    schedule.worksOnThursday,
    schedule.worksOnFriday,
    schedule.worksOnSaturday,
  ][weekday];
  if (!works) return null;
  const [open, close] =
    weekday === 0
      ? [schedule.openingScheduleSunday, schedule.closingScheduleSunday]
      : weekday === 6
        ? [schedule.openingScheduleSaturday, schedule.closingScheduleSaturday]
        : [schedule.openingScheduleWeek, schedule.closingScheduleWeek];
  const start = clockSeconds(open);
  const end = clockSeconds(close);
  // A closing time not after the opening (the 00:00:00 defaults) means the agency never opens that day.
  return end > start ? [start, end] : null;
}

/**
 * Seconds between `from` and `to` (epoch milliseconds) counted only while the agency is open:
 * on its working days, between that day's opening and closing time. Without a schedule the plain
 * elapsed time is returned (an agency that never configured hours). Negative ranges give 0.
 */
export function businessSecondsBetween(from: number, to: number, schedule: AgencySchedule | null | undefined): number {
  if (!(to > from)) return 0;
  const fromS = Math.floor(from / 1000);
  const toS = Math.floor(to / 1000);
  if (!schedule) return toS - fromS;
  const localFrom = fromS + AGENCY_UTC_OFFSET_S;
  const localTo = toS + AGENCY_UTC_OFFSET_S;
  let total = 0;
  for (let day = Math.floor(localFrom / DAY_S); day * DAY_S < localTo; day++) {
    // Epoch day 0 (1970-01-01) was a Thursday.
    const weekday = (((day + 4) % 7) + 7) % 7;
    const span = openingSpan(schedule, weekday);
    if (!span) continue;
    const open = day * DAY_S + span[0];
    const close = day * DAY_S + span[1];
    const overlap = Math.min(close, localTo) - Math.max(open, localFrom);
    if (overlap > 0) total += overlap;
  }
  return total;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'N días HH:MM:SS' (spec §4). */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / DAY_S);
  const rest = s % DAY_S;
  return `${days} días ${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
}

export type TimerColor = 'green' | 'orange' | 'red';

/** Under 300 s green, under 3600 s orange, else red (spec §4, §9). */
export function timerColor(seconds: number): TimerColor {
  if (seconds < TIMER_GREEN_BELOW_S) return 'green';
  if (seconds < TIMER_ORANGE_BELOW_S) return 'orange';
  return 'red';
}
