/**
 * The ARCO deadline clock (issue 54, LFPDPPP): the law gives the responsible party 20 business days
 * from the day it receives a request to answer it (the agency may configure another count). A
 * business day is Monday to Friday and not an official rest day; the day received does not count.
 *
 * Days are Mexico City calendar days 'YYYY-MM-DD'. The rest days come in as a predicate
 * (isMexicanRestDay on the server, which loads date-holidays lazily; see mexicanRestDays.ts), so
 * this file stays light enough for a screen.
 */

/** The law's count (LFPDPPP: 20 business days to communicate the answer). */
export const ARCO_DEFAULT_BUSINESS_DAYS = 20;

const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Math.floor(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Monday to Friday and not a rest day. Day 0 (1970-01-01) was a Thursday: weekday 4 with Sunday 0. */
export function isBusinessDay(date: string, isRestDay: (date: string) => boolean): boolean {
  const weekday = (((dayNumber(date) + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6 && !isRestDay(date);
}

/** The day `count` business days after `date` (`date` itself does not count). */
export function addBusinessDays(date: string, count: number, isRestDay: (date: string) => boolean): string {
  let day = dayNumber(date);
  for (let left = count; left > 0; ) {
    day++;
    if (isBusinessDay(dateOf(day), isRestDay)) left--;
  }
  return dateOf(day);
}

/**
 * Business days from `today` to `due`: 0 when `due` is today, N when N business days remain after
 * today up to and including `due`, negative (the business days past) once it is overdue.
 */
export function businessDaysLeft(today: string, due: string, isRestDay: (date: string) => boolean): number {
  const from = dayNumber(today);
  const to = dayNumber(due);
  let n = 0;
  if (to >= from) {
    for (let day = from + 1; day <= to; day++) if (isBusinessDay(dateOf(day), isRestDay)) n++;
    return n;
  }
  for (let day = to + 1; day <= from; day++) if (isBusinessDay(dateOf(day), isRestDay)) n--;
  return n;
}
