import { describe, expect, it } from 'vitest';
import { BOARD_GRACE_MS, boardPages } from './waitingBoard';

const at = (iso: string, id: number) => ({ id, date: iso });

describe('boardPages', () => {
  const now = Date.parse('2026-03-02T18:00:00Z');
  it('drops appointments past the grace and puts the next first', () => {
    const rows = [at('2026-03-02T19:00:00Z', 1), at('2026-03-02T16:00:00Z', 2), at('2026-03-02T18:30:00Z', 3), at(new Date(now - BOARD_GRACE_MS + 1000).toISOString(), 4)];
    expect(boardPages(rows, now).flat().map((r) => r.id)).toEqual([4, 3, 1]);
  });
  it('cuts 40 appointments into pages of 7', () => {
    const rows = Array.from({ length: 40 }, (_, i) => at(new Date(now + (i + 1) * 60_000).toISOString(), i + 1));
    const pages = boardPages(rows, now);
    expect(pages).toHaveLength(6);
    expect(pages[0]).toHaveLength(7);
    expect(pages[5]).toHaveLength(5);
  });
});
