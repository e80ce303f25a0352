import { describe, expect, it } from 'vitest';
import { dayFromText, formatDate, formatDateTime } from './dates';

const MX = 'America/Mexico_City';

describe('formatDateTime (spec §9: dd-MM-yyyy HH:mm:ss)', () => {
  it('shows an instant in the zone asked for, seconds included, on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-26T10:54:38.000Z', MX)).toBe('26-11-2026 04:54:38');
    expect(formatDateTime('2026-11-26T22:05:09Z', MX)).toBe('26-11-2026 16:05:09');
    expect(formatDateTime('2026-11-26T10:54:38Z', 'UTC')).toBe('26-11-2026 10:54:38');
  });
  it('crosses midnight into the viewer’s day, not the stored one', () => {
    expect(formatDateTime('2026-11-27T03:00:00Z', MX)).toBe('26-11-2026 21:00:00');
  });
  it('takes Date and epoch values', () => {
    expect(formatDateTime(new Date('2026-01-02T06:00:00Z'), MX)).toBe('02-01-2026 00:00:00');
    expect(formatDateTime(Date.UTC(2026, 0, 2, 6), MX)).toBe('02-01-2026 00:00:00');
  });
  it('reads a blank as - and leaves a value that is not a date as it came', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('mañana')).toBe('mañana');
  });
});

describe('formatDate (the day only)', () => {
  it('keeps a plain day whatever the zone', () => {
    expect(formatDate('2026-08-15', MX)).toBe('15-08-2026');
    expect(formatDate('2026-08-15', 'Asia/Tokyo')).toBe('15-08-2026');
  });
  it('gives an instant’s day where it is seen', () => {
    expect(formatDate('2026-08-15T03:00:00Z', MX)).toBe('14-08-2026');
    expect(formatDate('2026-08-15T03:00:00Z', 'UTC')).toBe('15-08-2026');
  });
  it('reads a blank as -', () => {
    expect(formatDate(null)).toBe('-');
  });
});

describe('dayFromText', () => {
  it('reads DD-MM-YYYY, DD/MM/YYYY and YYYY-MM-DD as the same day', () => {
    expect(['31-12-2026', '31/12/2026', '2026-12-31', ' 31/12/2026 '].map(dayFromText)).toEqual(['2026-12-31', '2026-12-31', '2026-12-31', '2026-12-31']);
    expect(dayFromText('1/2/2027')).toBe('2027-02-01');
  });
  it('refuses what is not a real day', () => {
    expect(['31-02-2026', '2026-13-01', '00-01-2026', '15-06-1899', 'mañana', ''].map(dayFromText)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });
});
