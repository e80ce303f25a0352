import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  addBusinessMillis,
  businessMillisBetween,
  businessMinutesBetween,
  slaStatus,
  type BusinessCalendar,
} from './businessClock';
import { businessSecondsBetween, type AgencySchedule } from './lastContact';
import { mexicoCityInstant as mx } from './mexicoCityTime';

/** A typical dealer: 09:00–18:00 Monday to Friday, 10:00–14:00 Saturday, closed Sunday. */
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

/** The official rest days of 2026 this file needs, spelled out (agencyCalendar.test.ts reads them from date-holidays). */
const REST_2026 = new Set(['2026-03-16', '2026-09-16', '2026-11-16', '2026-12-25']);
const calendar: BusinessCalendar = { schedule: dealer, isClosedDay: (d) => REST_2026.has(d) };

describe('addBusinessMinutes (the deadline)', () => {
  it('carries a target across a closed evening: Tuesday 17:50 + 15 min → Wednesday 09:05', () => {
    expect(addBusinessMinutes(mx('2026-03-10', '17:50'), 15, calendar)).toBe(mx('2026-03-11', '09:05'));
  });

  it('across a weekend and a holiday Monday: Saturday 13:55 + 15 min → Tuesday 09:10 (Benito Juárez, 16 March)', () => {
    expect(addBusinessMinutes(mx('2026-03-14', '13:55'), 15, calendar)).toBe(mx('2026-03-17', '09:10'));
    // Without the holiday the same lead falls due on Monday.
    expect(addBusinessMinutes(mx('2026-03-14', '13:55'), 15, { schedule: dealer })).toBe(mx('2026-03-16', '09:10'));
  });

  it('across a midweek holiday: Tuesday 15 September 17:55 + 15 min → Thursday 17 September 09:10', () => {
    expect(addBusinessMinutes(mx('2026-09-15', '17:55'), 15, calendar)).toBe(mx('2026-09-17', '09:10'));
  });

  it("skips the agency's own closure days too: 23 Dec 17:58 + 15 → Saturday 26 Dec 10:13 (24 closed, 25 Navidad)", () => {
    const withClosure: BusinessCalendar = { schedule: dealer, isClosedDay: (d) => REST_2026.has(d) || d === '2026-12-24' };
    expect(addBusinessMinutes(mx('2026-12-23', '17:58'), 15, withClosure)).toBe(mx('2026-12-26', '10:13'));
  });

  it('a lead that arrives while closed starts its clock at the next opening', () => {
    expect(addBusinessMinutes(mx('2026-03-15', '11:00'), 15, calendar)).toBe(mx('2026-03-17', '09:15'));
    expect(addBusinessMinutes(mx('2026-03-10', '06:30'), 15, calendar)).toBe(mx('2026-03-10', '09:15'));
  });

  it('a target used up exactly at closing falls due at the closing time, not at the next opening', () => {
    expect(addBusinessMinutes(mx('2026-03-13', '17:45'), 15, calendar)).toBe(mx('2026-03-13', '18:00'));
  });

  it('counts a multi-day follow-up target (2 working days = 18 h) over the weekend', () => {
    // Friday 12:00: 6 h Friday, 4 h Saturday, Monday 16 March closed, 8 h Tuesday → Tuesday 17:00.
    expect(addBusinessMinutes(mx('2026-03-13', '12:00'), 18 * 60, calendar)).toBe(mx('2026-03-17', '17:00'));
  });

  it('reads UTC instants in Mexico City time: 00:30Z Wednesday is Tuesday 18:30, closed', () => {
    const utc = Date.UTC(2026, 2, 11, 0, 30);
    expect(addBusinessMinutes(utc, 15, calendar)).toBe(Date.UTC(2026, 2, 11, 15, 15));
    expect(addBusinessMinutes(new Date(utc), 15, calendar)).toBe(addBusinessMinutes(utc, 15, calendar));
  });

  it('0 minutes is the start itself; a calendar that never opens has no deadline', () => {
    expect(addBusinessMinutes(mx('2026-03-15', '11:00'), 0, calendar)).toBe(mx('2026-03-15', '11:00'));
    const unconfigured: AgencySchedule = { ...dealer, openingScheduleWeek: '00:00:00', closingScheduleWeek: '00:00:00', openingScheduleSaturday: '00:00:00', closingScheduleSaturday: '00:00:00' };
    expect(addBusinessMinutes(mx('2026-03-10', '10:00'), 15, { schedule: unconfigured })).toBeNull();
    expect(addBusinessMinutes(mx('2026-03-10', '10:00'), 15, { schedule: dealer, isClosedDay: () => true })).toBeNull();
  });

  it('without a schedule the agency is open round the clock, but closed days still stop the clock', () => {
    const open: BusinessCalendar = { schedule: null, isClosedDay: (d) => d === '2026-09-16' };
    expect(addBusinessMinutes(mx('2026-09-15', '23:50'), 15, open)).toBe(mx('2026-09-17', '00:05'));
    expect(addBusinessMinutes(mx('2026-09-14', '23:50'), 15, open)).toBe(mx('2026-09-15', '00:05'));
  });
});

