import { describe, expect, it } from 'vitest';
import { agencyCalendar } from './agencyCalendar';
import { addBusinessMinutes, businessMinutesBetween, slaStatus } from './businessClock';
import type { AgencySchedule } from './lastContact';
import { mexicoCityInstant as mx } from './mexicoCityTime';

/** 09:00–19:00 Monday to Saturday, 10:00–15:00 Sunday: a dealer that opens every day. */
const everyDay: AgencySchedule = {
  worksOnSunday: true,
  worksOnMonday: true,
  worksOnTuesday: true,
  worksOnWednesday: true,
  worksOnThursday: true,
  worksOnFriday: true,
  worksOnSaturday: true,
  openingScheduleWeek: '09:00:00',
  closingScheduleWeek: '19:00:00',
  openingScheduleSaturday: '09:00:00',
  closingScheduleSaturday: '19:00:00',
  openingScheduleSunday: '10:00:00',
  closingScheduleSunday: '15:00:00',
};

describe('agencyCalendar (schedule + official rest days from date-holidays + closures)', () => {
  const calendar = agencyCalendar(everyDay);

  it('closes on 16 September although the schedule opens on Wednesdays', () => {
    expect(addBusinessMinutes(mx('2026-09-15', '18:50'), 15, calendar)).toBe(mx('2026-09-17', '09:05'));
    expect(businessMinutesBetween(mx('2026-09-16', '00:00'), mx('2026-09-17', '00:00'), calendar)).toBe(0);
  });

  it('closes on the third Monday of November (Revolución, 16 Nov 2026) and the first of February (2 Feb 2026)', () => {
    expect(addBusinessMinutes(mx('2026-11-15', '14:50'), 15, calendar)).toBe(mx('2026-11-17', '09:05'));
    expect(addBusinessMinutes(mx('2026-02-01', '14:50'), 15, calendar)).toBe(mx('2026-02-03', '09:05'));
  });

  it('closes on 1 October 2030, the transmission of the federal executive, and not on 1 October 2026', () => {
    expect(addBusinessMinutes(mx('2030-09-30', '18:50'), 15, calendar)).toBe(mx('2030-10-02', '09:05'));
    expect(addBusinessMinutes(mx('2026-09-30', '18:50'), 15, calendar)).toBe(mx('2026-10-01', '09:05'));
  });

  it('stays open on days that are not rest days: Viernes Santo, 2 November, 12 December', () => {
    for (const day of ['2026-04-03', '2026-11-02', '2026-12-12']) {
      expect(businessMinutesBetween(mx(day, '00:00'), mx(day, '23:59'), calendar), day).toBe(600);
    }
  });

  it("adds the agency's closure days: Christmas Eve closed, then Navidad → 26 December", () => {
    const withEve = agencyCalendar(everyDay, ['2026-12-24']);
    expect(addBusinessMinutes(mx('2026-12-23', '18:50'), 15, withEve)).toBe(mx('2026-12-26', '09:05'));
    expect(addBusinessMinutes(mx('2026-12-23', '18:50'), 15, calendar)).toBe(mx('2026-12-24', '09:05'));
  });

  it('an SLA over New Year: lead 31 Dec 18:55 with 15 min is en tiempo all of 1 January, vencido 2 Jan 09:10', () => {
    const lead = { createdAt: mx('2026-12-31', '18:55'), targetMinutes: 15, calendar };
    expect(slaStatus({ ...lead, now: mx('2027-01-01', '12:00') })).toMatchObject({ state: 'en-tiempo', elapsedMinutes: 5 });
    expect(slaStatus({ ...lead, now: mx('2027-01-02', '09:08') }).state).toBe('por-vencer');
    expect(slaStatus({ ...lead, now: mx('2027-01-02', '09:10') })).toMatchObject({ state: 'vencido', deadline: mx('2027-01-02', '09:10') });
  });
});
