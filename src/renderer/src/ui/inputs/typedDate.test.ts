import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typedDate';

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
    ['30/11/2026', '2026-11-30 00:00'],
    ['  30/11/2026   17:35 ', '2026-11-30 17:35'],
  ])('a date-and-time picker takes %s', (typed, expected) => {
    expect(parseTypedDate(typed, true)?.format('YYYY-MM-DD HH:mm')).toBe(expected);
  });

  it.each(['31/02/2026', '30/13/2026', '2026-11-30', '11/30/2026 10:00', 'mañana', '30/11/26'])('refuses %s', (typed) => {
    expect(parseTypedDate(typed, true)).toBeNull();
  });

  it('a date picker does not take a time it would drop', () => {
    expect(parseTypedDate('30/11/2026 10:00', false)).toBeNull();
  });
});
