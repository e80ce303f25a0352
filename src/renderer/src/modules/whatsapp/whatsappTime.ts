import { formatDate, formatDateTime } from '@shared/domain/dates';
import { formatPhone } from '@shared/domain/phone';

type Moment = string | number | Date;

/**
 * The thread's day separator: 'Hoy', 'Ayer' or the day ('14-12-2026'), judged in the viewer's zone
 * like every date on screen (shared/domain/dates). `now` is passed so a test can fix it.
 */
export function dayLabel(value: Moment, now: Moment = Date.now()): string {
  const day = formatDate(value);
  if (day === formatDate(now)) return 'Hoy';
  const yesterday = new Date(new Date(now).getTime() - 86_400_000);
  if (day === formatDate(yesterday)) return 'Ayer';
  return day;
}

/** A bubble's time: '14:05' (the seconds of formatDateTime say nothing in a chat). */
export function timeOfDay(value: Moment): string {
  return formatDateTime(value).slice(11, 16);
}

/** Whether two moments fall on the same day on screen (a separator goes between days). */
export function sameDay(a: Moment, b: Moment): boolean {
  return formatDate(a) === formatDate(b);
}

/**
 * How long a client has waited, short: 'menos de 1 min', '12 min', '2 h 05 min', '3 d 4 h'. The
 * inbox shows it beside each unanswered conversation.
 */
export function waitingText(since: Moment, now: Moment = Date.now()): string {
  const minutes = Math.floor((new Date(now).getTime() - new Date(since).getTime()) / 60_000);
  if (minutes < 1) return 'menos de 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Whether the 24-hour customer-service window is open at `now` (the API's `windowOpenUntil`). */
export function windowIsOpen(windowOpenUntil: string | null | undefined, now: Moment = Date.now()): boolean {
  return !!windowOpenUntil && new Date(windowOpenUntil).getTime() > new Date(now).getTime();
}

/**
 * The client's number as the screens show phones ('+52 55 9384 1768'): WhatsApp's ids carry the
 * mobile '1' after 52 ('5215593841768'), dropped here. A masked value (a dash) is shown as it came.
 */
export function waPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('521')) return formatPhone(digits.slice(3));
  return formatPhone(value);
}
