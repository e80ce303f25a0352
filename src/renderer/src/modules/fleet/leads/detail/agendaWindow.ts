import dayjs, { type Dayjs } from 'dayjs';

import type { AgendaMode } from '@shared/domain/fleetConstants';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

export interface AgendaWindow {
  /** First instant of the window (local midnight). */
  start: Dayjs;
  /** Last instant of the window (local 23:59:59.999). */
  end: Dayjs;
  /** The label above the cards, with the Spanish month names. */
  label: string;
}

const dayLabel = (d: Dayjs) => `${d.date()} de ${MONTHS[d.month()]} de ${d.year()}`;

/**
 * The lead agenda's window (spec part 2 §4): TODAY one day, WEEK Monday to Sunday, MONTH the
 * calendar month; `offset` shifts by that many days, weeks or months from `today`.
 */
export function agendaWindow(mode: AgendaMode, offset: number, today: Dayjs = dayjs()): AgendaWindow {
  const base = today.startOf('day');
  if (mode === 'TODAY') {
    const d = base.add(offset, 'day');
    return { start: d, end: d.endOf('day'), label: dayLabel(d) };
  }
  if (mode === 'WEEK') {
    const monday = base.subtract((base.day() + 6) % 7, 'day').add(offset, 'week');
    const sunday = monday.add(6, 'day');
    const label =
      monday.month() === sunday.month()
        ? `${monday.date()} al ${sunday.date()} de ${MONTHS[sunday.month()]} de ${sunday.year()}`
        : `${monday.date()} de ${MONTHS[monday.month()]} al ${dayLabel(sunday)}`;
    return { start: monday, end: sunday.endOf('day'), label };
  }
  const first = base.startOf('month').add(offset, 'month');
  const name = MONTHS[first.month()]!;
  return { start: first, end: first.endOf('month'), label: `${name[0]!.toUpperCase()}${name.slice(1)} ${first.year()}` };
}
