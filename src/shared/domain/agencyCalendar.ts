import type { BusinessCalendar } from './businessClock';
import type { AgencySchedule } from './lastContact';
import { isMexicanRestDay } from './mexicanRestDays';

/**
 * An agency's SLA calendar: its weekly schedule, closed on Mexico's official rest days
 * (mexicanRestDays.ts) and on the closure days the agency adds ('YYYY-MM-DD', Mexico City).
 * Server-side: it loads date-holidays (see mexicanRestDays.ts on its size).
 */
export function agencyCalendar(schedule: AgencySchedule | null | undefined, closureDays: Iterable<string> = []): BusinessCalendar {
  const closures = new Set(closureDays);
  return { schedule, isClosedDay: (date) => closures.has(date) || isMexicanRestDay(date) };
}
