import dayjs, { type Dayjs } from 'dayjs';

import type { AgendaMode } from '@shared/domain/fleetConstants';
import { agendaLabel } from '@shared/domain/agendaLayout';

export interface AgendaWindow {
  /** First instant of the window (local midnight). */
  start: Dayjs;
  /** Last instant of the window (local 23:59:59.999). */
  end: Dayjs;
  /** The label above the cards: the retail agenda's own ('16 - 22 de noviembre 2026'), one voice for both. */
  label: string;
}

const iso = (d: Dayjs) => d.format('YYYY-MM-DD');

/**
 * The lead agenda's window (spec part 2 §4): TODAY one day, WEEK Monday to Sunday, MONTH the
 * calendar month; `offset` shifts by that many days, weeks or months from `today`.
 */
export function agendaWindow(mode: AgendaMode, offset: number, today: Dayjs = dayjs()): AgendaWindow {
  const base = today.startOf('day');
  if (mode === 'TODAY') {
    const d = base.add(offset, 'day');
    return { start: d, end: d.endOf('day'), label: agendaLabel('day', iso(d)) };
  }
  if (mode === 'WEEK') {
    const monday = base.subtract((base.day() + 6) % 7, 'day').add(offset, 'week');
    const sunday = monday.add(6, 'day');
    return { start: monday, end: sunday.endOf('day'), label: agendaLabel('week', iso(monday)) };
  }
  const first = base.startOf('month').add(offset, 'month');
  return { start: first, end: first.endOf('month'), label: agendaLabel('month', iso(first)) };
}
