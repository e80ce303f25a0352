import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysLeft, isBusinessDay } from './arcoDeadline';
import { isMexicanRestDay } from './mexicanRestDays';

describe('the ARCO deadline in business days on the Mexican calendar', () => {
  it('skips weekends and official rest days, and does not count the day received', () => {
    // Friday 2026-01-30 + 1 → Monday 2026-02-02 is the first Monday of February (a rest day) → Tuesday.
    expect(isBusinessDay('2026-02-02', isMexicanRestDay)).toBe(false);
    expect(addBusinessDays('2026-01-30', 1, isMexicanRestDay)).toBe('2026-02-03');
    // 20 business days from Monday 2026-03-02: 16 March (third Monday of March) is a rest day.
    expect(addBusinessDays('2026-03-02', 20, isMexicanRestDay)).toBe('2026-03-31');
    expect(addBusinessDays('2026-03-02', 20, () => false)).toBe('2026-03-30');
  });

  it('counts the business days left, 0 on the day due and negative once overdue', () => {
    expect(businessDaysLeft('2026-03-27', '2026-03-31', isMexicanRestDay)).toBe(2);
    expect(businessDaysLeft('2026-03-31', '2026-03-31', isMexicanRestDay)).toBe(0);
    expect(businessDaysLeft('2026-04-02', '2026-03-31', isMexicanRestDay)).toBe(-2);
  });
});
