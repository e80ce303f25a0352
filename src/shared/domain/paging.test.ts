import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jumpWindow, pageCount, pageWindow } from './paging';

describe('paging', () => {
  it('pages = total / 10 rounded up, at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows windows of 5 page numbers clipped to the last page', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(12, 12)).toEqual([11, 12]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('next and previous move by a whole window and stay in range', () => {
    expect(jumpWindow(3, 12, 1)).toBe(6);
    expect(jumpWindow(7, 12, 1)).toBe(11);
    expect(jumpWindow(12, 12, 1)).toBe(12);
    expect(jumpWindow(7, 12, -1)).toBe(1);
    expect(jumpWindow(2, 12, -1)).toBe(1);
  });

  it('within the last window an arrow still reaches the next page (2 pages: 1 -> 2)', () => {
    expect(jumpWindow(1, 2, 1)).toBe(2);
    expect(jumpWindow(2, 2, -1)).toBe(1);
    expect(jumpWindow(11, 12, 1)).toBe(12);
  });

  it('the window always holds the current page and at most 5 numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const [page, pages] = a <= b ? [a, b] : [b, a];
        const w = pageWindow(page, pages);
        expect(w).toContain(page);
        expect(w.length).toBeLessThanOrEqual(5);
        expect((w[0]! - 1) % 5).toBe(0);
        const next = jumpWindow(page, pages, 1);
        expect(next).toBeGreaterThanOrEqual(page);
        expect(next).toBeLessThanOrEqual(pages);
      }),
    );
  });
});
