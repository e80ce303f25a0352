import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberDate, mexicoCityDate, mexicoCityDayNumber, mexicoCityInstant } from './mexicoCityTime';

/** What the tz database says the Mexico City wall clock reads at an instant: 'YYYY-MM-DD HH:MM'. */
const MEXICO_CITY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function intlWallClock(ms: number): string {
  const parts = MEXICO_CITY.formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

const ownWallClock = (ms: number): string => new Date(ms - 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('mexicoCityDate / mexicoCityInstant', () => {
  it('a UTC instant after 06:00Z is already the next Mexico City day only from 06:00Z on', () => {
    // 23:59:59 on Friday 13 March in Mexico City is Saturday 05:59:59 UTC.
    expect(mexicoCityDate(Date.UTC(2026, 2, 14, 5, 59, 59))).toBe('2026-03-13');
    expect(mexicoCityDate(new Date(Date.UTC(2026, 2, 14, 6, 0, 0)))).toBe('2026-03-14');
  });

  it('reads a wall-clock date and time as UTC−6', () => {
    expect(mexicoCityInstant('2026-03-13', '17:00')).toBe(Date.UTC(2026, 2, 13, 23, 0));
    expect(mexicoCityInstant('2026-12-31', '23:30:15')).toBe(Date.UTC(2027, 0, 1, 5, 30, 15));
    expect(mexicoCityInstant('2026-09-16')).toBe(Date.UTC(2026, 8, 16, 6));
  });

  it('refuses a malformed date or time', () => {
    expect(() => mexicoCityInstant('16/09/2026')).toThrow(RangeError);
    expect(() => mexicoCityInstant('2026-09-16', '5pm')).toThrow(RangeError);
  });

  it('agrees with the tz database for every instant from November 2022 to 2040 (no DST since the 2022 law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2022, 10, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        expect(ownWallClock(ms)).toBe(intlWallClock(ms));
        expect(mexicoCityInstant(mexicoCityDate(ms), intlWallClock(ms).slice(11))).toBe(ms - (ms % 60_000));
      }),
      { numRuns: 500 },
    );
  });

  it('is an hour off in summer 2022, when Mexico City still kept DST (the documented limit)', () => {
    const noonUtc = Date.UTC(2022, 6, 1, 18);
    expect(intlWallClock(noonUtc)).toBe('2022-07-01 13:00');
    expect(ownWallClock(noonUtc)).toBe('2022-07-01 12:00');
  });

  it('numbers days consistently with their dates', () => {
    const day = mexicoCityDayNumber(mexicoCityInstant('2026-09-16', '10:00'));
    expect(dayNumberDate(day)).toBe('2026-09-16');
    expect(dayNumberDate(day + 1)).toBe('2026-09-17');
  });
});
