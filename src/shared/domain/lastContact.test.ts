import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessSecondsBetween, formatElapsed, openingSpan, timerColor, type AgencySchedule } from './lastContact';

const hhmmss = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => [h, m, s].map((n) => String(n).padStart(2, '0')).join(':'));

const scheduleArb: fc.Arbitrary<AgencySchedule> = fc.record({
  worksOnSunday: fc.boolean(),
  worksOnMonday: fc.boolean(),
  worksOnTuesday: fc.boolean(),
  worksOnWednesday: fc.boolean(),
  worksOnThursday: fc.boolean(),
  worksOnFriday: fc.boolean(),
  worksOnSaturday: fc.boolean(),
  openingScheduleWeek: hhmmss,
  closingScheduleWeek: hhmmss,
  openingScheduleSaturday: hhmmss,
  closingScheduleSaturday: hhmmss,
  openingScheduleSunday: hhmmss,
  closingScheduleSunday: hhmmss,
});

/** Whole seconds between 2023 and 2030 (Mexico City is UTC-6 all that time). */
const instant = fc.integer({ min: Date.UTC(2023, 0, 1) / 1000, max: Date.UTC(2030, 0, 1) / 1000 }).map((s) => s * 1000);

/** 09:00–18:00 Monday to Friday, 10:00–14:00 Saturday, closed Sunday. */
const dealer: AgencySchedule = {
  worksOnSunday: false,
  worksOnMonday: true,
  worksOnTuesday: true,
  worksOnWednesday: true,
  worksOnThursday: true,
  worksOnFriday: true,
  worksOnSaturday: true,
  openingScheduleWeek: '09:00:00',
  closingScheduleWeek: '18:00:00',
  openingScheduleSaturday: '10:00:00',
  closingScheduleSaturday: '14:00:00',
  openingScheduleSunday: '00:00:00',
  closingScheduleSunday: '00:00:00',
};

/** Mexico City wall-clock time → epoch ms (UTC-6). */
const mx = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number => Date.UTC(y, mo - 1, d, h + 6, mi, s);

describe('businessSecondsBetween', () => {
  it('counts only opening hours of working days (a weekday and a weekend example)', () => {
    // Friday 2026-03-13 17:00 → Monday 2026-03-16 10:00: 1 h Friday + 4 h Saturday + 0 Sunday + 1 h Monday.
    expect(businessSecondsBetween(mx(2026, 3, 13, 17), mx(2026, 3, 16, 10), dealer)).toBe(6 * 3600);
    // Saturday night to Sunday night: nothing.
    expect(businessSecondsBetween(mx(2026, 3, 14, 20), mx(2026, 3, 15, 23), dealer)).toBe(0);
  });

  it('time outside the opening hours adds nothing', () => {
    fc.assert(
      fc.property(scheduleArb, instant, fc.integer({ min: 0, max: 86_399 }), (schedule, t, len) => {
        // An interval inside one local day and entirely before its opening (or the whole day when closed).
        const localDayStart = Math.floor((t / 1000 - 6 * 3600) / 86_400) * 86_400;
        const weekday = ((Math.floor(localDayStart / 86_400) + 4) % 7 + 7) % 7;
        const span = openingSpan(schedule, weekday);
        const closedUntil = span ? span[0] : 86_400;
        const a = localDayStart + Math.min(len, closedUntil);
        const b = localDayStart + closedUntil;
        const toEpochMs = (local: number): number => (local + 6 * 3600) * 1000;
        expect(businessSecondsBetween(toEpochMs(a), toEpochMs(b), schedule)).toBe(0);
      }),
    );
  });

  it('a full working day adds exactly its opening span', () => {
    fc.assert(
      fc.property(scheduleArb, instant, (schedule, t) => {
        const localDayStart = Math.floor((t / 1000 - 6 * 3600) / 86_400) * 86_400;
        const weekday = ((Math.floor(localDayStart / 86_400) + 4) % 7 + 7) % 7;
        const span = openingSpan(schedule, weekday);
        const from = (localDayStart + 6 * 3600) * 1000;
        expect(businessSecondsBetween(from, from + 86_400_000, schedule)).toBe(span ? span[1] - span[0] : 0);
      }),
    );
  });

  it('is additive over a split interval', () => {
    fc.assert(
      fc.property(scheduleArb, instant, instant, instant, (schedule, x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        expect(businessSecondsBetween(a, c, schedule)).toBe(
          businessSecondsBetween(a, b, schedule) + businessSecondsBetween(b, c, schedule),
        );
      }),
    );
  });

  it('is monotonic in the end instant and never exceeds the wall-clock time', () => {
    fc.assert(
      fc.property(scheduleArb, instant, instant, instant, (schedule, x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        const short = businessSecondsBetween(a, b, schedule);
        const long = businessSecondsBetween(a, c, schedule);
        expect(long).toBeGreaterThanOrEqual(short);
        expect(long).toBeLessThanOrEqual((c - a) / 1000);
      }),
    );
  });

  it('a week of the example dealer adds 5 × 9 h + 4 h', () => {
    expect(businessSecondsBetween(mx(2026, 3, 9), mx(2026, 3, 16), dealer)).toBe(49 * 3600);
  });

  it('without a schedule counts plain elapsed time, and reversed ranges count 0', () => {
    expect(businessSecondsBetween(0, 90_000, null)).toBe(90);
    expect(businessSecondsBetween(90_000, 0, dealer)).toBe(0);
  });
});

describe('formatElapsed and timerColor', () => {
  it("formats as 'N días HH:MM:SS'", () => {
    expect(formatElapsed(0)).toBe('0 días 00:00:00');
    expect(formatElapsed(86_400 * 2 + 3 * 3600 + 4 * 60 + 5)).toBe('2 días 03:04:05');
  });

  it('colours green under 300 s, orange under 3600 s, red otherwise', () => {
    expect(timerColor(299)).toBe('green');
    expect(timerColor(300)).toBe('orange');
    expect(timerColor(3599)).toBe('orange');
    expect(timerColor(3600)).toBe('red');
  });
});
