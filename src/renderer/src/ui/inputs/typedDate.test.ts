import { describe, expect, it } from 'vitest';
import { isDayWithoutTime, parseTypedDate, sameTypedDate } from './typedDate';

describe('parseTypedDate: the date forms a person in Mexico types', () => {
  it.each([
    ['30/11/2026', '2026-11-30 00:00'],
    ['30-11-2026', '2026-11-30 00:00'],
    ['3/1/2026', '2026-01-03 00:00'],
    ['03-1-2026', '2026-01-03 00:00'],
  ])('a date picker takes %s', (typed, expected) => {
    expect(parseTypedDate(typed, false)?.format('YYYY-MM-DD HH:mm')).toBe(expected);
  });

  it.each([
    ['30/11/2026 10:00', '2026-11-30 10:00'],
    ['30-11-2026 10:00', '2026-11-30 10:00'],
    ['3/1/2026 9:05', '2026-01-03 09:05'],
    ['14-12-2026 10:00', '2026-12-14 10:00'],
    ['1-2-2027 10:30', '2027-02-01 10:30'],
    ['  30/11/2026   17:35 ', '2026-11-30 17:35'],
  ])('a date-and-time picker takes %s', (typed, expected) => {
    expect(parseTypedDate(typed, true)?.format('YYYY-MM-DD HH:mm')).toBe(expected);
  });

  it.each(['31/02/2026', '30/13/2026', '2026-11-30', '11/30/2026 10:00', 'mañana', '30/11/26'])('refuses %s', (typed) => {
    expect(parseTypedDate(typed, true)).toBeNull();
  });

  it.each(['30/11/2026', '14-12-2026', '3/1/2026'])('a date-and-time picker does not take the day %s alone as midnight: it asks for the time', (typed) => {
    expect(parseTypedDate(typed, true)).toBeNull();
    expect(isDayWithoutTime(typed)).toBe(true);
  });

  it.each(['14/12/2026 1', '14/12/2026 10:0', '14/12/202', 'mañana'])('%s is not a day without its time', (typed) => {
    expect(isDayWithoutTime(typed)).toBe(false);
  });

  it('tells the text typed and the picker’s own form of it for the same moment', () => {
    expect(sameTypedDate('14/12/2026 10:00', '14-12-2026 10:00', true)).toBe(true);
    expect(sameTypedDate('1/2/2027 9:05', '01-02-2027 09:05', true)).toBe(true);
    expect(sameTypedDate('14/12/2026 1', '14/12/2026 1', true)).toBe(true);
    expect(sameTypedDate('14/12/2026 10:00', '15-12-2026 10:00', true)).toBe(false);
    expect(sameTypedDate('14/12/2026 1', '14-12-2026 00:00', true)).toBe(false);
    expect(sameTypedDate('3/1/2026', '03-01-2026', false)).toBe(true);
  });

  it('a date picker does not take a time it would drop', () => {
    expect(parseTypedDate('30/11/2026 10:00', false)).toBeNull();
  });
});
