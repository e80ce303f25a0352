import { describe, expect, it } from 'vitest';
import { lastActivityColor } from './lastActivityColor';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * 86_400_000 - extraMs);

describe('lastActivityColor (§4)', () => {
  it('is none up to 2 days', () => {
    expect(lastActivityColor(ago(0), now)).toBeNull();
    expect(lastActivityColor(ago(2), now)).toBeNull();
  });
  it('is green just past 2 days and up to 4', () => {
    expect(lastActivityColor(ago(2, 1), now)).toBe('green');
    expect(lastActivityColor(ago(4), now)).toBe('green');
  });
  it('is orange past 4 days and up to 8', () => {
    expect(lastActivityColor(ago(4, 1), now)).toBe('orange');
    expect(lastActivityColor(ago(8), now)).toBe('orange');
  });
  it('is red past 8 days', () => {
    expect(lastActivityColor(ago(8, 1), now)).toBe('red');
    expect(lastActivityColor(ago(90), now)).toBe('red');
  });
  it('accepts ISO strings and ignores missing or invalid dates', () => {
    expect(lastActivityColor(ago(5).toISOString(), now)).toBe('orange');
    expect(lastActivityColor(null, now)).toBeNull();
    expect(lastActivityColor('not a date', now)).toBeNull();
  });
});
