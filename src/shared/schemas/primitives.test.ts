import { describe, expect, it } from 'vitest';
import { dbId, isStorableDate, sortKeys, text } from './primitives';

describe('request primitives', () => {
  it('takes only plain positive int4 ids', () => {
    expect(dbId.parse('31')).toBe(31);
    expect(dbId.parse(7)).toBe(7);
    for (const bad of ['0x1F', '+1', '1e3', '0', '-1', '2147483648', '1.5', '', ' ', 'abc', 2147483648, 1.5]) {
      expect(dbId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
  it('refuses NUL and over-long text', () => {
    expect(text(5).safeParse('a\u0000b').success).toBe(false);
    expect(text(5).safeParse('abcdef').success).toBe(false);
    expect(text(5).parse(' abc ')).toBe('abc');
  });
  it('knows impossible and unstorable dates', () => {
    expect(isStorableDate('2024-02-29')).toBe(true);
    expect(isStorableDate('2024-02-29T10:00:00.000Z')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-45', '2024-99-99', '0000-01-01', '10000-01-01', '-0001-01-01', '2024-01-01T25:00']) {
      expect(isStorableDate(bad), bad).toBe(false);
    }
  });
  it('parses direction-prefixed sort keys from its own list only', () => {
    const s = sortKeys(['contactName', 'phase']);
    expect(s.parse('-phase,contactName')).toEqual([
      { key: 'phase', desc: true },
      { key: 'contactName', desc: false },
    ]);
    expect(s.safeParse('__proto__').success).toBe(false);
  });
});
