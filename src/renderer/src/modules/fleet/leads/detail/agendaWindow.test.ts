import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { agendaWindow } from './agendaWindow';

// Wednesday 19 November 2026.
const today = dayjs('2026-11-19T15:30:00');
const fmt = 'YYYY-MM-DD HH:mm';

describe('agendaWindow (spec part 2 §4 agenda modes), labelled as the retail agenda is', () => {
  it('TODAY is the whole day, shifted a day per arrow', () => {
    const w = agendaWindow('TODAY', 0, today);
    expect([w.start.format(fmt), w.end.format(fmt)]).toEqual(['2026-11-19 00:00', '2026-11-19 23:59']);
    expect(w.label).toBe('Jueves 19 de noviembre');
    expect(agendaWindow('TODAY', -1, today).label).toBe('Miércoles 18 de noviembre');
  });
  it('WEEK runs Monday to Sunday and shifts by weeks', () => {
    const w = agendaWindow('WEEK', 0, today);
    expect([w.start.format(fmt), w.end.format(fmt)]).toEqual(['2026-11-16 00:00', '2026-11-22 23:59']);
    expect(w.label).toBe('16 - 22 de noviembre 2026');
    const next = agendaWindow('WEEK', 2, today);
    expect(next.label).toBe('30 de noviembre - 6 de diciembre 2026');
    // A Sunday belongs to the week that started the Monday before.
    expect(agendaWindow('WEEK', 0, dayjs('2026-11-22T10:00:00')).start.format('YYYY-MM-DD')).toBe('2026-11-16');
  });
  it('MONTH is the calendar month with its Spanish name', () => {
    const w = agendaWindow('MONTH', 0, today);
    expect([w.start.format(fmt), w.end.format(fmt)]).toEqual(['2026-11-01 00:00', '2026-11-30 23:59']);
    expect(w.label).toBe('Noviembre 2026');
    expect(agendaWindow('MONTH', 2, today).label).toBe('Enero 2027');
  });
});
