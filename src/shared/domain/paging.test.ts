import { describe, expect, it } from 'vitest';
import { jumpWindow, pageCount, pageWindow } from './paging';

describe('paging', () => {
  it('counts pages as total / 10 rounded up, never fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });

  it('shows windows of 5 page numbers', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(12, 12)).toEqual([11, 12]);
  });

  it('moves next and previous by a whole window, within the pages', () => {
    expect(jumpWindow(3, 12, 1)).toBe(6);
    expect(jumpWindow(8, 12, 1)).toBe(11);
    expect(jumpWindow(11, 12, 1)).toBe(12);
    expect(jumpWindow(8, 12, -1)).toBe(1);
    expect(jumpWindow(2, 12, -1)).toBe(1);
  });
});
