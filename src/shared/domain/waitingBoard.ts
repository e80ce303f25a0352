/** Rows a board page shows: sized so each row is about a tenth of the screen's height. */
export const BOARD_ROWS_PER_PAGE = 7;
/** How long each page stays on screen before the board turns to the next one. */
export const BOARD_PAGE_MS = 10_000;
/** How long a started appointment stays on the board as 'Atendiendo' (the client is still in the room). */
export const BOARD_ATTENDING_MS = 30 * 60_000;

/**
 * Where today's client is (the arrival loop): POR_LLEGAR before the hour, RETRASADA after it while
 * not arrived (it stays until arrived, started or marked no-show), EN_SALA once arrived,
 * ATENDIENDO once the adviser started it.
 */
export type BoardState = 'POR_LLEGAR' | 'RETRASADA' | 'EN_SALA' | 'ATENDIENDO';

export interface BoardTimes {
  date: string | Date;
  arrivedAt?: string | Date | null;
  startedAt?: string | Date | null;
}

export function boardStateOf(row: BoardTimes, now: number): BoardState {
  if (row.startedAt) return 'ATENDIENDO';
  if (row.arrivedAt) return 'EN_SALA';
  return new Date(row.date).getTime() < now ? 'RETRASADA' : 'POR_LLEGAR';
}

/** Whole minutes a client has waited since arriving (0 before a minute). */
export function waitingMinutes(arrivedAt: string | Date, now: number): number {
  return Math.max(0, Math.floor((now - new Date(arrivedAt).getTime()) / 60_000));
}

/**
 * The board's pages: today's appointments in time order, cut into pages. A late one stays
 * ('Retrasada') until it is arrived, started or marked no-show (the API leaves out closed ones);
 * a started one leaves BOARD_ATTENDING_MS after it started.
 */
export function boardPages<T extends BoardTimes & { id: number }>(rows: readonly T[], now: number, perPage = BOARD_ROWS_PER_PAGE): T[][] {
  const shown = rows
    .filter((r) => !r.startedAt || new Date(r.startedAt).getTime() >= now - BOARD_ATTENDING_MS)
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime() || a.id - b.id);
  const pages: T[][] = [];
  for (let i = 0; i < shown.length; i += perPage) pages.push(shown.slice(i, i + perPage));
  return pages;
}
