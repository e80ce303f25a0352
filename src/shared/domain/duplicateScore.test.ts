import { describe, expect, it } from 'vitest';
import { duplicateScore, formatScore } from './duplicateScore';

describe('duplicateScore', () => {
  it('gives a third per equal field', () => {
    expect(duplicateScore(0)).toBe(0);
    expect(duplicateScore(1)).toBe(33.33);
    expect(duplicateScore(2)).toBe(66.67);
    expect(duplicateScore(3)).toBe(100);
  });
  it('clips out-of-range counts', () => {
    expect(duplicateScore(7)).toBe(100);
    expect(duplicateScore(-1)).toBe(0);
  });
  it('formats for display', () => {
    expect(formatScore(33.33)).toBe('33.33');
    expect(formatScore(100)).toBe('100');
  });
});
