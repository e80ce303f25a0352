import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mexicoCityIso, mexicoCityToEpoch } from './mexicoTime';

describe('appointment time', () => {
  it('reads the picked wall-clock time as Mexico City time (UTC-6), whatever the viewer zone', () => {
    expect(new Date(mexicoCityToEpoch(dayjs(new Date(2026, 2, 10, 9, 30)))).toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(new Date(mexicoCityToEpoch(dayjs(new Date(2026, 11, 31, 20, 0)))).toISOString()).toBe('2027-01-01T02:00:00.000Z');
  });
});

describe('mexicoCityIso', () => {
  it('reads the typed wall clock as Mexico City time, whatever the zone it was typed in', () => {
    // 11:00 typed on 2 March 2026 (a Monday) is 17:00 UTC.
    const typed = dayjs(new Date(2026, 2, 2, 11, 0));
    expect(mexicoCityIso(typed)).toBe('2026-03-02T17:00:00.000Z');
  });
});
