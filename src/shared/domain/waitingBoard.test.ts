import { describe, expect, it } from 'vitest';
import { BOARD_ATTENDING_MS, boardPages, boardStateOf, waitingMinutes } from './waitingBoard';

const at = (iso: string, id: number, extra: { arrivedAt?: string; startedAt?: string } = {}) => ({ id, date: iso, ...extra });

describe('boardPages', () => {
  const now = Date.parse('2026-03-02T18:00:00Z');
  it('keeps a late appointment not yet arrived (Retrasada) and puts the earliest first', () => {
    const rows = [at('2026-03-02T19:00:00Z', 1), at('2026-03-02T16:30:00Z', 2), at('2026-03-02T18:30:00Z', 3)];
    expect(boardPages(rows, now).flat().map((r) => r.id)).toEqual([2, 3, 1]);
    expect(boardStateOf(rows[1]!, now)).toBe('RETRASADA');
    expect(boardStateOf(rows[0]!, now)).toBe('POR_LLEGAR');
  });
  it('drops a started appointment once it has been attended for a while', () => {
    const started = at('2026-03-02T16:00:00Z', 1, { arrivedAt: '2026-03-02T15:55:00Z', startedAt: new Date(now - BOARD_ATTENDING_MS - 1000).toISOString() });
    const attending = at('2026-03-02T17:00:00Z', 2, { arrivedAt: '2026-03-02T16:55:00Z', startedAt: new Date(now - 60_000).toISOString() });
    expect(boardPages([started, attending], now).flat().map((r) => r.id)).toEqual([2]);
    expect(boardStateOf(attending, now)).toBe('ATENDIENDO');
  });
  it('says En sala once arrived, and counts the wait in whole minutes', () => {
    const arrived = at('2026-03-02T18:30:00Z', 1, { arrivedAt: '2026-03-02T17:47:30Z' });
    expect(boardStateOf(arrived, now)).toBe('EN_SALA');
    expect(waitingMinutes(arrived.arrivedAt!, now)).toBe(12);
  });
  it('cuts 40 appointments into pages of 7', () => {
    const rows = Array.from({ length: 40 }, (_, i) => at(new Date(now + (i + 1) * 60_000).toISOString(), i + 1));
    const pages = boardPages(rows, now);
    expect(pages).toHaveLength(6);
    expect(pages[0]).toHaveLength(7);
    expect(pages[5]).toHaveLength(5);
  });
});