describe('businessMinutesBetween', () => {
  it('counts the closed evening, the weekend and the holiday as nothing', () => {
    expect(businessMinutesBetween(mx('2026-03-10', '17:50'), mx('2026-03-11', '09:05'), calendar)).toBe(15);
    expect(businessMinutesBetween(mx('2026-03-13', '17:00'), mx('2026-03-17', '10:00'), calendar)).toBe(60 + 240 + 60);
    expect(businessMinutesBetween(mx('2026-09-15', '12:00'), mx('2026-09-17', '12:00'), calendar)).toBe(6 * 60 + 3 * 60);
  });

  it('is fractional below a minute and 0 for a reversed range', () => {
    expect(businessMinutesBetween(mx('2026-03-10', '10:00'), mx('2026-03-10', '10:01:30'), calendar)).toBe(1.5);
    expect(businessMinutesBetween(mx('2026-03-10', '11:00'), mx('2026-03-10', '10:00'), calendar)).toBe(0);
  });

  it('visits each day once: a 30-day span asks about 31 days at most (O(days), not O(minutes))', () => {
    let asked = 0;
    const counting: BusinessCalendar = { schedule: dealer, isClosedDay: () => (asked++, false) };
    businessMinutesBetween(mx('2026-03-01', '12:00'), mx('2026-03-31', '12:00'), counting);
    expect(asked).toBeLessThanOrEqual(31);
    asked = 0;
    addBusinessMinutes(mx('2026-03-01', '12:00'), 30 * 9 * 60, counting);
    expect(asked).toBeLessThanOrEqual(40);
  });
});

