import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AGENCY_TIME_ZONE } from '../../../shared/domain/constants';

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of a Mexico City day 'YYYY-MM-DD' (or of the day after), as a timestamptz: the time zone's own rules, in SQL. */
function dayStart(day: string, dayAfter = false): SQL {
  return sql`(${day}::date${dayAfter ? sql` + 1` : sql``})::timestamp AT TIME ZONE ${AGENCY_TIME_ZONE}`;
}

/**
 * The bounds of a filter by Mexico City days, both inclusive ('YYYY-MM-DD'): `from` is the first
 * instant of `fromDay`, `to` the first instant after `toDay` (exclusive). A value with a time is an
 * instant taken as given (its end bound is the next millisecond). An absent day leaves its side open.
 */
export function mexicoDayRange(fromDay: string | null | undefined, toDay: string | null | undefined): { from?: SQL; to?: SQL } {
  return {
    from: fromDay ? (PLAIN_DAY.test(fromDay) ? dayStart(fromDay) : sql`${new Date(fromDay).toISOString()}::timestamptz`) : undefined,
    to: toDay ? (PLAIN_DAY.test(toDay) ? dayStart(toDay, true) : sql`${new Date(new Date(toDay).getTime() + 1).toISOString()}::timestamptz`) : undefined,
  };
}

/** `column` within the Mexico City days [fromDay, toDay] (mexicoDayRange): the conditions to AND, none for an open side. */
export function mexicoDays(column: SQL | AnyColumn, fromDay: string | null | undefined, toDay: string | null | undefined): SQL[] {
  const { from, to } = mexicoDayRange(fromDay, toDay);
  return [from && sql`${column} >= ${from}`, to && sql`${column} < ${to}`].filter((c): c is SQL => c !== undefined);
}
