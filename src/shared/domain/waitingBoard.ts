/** How long after its time an appointment stays on the board (the client may still be waiting). */
export const BOARD_GRACE_MS = 15 * 60_000;
/** Rows a board page shows: sized so each row is about a tenth of the screen's height. */
export const BOARD_ROWS_PER_PAGE = 7;
/** How long each page stays on screen before the board turns to the next one. */
export const BOARD_PAGE_MS = 10_000;

/**
 * The board's pages: today's appointments from (now − grace) on, the next ones first, cut into
 * pages. Past appointments leave the board.
 */
export function boardPages<T extends { date: string | Date; id: number }>(rows: readonly T[], now: number, perPage = BOARD_ROWS_PER_PAGE): T[][] {
  const upcoming = rows
    .filter((r) => new Date(r.date).getTime() >= now - BOARD_GRACE_MS)
    .sort((a, b) => new Date(a.date).getTime() - new Date(b.date).getTime() || a.id - b.id);
  const pages: T[][] = [];
  for (let i = 0; i < upcoming.length; i += perPage) pages.push(upcoming.slice(i, i + perPage));
  return pages;
}
