/**
 * Agency wall-clock time (America/Mexico_City) to and from UTC instants, without a tz database.
 *
 * Mexico abolished daylight saving time in October 2022 (Ley de los Husos Horarios, DOF 2022-10-28),
 * so since 2022-10-30 the zone is a fixed UTC−6. Every timestamp the CRM stores is a UTC instant
 * (epoch milliseconds, `Date.getTime()`); the rules convert with this fixed offset, as the
 * last-contact timer does (lastContact.ts). Instants before 2022-10-30 that fell in summer time are
 * an hour off: no lead SLA reaches that far back.
 */
export const MEXICO_CITY_UTC_OFFSET_MS = -6 * 3_600_000;

export const DAY_MS = 86_400_000;

/** An instant as epoch milliseconds. */
export type Instant = number | Date;

export function epochMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** The Mexico City calendar day of an instant, 'YYYY-MM-DD'. */
export function mexicoCityDate(instant: Instant): string {
  return new Date(epochMs(instant) + MEXICO_CITY_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant of a Mexico City wall-clock date and time: ('2026-03-13', '17:00') → the epoch ms of
 * 2026-03-13T23:00:00Z. Throws on a malformed date or time (a programming error, not user input).
 */
export function mexicoCityInstant(date: string, time = '00:00'): number {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Fecha u hora inválida: '${date}' '${time}'`);
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  return utc - MEXICO_CITY_UTC_OFFSET_MS;
}

/** The Mexico City calendar day number (days since 1970-01-01 local) of an instant. */
export function mexicoCityDayNumber(instant: Instant): number {
  return Math.floor((epochMs(instant) + MEXICO_CITY_UTC_OFFSET_MS) / DAY_MS);
}

/** 'YYYY-MM-DD' of a day number. */
export function dayNumberDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
