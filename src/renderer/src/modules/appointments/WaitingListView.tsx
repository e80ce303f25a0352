import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { BOARD_PAGE_MS, BOARD_ROWS_PER_PAGE, boardPages, boardStateOf, waitingMinutes, type BoardState } from '@shared/domain/waitingBoard';
import { MSG } from '@shared/messages';
import type { WaitingBoardRow } from '@shared/schemas/waitingListDisplay';

/** Row heights in vh so that a page of rows fills the screen at any TV or monitor size. */
const HEADER_VH = 17;
const ROW_VH = (100 - HEADER_VH - 12) / BOARD_ROWS_PER_PAGE;
const cell = { padding: '0 1.5vw', textAlign: 'left' as const, whiteSpace: 'nowrap' as const, overflow: 'hidden', textOverflow: 'ellipsis' };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Each state in a hue that reads on black from across the room. */
const STATE_COLORS: Record<BoardState, string> = { POR_LLEGAR: '#d9d9d9', RETRASADA: '#ff7875', EN_SALA: '#95de64', ATENDIENDO: '#69c0ff' };

/** 'Por llegar', 'Retrasada', 'En sala (desde 11:04) · 12 min', 'Atendiendo': the wait grows with the clock. */
function stateText(row: WaitingBoardRow, now: number): { state: BoardState; text: string } {
  const state = boardStateOf(row, now);
  if (state === 'EN_SALA' && row.arrivedAt) {
    const since = dayjs(row.arrivedAt).tz(AGENCY_TIME_ZONE).format('HH:mm');
    return { state, text: `En sala (desde ${since}) · ${waitingMinutes(row.arrivedAt, now)} min` };
  }
  return { state, text: state === 'ATENDIENDO' ? 'Atendiendo' : state === 'RETRASADA' ? 'Retrasada' : 'Por llegar' };
}

/** Ticks every second: the clock and the page turns follow it. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface WaitingListViewProps {
  rows: readonly WaitingBoardRow[] | undefined;
  loading: boolean;
  /** The last poll failed: the rows are the last ones received, at `updatedAt`. */
  offline: boolean;
  /** When the rows on screen arrived (ms since epoch; 0: never). */
  updatedAt: number;
  /** Shown instead of any row (a display station whose credential was revoked). */
  notice?: string;
}

/**
 * The showroom TV. Read from three metres: a few large rows, short names on one line, today's
 * appointments in time order, each saying where its client is (Por llegar, Retrasada until arrived,
 * started or marked no-show, En sala with the wait growing, Atendiendo), a clock, and pages that turn by themselves with 'Página n
 * de m'. Nothing to touch. A failed poll keeps the last rows and says since when ('Sin conexión ·
 * datos de las HH:mm'); a notice blanks the rows. Fed by the staff board (WaitingListBoard) and the
 * display station's board (display/DeviceBoard).
 */
export function WaitingListView({ rows: received, loading, offline, updatedAt, notice }: WaitingListViewProps) {
  const now = useNow();
  const pages = boardPages(notice ? [] : (received ?? []), now);
  const pageIndex = pages.length ? Math.floor(now / BOARD_PAGE_MS) % pages.length : 0;
  const rows = pages[pageIndex] ?? [];
  const clock = dayjs(now).tz(AGENCY_TIME_ZONE);
  const total = pages.reduce((n, p) => n + p.length, 0);

  return (
    <main
      data-testid="waiting-list"
      style={{ position: 'fixed', inset: 0, background: '#000', color: '#fff', overflow: 'hidden', padding: '2vh 2.5vw', cursor: 'none', userSelect: 'none' }}
    >
      <header style={{ height: `${HEADER_VH - 2}vh`, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          <h1 style={{ color: '#fff', margin: 0, fontSize: '6vh', lineHeight: 1.1 }}>Lista de espera</h1>
          <div style={{ color: '#d9d9d9', fontSize: '2.8vh' }}>
            {capitalize(clock.format('dddd D [de] MMMM'))} · {total} {total === 1 ? 'cita' : 'citas'}
          </div>
        </div>
        <div data-testid="board-clock" aria-label="Hora actual" style={{ fontSize: '9vh', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {clock.format('HH:mm')}
        </div>
      </header>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        {/* 'Prueba de manejo', the longest type, fits its column whole at 16:9 and 1366×768 alike. */}
        <colgroup>
          <col style={{ width: '36%' }} />
          <col style={{ width: '26%' }} />
          <col style={{ width: '25%' }} />
          <col style={{ width: '13%' }} />
        </colgroup>
        <thead>
          <tr style={{ color: '#ffc53d', fontSize: '3vh', height: '6vh', borderBottom: '2px solid #595959' }}>
            <th style={cell}>Nombre cliente</th>
            <th style={cell}>Tipo</th>
            <th style={cell}>Asesor</th>
            <th style={{ ...cell, textAlign: 'right' }}>Hora</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const { state, text } = stateText(row, now);
            return (
            <tr key={row.id} data-testid="board-row" data-state={state} style={{ height: `${ROW_VH}vh`, fontSize: `${ROW_VH * 0.38}vh`, background: i % 2 ? '#141414' : '#000' }}>
              <td style={{ ...cell, fontWeight: 600, lineHeight: 1.15 }}>
                {row.nombre_corto}
                {/* Where the client is, under the name: the four columns keep their widths. */}
                <div data-testid="board-state" style={{ fontSize: '0.68em', fontWeight: 700, color: STATE_COLORS[state], overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {text}
                </div>
              </td>
              <td style={{ ...cell, fontSize: '0.8em' }} data-testid="board-type">
                {row.tipo}
              </td>
              <td style={{ ...cell, fontSize: '0.8em' }}>{row.asesor_corto || '—'}</td>
              <td style={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>{row.hora}</td>
            </tr>
            );
          })}
        </tbody>
      </table>
      <footer style={{ position: 'absolute', left: '2.5vw', right: '2.5vw', bottom: '2vh', display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: '2.6vh', color: '#d9d9d9' }}>
        <span>
          {offline ? (
            <span data-testid="board-offline">Sin conexión · datos de las {updatedAt ? dayjs(updatedAt).tz(AGENCY_TIME_ZONE).format('HH:mm') : '—'}</span>
          ) : (
            <>Actualizado {updatedAt ? dayjs(updatedAt).tz(AGENCY_TIME_ZONE).format('HH:mm') : '—'}</>
          )}
        </span>
        {pages.length > 1 ? (
          <span data-testid="board-page" aria-live="polite" style={{ display: 'flex', alignItems: 'center', gap: '1vw' }}>
            Página {pageIndex + 1} de {pages.length}
            <span aria-hidden style={{ display: 'flex', gap: '0.6vw' }}>
              {pages.map((_, i) => (
                <span key={i} style={{ width: '1.4vh', height: '1.4vh', borderRadius: '50%', background: i === pageIndex ? '#ffc53d' : '#595959' }} />
              ))}
            </span>
          </span>
        ) : null}
      </footer>
      {notice ? (
        <p data-testid="board-notice" role="alert" style={{ color: '#ffc53d', marginTop: '6vh', fontSize: '5vh', textAlign: 'center' }}>
          {notice}
        </p>
      ) : null}
      {!notice && received && total === 0 && <p style={{ color: '#d9d9d9', marginTop: '4vh', fontSize: '4vh' }}>{MSG.noAppointmentsToday}</p>}
      {!notice && loading && <p style={{ color: '#d9d9d9', marginTop: '4vh', fontSize: '4vh' }}>{MSG.loading}</p>}
    </main>
  );
}
