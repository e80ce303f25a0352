import { describe, expect, it } from 'vitest';
import { totalWords } from '../../../shared/domain/paging';
import { boundedTotalOf, countBound } from './boundedTotal';
import { withExactTotal } from './knownTotal';

describe('a list total counted up to a bound', () => {
  it('counts to 1,000 on the first pages and five pages past a deeper one, so the pager moves on', () => {
    expect(countBound({ page: 1, limit: 10 })).toBe(1000);
    expect(countBound({ page: 120, limit: 10 })).toBe(1240);
    expect(countBound(withExactTotal({ page: 1, limit: 10 }))).toBeUndefined();
  });
  it("answers the bound as a lower bound past it, and the exact count below it: 'más de 1,000 registros'", () => {
    expect(boundedTotalOf(1001, 1000)).toEqual({ total: 1000, totalCapped: true });
    expect(boundedTotalOf(1000, 1000)).toEqual({ total: 1000 });
    expect(boundedTotalOf(20004, undefined)).toEqual({ total: 20004 });
    expect(totalWords(1000, true)).toBe('más de 1,000 registros');
    expect(totalWords(7, false)).toBe('7 registros');
    expect(totalWords(1, false)).toBe('1 registro');
    expect(totalWords(0, false)).toBe('0 registros');
  });
});
