import { describe, expect, it } from 'vitest';
import { agendaLabel, byLocalDay, firstOf, monthWeeks, stepDay, weekDays } from './agendaLayout';

describe('agenda layout', () => {
  it('weeks run Monday to Sunday', () => {
    expect(weekDays('2030-03-09')).toEqual(['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08', '2030-03-09', '2030-03-10']);
  });

  it('the month grid covers whole weeks around the month', () => {
    const weeks = monthWeeks('2030-03-15');
    expect(weeks[0]![0]).toBe('2030-02-25');
    expect(weeks.at(-1)![6]).toBe('2030-03-31');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('groups by Mexico City day: 23:30 local stays on its day', () => {
    const map = byLocalDay([{ date: '2030-03-10T05:30:00Z' }, { date: '2030-03-10T20:00:00Z' }]);
    expect([...map.keys()]).toEqual(['2030-03-09', '2030-03-10']);
  });

  it('shows at most N and flags the rest', () => {
    expect(firstOf([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: true });
    expect(firstOf([1, 2], 2)).toEqual({ shown: [1, 2], more: false });
  });

  it('labels and steps in Spanish', () => {
    expect(agendaLabel('day', '2030-03-09')).toBe('Sábado 9 de marzo');
    expect(agendaLabel('week', '2030-03-09')).toBe('4 - 10 de marzo 2030');
    expect(agendaLabel('week', '2030-04-30')).toBe('29 de abril - 5 de mayo 2030');
    expect(agendaLabel('month', '2030-03-09')).toBe('Marzo 2030');
    expect(stepDay('week', '2030-03-09', 1)).toBe('2030-03-16');
    expect(stepDay('month', '2030-03-31', -1)).toBe('2030-02-28');
  });
});
