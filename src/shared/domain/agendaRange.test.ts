import { describe, expect, it } from 'vitest';
import { dayRange, localDay, localTime, mondayOf, monthGridDays, weekRange } from './agendaRange';

describe('agenda ranges in Mexico City time', () => {
  it('a local day runs from 06:00 UTC to 06:00 UTC the next day (UTC-6)', () => {
    const r = dayRange('2026-03-10');
    expect(r.from.toISOString()).toBe('2026-03-10T06:00:00.000Z');
    expect(r.to.toISOString()).toBe('2026-03-11T06:00:00.000Z');
  });

  it('23:30 local belongs to that local day though it is the next day in UTC', () => {
    expect(localDay(new Date('2026-03-11T05:30:00Z'))).toBe('2026-03-10');
    expect(localTime(new Date('2026-03-11T05:30:00Z'))).toBe('23:30');
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-03-15')).toBe('2026-03-09'); // a Sunday
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(weekRange('2026-03-12').from.toISOString()).toBe('2026-03-09T06:00:00.000Z');
    expect(weekRange('2026-03-12').to.toISOString()).toBe('2026-03-16T06:00:00.000Z');
  });

  it('the month grid runs from the Monday of the first week to the Sunday of the last', () => {
    expect(monthGridDays('2026-03-20')).toEqual({ first: '2026-02-23', last: '2026-04-05' });
  });
});
