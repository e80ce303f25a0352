import { describe, expect, it } from 'vitest';
import { eraseAfterDays, eraseCutoff } from './privacyRetention';

describe('which retention period applies to a blocked record', () => {
  const periods = { blockedEraseDays: 365, saleEraseDays: 1825 };

  it('is the blocking period for a record without a sale, and the fiscal period for one tied to a sale', () => {
    expect(eraseAfterDays(periods, false)).toBe(365);
    expect(eraseAfterDays(periods, true)).toBe(1825);
  });

  it('never lets a sale’s record go before the blocking period, even when that one is longer', () => {
    expect(eraseAfterDays({ blockedEraseDays: 3000, saleEraseDays: 1825 }, true)).toBe(3000);
  });

  it('erases what was blocked before now minus the period', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(eraseCutoff(now, periods, false).toISOString()).toBe('2025-06-01T12:00:00.000Z');
    expect(eraseCutoff(now, periods, true).toISOString()).toBe('2021-06-02T12:00:00.000Z');
  });
});
