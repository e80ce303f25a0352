import { describe, expect, it } from 'vitest';
import { wrongGuessLimit } from './wrongGuessLimit';

describe('wrongGuessLimit', () => {
  it('is exceeded after max wrong codes from one address within the window, and only for that address', () => {
    const limit = wrongGuessLimit({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) {
      expect(limit.exceeded('10.0.0.1', 1000 + i)).toBe(false);
      limit.note('10.0.0.1', 1000 + i);
    }
    expect(limit.exceeded('10.0.0.1', 2000)).toBe(true);
    expect(limit.exceeded('10.0.0.2', 2000)).toBe(false);
  });

  it('forgets an address once its window has passed', () => {
    const limit = wrongGuessLimit({ max: 2, windowMs: 60_000 });
    limit.note('10.0.0.1', 0);
    limit.note('10.0.0.1', 1);
    expect(limit.exceeded('10.0.0.1', 59_999)).toBe(true);
    expect(limit.exceeded('10.0.0.1', 60_000)).toBe(false);
    limit.note('10.0.0.1', 60_000);
    expect(limit.exceeded('10.0.0.1', 60_001)).toBe(false);
  });

  it('keeps at most maxAddresses, dropping the oldest', () => {
    const limit = wrongGuessLimit({ max: 1, windowMs: 60_000, maxAddresses: 2 });
    limit.note('a', 0);
    limit.note('b', 1);
    limit.note('c', 2);
    expect(limit.exceeded('a', 3)).toBe(false);
    expect(limit.exceeded('b', 3)).toBe(true);
    expect(limit.exceeded('c', 3)).toBe(true);
  });
});
