import { describe, expect, it } from 'vitest';
import { isMexicanRestDay, mexicanRestDays } from './mexicanRestDays';

const datesOf = (year: number) => mexicanRestDays(year).map((d) => d.date);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('mexicanRestDays (LFT art. 74 from date-holidays)', () => {
  it('2026: the seven days, the Mondays moved as the law says, with their Spanish names', () => {
    expect(mexicanRestDays(2026)).toEqual([
      { date: '2026-01-01', name: 'Año Nuevo' },
      { date: '2026-02-02', name: 'Día de la Constitución' },
      { date: '2026-03-16', name: 'Natalicio de Benito Juárez' },
      { date: '2026-05-01', name: 'Día del Trabajador' },
      { date: '2026-09-16', name: 'Día de la Independencia' },
      { date: '2026-11-16', name: 'Día de la Revolución' },
      { date: '2026-12-25', name: 'Navidad' },
    ]);
  });

  it('2025 moves the Mondays to 3 February, 17 March and 17 November', () => {
    expect(datesOf(2025)).toEqual(['2025-01-01', '2025-02-03', '2025-03-17', '2025-05-01', '2025-09-16', '2025-11-17', '2025-12-25']);
  });

  it('the transmission of the federal executive is 1 October from 2024 on, every six years', () => {
    expect(datesOf(2024)).toContain('2024-10-01');
    expect(datesOf(2024)).not.toContain('2024-12-01');
    expect(mexicanRestDays(2030).find((d) => d.date === '2030-10-01')?.name).toBe('Transmisión del Poder Ejecutivo Federal');
    expect(datesOf(2030)).not.toContain('2030-12-01');
    expect(isMexicanRestDay('2036-10-01')).toBe(true);
    for (const year of [2025, 2026, 2027, 2028, 2029, 2031]) expect(datesOf(year)).toHaveLength(7);
    expect(isMexicanRestDay('2026-10-01')).toBe(false);
  });

  it('it was 1 December up to 2018 (the old rule), never 1 October then', () => {
    expect(datesOf(2018)).toContain('2018-12-01');
    expect(datesOf(2018)).not.toContain('2018-10-01');
    expect(datesOf(2012)).toContain('2012-12-01');
  });

  it("leaves out the library's MX days that are not rest days: Holy Week, 2 Nov, 12 Dec, Mother's Day", () => {
    for (const date of ['2026-04-02', '2026-04-03', '2026-11-02', '2026-12-12', '2026-05-10', '2026-09-15', '2026-12-24']) {
      expect(isMexicanRestDay(date), date).toBe(false);
    }
  });

  it('the moved days fall on the right Monday every year to 2048', () => {
    for (let year = 2020; year <= 2048; year++) {
      const days = datesOf(year);
      const mondays = days.filter((d) => weekday(d) === 1 && ['02', '03', '11'].includes(d.slice(5, 7)));
      const feb = mondays.find((d) => d.slice(5, 7) === '02')!;
      const mar = mondays.find((d) => d.slice(5, 7) === '03')!;
      const nov = mondays.find((d) => d.slice(5, 7) === '11')!;
      expect(Number(feb.slice(8))).toBeLessThanOrEqual(7);
      expect(Number(mar.slice(8))).toBeGreaterThanOrEqual(15);
      expect(Number(mar.slice(8))).toBeLessThanOrEqual(21);
      expect(Number(nov.slice(8))).toBeGreaterThanOrEqual(15);
      expect(Number(nov.slice(8))).toBeLessThanOrEqual(21);
      expect(days).toEqual(expect.arrayContaining([`${year}-01-01`, `${year}-05-01`, `${year}-09-16`, `${year}-12-25`]));
      expect(days).toHaveLength((year - 2024) % 6 === 0 ? 8 : 7);
    }
  });

  it('answers false for a malformed day and an empty list for a silly year', () => {
    expect(isMexicanRestDay('16/09/2026')).toBe(false);
    expect(isMexicanRestDay('')).toBe(false);
    expect(mexicanRestDays(1492)).toEqual([]);
    expect(mexicanRestDays(2026.5)).toEqual([]);
  });
});
