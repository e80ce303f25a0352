import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { addDays, localDay, mondayOf, monthGridDays } from './agendaRange';

export type AgendaView = 'day' | 'week' | 'month';

/** The seven days (YYYY-MM-DD) of the week holding `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The month grid as rows of seven days, Monday of the first week to Sunday of the last. */
export function monthWeeks(day: string): string[][] {
  const { first, last } = monthGridDays(day);
  const weeks: string[][] = [];
  for (let d = first; d <= last; d = addDays(d, 7)) weeks.push(weekDays(d));
  return weeks;
}

/** Items grouped by their Mexico City day. */
export function byLocalDay<T extends { date: string | Date }>(items: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = localDay(new Date(item.date));
    map.set(key, [...(map.get(key) ?? []), item]);
  }
  return map;
}

/** The first `max` items and whether 'Ver mas...' is needed. */
export function firstOf<T>(items: readonly T[], max: number): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, max), more: items.length > max };
}

/** Moves the agenda's reference day one day, week or month. */
export function stepDay(view: AgendaView, day: string, direction: 1 | -1): string {
  return dayjs(day).add(direction, view).format('YYYY-MM-DD');
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The Spanish label: day and month, week range, or month and year (first letter capitalised). */
export function agendaLabel(view: AgendaView, day: string): string {
  return capitalized(lowerLabel(view, day));
}

function lowerLabel(view: AgendaView, day: string): string {
  const d = dayjs(day).locale('es');
  if (view === 'day') return d.format('dddd D [de] MMMM');
  if (view === 'month') return d.format('MMMM YYYY');
  const days = weekDays(day);
  const from = dayjs(days[0]).locale('es');
  const to = dayjs(days[6]).locale('es');
  return from.month() === to.month()
    ? `${from.format('D')} - ${to.format('D [de] MMMM YYYY')}`
    : `${from.format('D [de] MMMM')} - ${to.format('D [de] MMMM YYYY')}`;
}
