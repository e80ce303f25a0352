import { openingSpan, type AgencySchedule } from './lastContact';
import { DAY_MS, MEXICO_CITY_UTC_OFFSET_MS, dayNumberDate, epochMs, type Instant } from './mexicoCityTime';

/**
 * The agency clock an SLA runs on (issue 30): the agency's weekly open hours (its agency_schedules
 * row, the shape the last-contact timer reads) minus whole closed days.
 *
 * Instants are UTC (epoch ms or Date). Day boundaries and opening times are Mexico City wall-clock
 * times, converted with the fixed UTC−6 offset (mexicoCityTime.ts: no DST since October 2022).
 * Every function walks the calendar a day at a time: O(days spanned), never O(minutes).
 */
export interface BusinessCalendar {
  /**
   * The weekly open hours. null/undefined: open round the clock, as the last-contact timer counts
   * an agency that never configured hours. A configured schedule with no open day never opens.
   */
  schedule: AgencySchedule | null | undefined;
  /**
   * Whole Mexico City days 'YYYY-MM-DD' the agency stays closed whatever its schedule says: the
   * official rest days (isMexicanRestDay) and the closure days the agency adds. agencyCalendar()
   * builds this from both; a screen can pass a set the API sent instead of loading date-holidays.
   */
  isClosedDay?: (date: string) => boolean;
}

/** Warn the owner when this share of the target is used (issue 30: 80 %). */
export const SLA_WARNING_SHARE = 0.8;

/** After this many consecutive days without an open hour the deadline search gives up (null). */
const MAX_CLOSED_RUN_DAYS = 366;

const MINUTE_MS = 60_000;

/** Open span [open, close) in ms after local midnight of a local day number; null when closed all day. */
function dayOpenSpan(day: number, calendar: BusinessCalendar): [number, number] | null {
  if (calendar.isClosedDay?.(dayNumberDate(day))) return null;
  if (!calendar.schedule) return [0, DAY_MS];
  // Day 0 (1970-01-01) was a Thursday.
  const weekday = (((day + 4) % 7) + 7) % 7;
  const span = openingSpan(calendar.schedule, weekday);
  return span ? [span[0] * 1000, span[1] * 1000] : null;
}

function opensSomeWeekday(schedule: AgencySchedule | null | undefined): boolean {
  if (!schedule) return true;
  for (let weekday = 0; weekday < 7; weekday++) if (openingSpan(schedule, weekday)) return true;
  return false;
}

/** Open-time milliseconds between two instants; 0 when `end` is not after `start`. */
export function businessMillisBetween(start: Instant, end: Instant, calendar: BusinessCalendar): number {
  const localFrom = epochMs(start) + MEXICO_CITY_UTC_OFFSET_MS;
  const localTo = epochMs(end) + MEXICO_CITY_UTC_OFFSET_MS;
  if (!(localTo > localFrom)) return 0;
  let total = 0;
  for (let day = Math.floor(localFrom / DAY_MS); day * DAY_MS < localTo; day++) {
    const span = dayOpenSpan(day, calendar);
    if (!span) continue;
    const overlap = Math.min(day * DAY_MS + span[1], localTo) - Math.max(day * DAY_MS + span[0], localFrom);
    if (overlap > 0) total += overlap;
  }
  return total;
}

/** Open-time minutes between two instants (fractional: a 90-second stretch is 1.5). */
export function businessMinutesBetween(start: Instant, end: Instant, calendar: BusinessCalendar): number {
  return businessMillisBetween(start, end, calendar) / MINUTE_MS;
}

/**
 * The earliest instant (epoch ms) at which `millis` of open time have passed since `start`: a
 * target used up exactly at closing time falls due at the closing time, not at the next opening.
 * 0 or less gives `start`. null when the calendar never opens (a schedule with no open day, or a
 * year of closed days in a row).
 */
export function addBusinessMillis(start: Instant, millis: number, calendar: BusinessCalendar): number | null {
  const from = epochMs(start);
  if (!(millis > 0)) return from;
  if (!opensSomeWeekday(calendar.schedule)) return null;
  const local = from + MEXICO_CITY_UTC_OFFSET_MS;
  let remaining = millis;
  let closedRun = 0;
  for (let day = Math.floor(local / DAY_MS); closedRun < MAX_CLOSED_RUN_DAYS; day++) {
    const span = dayOpenSpan(day, calendar);
    const open = span ? Math.max(day * DAY_MS + span[0], local) : 0;
    const close = span ? day * DAY_MS + span[1] : 0;
    if (!span || close <= open) {
      closedRun++;
      continue;
    }
    closedRun = 0;
    if (remaining <= close - open) return open + remaining - MEXICO_CITY_UTC_OFFSET_MS;
    remaining -= close - open;
  }
  return null;
}

/** The deadline (epoch ms) `minutes` of open time after `start`; see addBusinessMillis. */
export function addBusinessMinutes(start: Instant, minutes: number, calendar: BusinessCalendar): number | null {
  return addBusinessMillis(start, Math.round(minutes * MINUTE_MS), calendar);
}

export type SlaState = 'en-tiempo' | 'por-vencer' | 'vencido' | 'cumplido' | 'cumplido-tarde';

export interface SlaInput {
  /** When the clock started: the lead's creation (first contact) or the last contact (follow-up). */
  createdAt: Instant;
  /** When the target was met (the first contact); null/undefined while pending. */
  firstContactAt?: Instant | null;
  now: Instant;
  /** The agency's target in open-time minutes (e.g. 15). */
  targetMinutes: number;
  calendar: BusinessCalendar;
}

export interface SlaStatus {
  /** Open-time minutes from createdAt to the contact, or to now while pending. */
  elapsedMinutes: number;
  /** When the target is used up (epoch ms); null when the agency never opens. */
  deadline: number | null;
  /** When SLA_WARNING_SHARE of the target is used up (epoch ms): the owner's notice. */
  warningAt: number | null;
  state: SlaState;
}

/**
 * Where a lead stands against a contact target, counted in the agency's open time:
 * - contacted: 'cumplido' at or before the deadline, else 'cumplido-tarde';
 * - pending: 'vencido' from the deadline on, 'por-vencer' from 80 % of the target on, else 'en-tiempo'.
 * States compare instants with `deadline` and `warningAt`, so a job scheduled at those instants and
 * a screen computing the state agree. A clock that has not started (now before createdAt) is 'en-tiempo'.
 */
export function slaStatus({ createdAt, firstContactAt, now, targetMinutes, calendar }: SlaInput): SlaStatus {
  const target = Number.isFinite(targetMinutes) ? Math.max(0, targetMinutes) : 0;
  const deadline = addBusinessMinutes(createdAt, target, calendar);
  const warningAt = addBusinessMinutes(createdAt, target * SLA_WARNING_SHARE, calendar);
  const contacted = firstContactAt !== null && firstContactAt !== undefined;
  const until = contacted ? epochMs(firstContactAt) : epochMs(now);
  const elapsedMinutes = businessMinutesBetween(createdAt, until, calendar);
  let state: SlaState;
  if (contacted) state = deadline === null || until <= deadline ? 'cumplido' : 'cumplido-tarde';
  // deadline and warningAt are never before createdAt, so a clock not yet started stays 'en-tiempo'.
  else if (deadline !== null && until >= deadline) state = 'vencido';
  else if (warningAt !== null && until >= warningAt) state = 'por-vencer';
  else state = 'en-tiempo';
  return { elapsedMinutes, deadline, warningAt, state };
}
