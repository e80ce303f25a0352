import { describe, expect, it } from 'vitest';
import { dayLabel, sameDay, timeOfDay, waitingText, waPhone, windowIsOpen } from './whatsappTime';

// Noon local time keeps the day the same whatever zone the test machine runs in.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('whatsappTime', () => {
  const now = at(2026, 12, 16, 12);

  it('labels the day separator Hoy, Ayer or the day', () => {
    expect(dayLabel(at(2026, 12, 16, 0, 5), now)).toBe('Hoy');
    expect(dayLabel(at(2026, 12, 15, 23, 59), now)).toBe('Ayer');
    expect(dayLabel(at(2026, 12, 14, 9), now)).toBe('14-12-2026');
  });

  it('tells days apart and gives the time as HH:mm', () => {
    expect(sameDay(at(2026, 12, 16, 0, 1), at(2026, 12, 16, 23, 59))).toBe(true);
    expect(sameDay(at(2026, 12, 15, 23, 59), at(2026, 12, 16, 0, 1))).toBe(false);
    expect(timeOfDay(at(2026, 12, 16, 9, 7))).toBe('09:07');
  });

  it('says how long the client has waited', () => {
    expect(waitingText(now - 20_000, now)).toBe('menos de 1 min');
    expect(waitingText(now - 12 * 60_000, now)).toBe('12 min');
    expect(waitingText(now - 125 * 60_000, now)).toBe('2 h 05 min');
    expect(waitingText(now - (3 * 24 + 4) * 3_600_000, now)).toBe('3 d 4 h');
  });

  it('opens the 24-hour window only until windowOpenUntil', () => {
    expect(windowIsOpen(new Date(now + 60_000).toISOString(), now)).toBe(true);
    expect(windowIsOpen(new Date(now - 1).toISOString(), now)).toBe(false);
    expect(windowIsOpen(null, now)).toBe(false);
  });

  it('shows a WhatsApp id as the screens show phones, and a masked one as it came', () => {
    expect(waPhone('+5215593841768')).toBe('+52 55 9384 1768');
    expect(waPhone('525593841768')).toBe('+52 55 9384 1768');
    expect(waPhone('-')).toBe('-');
    expect(waPhone(null)).toBe('-');
  });
});