const hhmmss = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`);

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

/** A calendar: a random schedule (or none) and a random set of closed days in 2026. */
const calendarArb: fc.Arbitrary<BusinessCalendar> = fc
  .tuple(fc.option(scheduleArb, { nil: null }), fc.uniqueArray(fc.integer({ min: 0, max: 400 }), { maxLength: 60 }))
  .map(([schedule, offsets]) => {
    const closed = new Set(offsets.map((o) => new Date(Date.UTC(2026, 0, 1) + o * 86_400_000).toISOString().slice(0, 10)));
    return { schedule, isClosedDay: (d: string) => closed.has(d) };
  });

const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) });

describe('properties (random schedules, closed days and instants in 2026)', () => {
  it('the deadline is exactly `minutes` of open time away, and the earliest such instant', () => {
    fc.assert(
      fc.property(calendarArb, instant, fc.integer({ min: 1, max: 5 * 24 * 60 }), (cal, start, minutes) => {
        const deadline = addBusinessMinutes(start, minutes, cal);
        if (deadline === null) return;
        expect(businessMillisBetween(start, deadline, cal)).toBe(minutes * 60_000);
        expect(businessMillisBetween(start, deadline - 1, cal)).toBeLessThan(minutes * 60_000);
      }),
      { numRuns: 300 },
    );
  });

  it('is additive over a split interval and never exceeds the wall-clock time', () => {
    fc.assert(
      fc.property(calendarArb, instant, instant, instant, (cal, x, y, z) => {
        const [a, b, c] = [x, y, z].sort((p, q) => p - q) as [number, number, number];
        const whole = businessMillisBetween(a, c, cal);
        expect(whole).toBe(businessMillisBetween(a, b, cal) + businessMillisBetween(b, c, cal));
        expect(whole).toBeLessThanOrEqual(c - a);
      }),
      { numRuns: 300 },
    );
  });

  it('without closed days it counts what the last-contact timer counts', () => {
    fc.assert(
      fc.property(scheduleArb, instant, instant, (schedule, x, y) => {
        const [a, b] = [Math.floor(Math.min(x, y) / 1000) * 1000, Math.floor(Math.max(x, y) / 1000) * 1000];
        expect(businessMillisBetween(a, b, { schedule })).toBe(businessSecondsBetween(a, b, schedule) * 1000);
      }),
      { numRuns: 300 },
    );
  });

  it('a closed day adds nothing: closing one more day never adds time', () => {
    fc.assert(
      fc.property(calendarArb, instant, instant, fc.integer({ min: 0, max: 365 }), (cal, x, y, extra) => {
        const [a, b] = [Math.min(x, y), Math.max(x, y)];
        const day = new Date(Date.UTC(2026, 0, 1) + extra * 86_400_000).toISOString().slice(0, 10);
        const more: BusinessCalendar = { schedule: cal.schedule, isClosedDay: (d) => d === day || (cal.isClosedDay?.(d) ?? false) };
        expect(businessMillisBetween(a, b, more)).toBeLessThanOrEqual(businessMillisBetween(a, b, cal));
      }),
      { numRuns: 200 },
    );
  });

  it('addBusinessMillis of a negative or NaN amount is the start', () => {
    expect(addBusinessMillis(1000, -5, calendar)).toBe(1000);
    expect(addBusinessMillis(1000, Number.NaN, calendar)).toBe(1000);
  });
});

describe('slaStatus (first-contact target 15 min)', () => {
  const base = { createdAt: mx('2026-03-10', '17:50'), targetMinutes: 15, calendar };

  it('a lead in at 17:50 is en tiempo overnight: 10 min used at closing, nothing more until 09:00', () => {
    const evening = slaStatus({ ...base, now: mx('2026-03-10', '23:00') });
    expect(evening).toEqual({ elapsedMinutes: 10, deadline: mx('2026-03-11', '09:05'), warningAt: mx('2026-03-11', '09:02'), state: 'en-tiempo' });
    expect(slaStatus({ ...base, now: mx('2026-03-11', '09:01') }).state).toBe('en-tiempo');
  });

  it('por vencer from 80 % (12 of 15 min) — the owner is warned — and vencido at the deadline', () => {
    expect(slaStatus({ ...base, now: mx('2026-03-11', '09:02') }).state).toBe('por-vencer');
    expect(slaStatus({ ...base, now: mx('2026-03-11', '09:04:59') }).state).toBe('por-vencer');
    const breached = slaStatus({ ...base, now: mx('2026-03-11', '09:05') });
    expect(breached.state).toBe('vencido');
    expect(breached.elapsedMinutes).toBe(15);
    expect(slaStatus({ ...base, now: mx('2026-03-11', '11:00') }).elapsedMinutes).toBe(10 + 120);
  });

  it('cumplido when contacted by the deadline, cumplido tarde after it, whatever now is', () => {
    const onTime = slaStatus({ ...base, firstContactAt: mx('2026-03-11', '09:05'), now: mx('2026-03-20', '12:00') });
    expect(onTime.state).toBe('cumplido');
    expect(onTime.elapsedMinutes).toBe(15);
    const late = slaStatus({ ...base, firstContactAt: mx('2026-03-11', '09:30'), now: mx('2026-03-11', '09:31') });
    expect(late).toMatchObject({ state: 'cumplido-tarde', elapsedMinutes: 40 });
  });

  it('a deadline at closing time is breached that evening: contacting at 19:00 is late', () => {
    const friday = { createdAt: mx('2026-03-13', '17:45'), targetMinutes: 15, calendar };
    expect(slaStatus({ ...friday, now: mx('2026-03-13', '18:30') }).state).toBe('vencido');
    expect(slaStatus({ ...friday, firstContactAt: mx('2026-03-13', '19:00'), now: mx('2026-03-13', '19:00') }).state).toBe('cumplido-tarde');
    expect(slaStatus({ ...friday, firstContactAt: mx('2026-03-13', '17:59'), now: mx('2026-03-13', '19:00') }).state).toBe('cumplido');
  });

  it('a Saturday-afternoon lead over the long weekend: en tiempo until Tuesday 09:07 (warning), vencido at 09:10', () => {
    const saturday = { createdAt: mx('2026-03-14', '13:55'), targetMinutes: 15, calendar };
    expect(slaStatus({ ...saturday, now: mx('2026-03-16', '12:00') })).toMatchObject({ state: 'en-tiempo', elapsedMinutes: 5 });
    expect(slaStatus({ ...saturday, now: mx('2026-03-17', '09:07') }).state).toBe('por-vencer');
    expect(slaStatus({ ...saturday, now: mx('2026-03-17', '09:10') }).state).toBe('vencido');
  });

  it('an agency that never opens never breaches; a clock not yet started is en tiempo', () => {
    const never: BusinessCalendar = { schedule: dealer, isClosedDay: () => true };
    expect(slaStatus({ ...base, calendar: never, now: mx('2026-04-30', '12:00') })).toEqual({ elapsedMinutes: 0, deadline: null, warningAt: null, state: 'en-tiempo' });
    expect(slaStatus({ ...base, now: mx('2026-03-10', '17:00') }).state).toBe('en-tiempo');
  });

  it('a target of 0 is breached as soon as the lead exists', () => {
    expect(slaStatus({ ...base, targetMinutes: 0, now: base.createdAt }).state).toBe('vencido');
  });
});
