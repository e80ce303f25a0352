import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import dayjs from 'dayjs';
import { MSG } from '@shared/messages';
import { appointmentQueries } from './queries';

const cell = { padding: '18px 24px', borderBottom: '1px solid #333', textAlign: 'left' as const };

/**
 * lista-espera-citas/{AgencyId}: the showroom board. Black, full screen, large type readable from
 * across the room; polled every 30 s; a failed poll keeps the last rows and says so.
 */
export function WaitingListBoard() {
  const agencyId = Number(useParams().AgencyId);
  const board = useQuery({ ...appointmentQueries.waitingList(agencyId), enabled: Number.isInteger(agencyId) && agencyId > 0 });
  const rows = board.data ?? [];
  const updated = board.dataUpdatedAt ? dayjs(board.dataUpdatedAt).format('HH:mm:ss') : '—';
  return (
    <div
      data-testid="waiting-list"
      style={{ position: 'fixed', inset: 0, background: '#000', color: '#fff', overflow: 'auto', padding: '2vw', fontSize: 'clamp(20px, 2.6vw, 44px)' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', marginBottom: '1.5vw' }}>
        <h1 style={{ color: '#fff', margin: 0, fontSize: '1.6em' }}>Lista de espera</h1>
        <span style={{ fontSize: '0.55em', color: board.isError ? '#ff7875' : '#aaa' }}>
          {board.isError ? `${MSG.noConnection} · ` : ''}Actualizado {updated}
        </span>
      </div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ color: '#faad14' }}>
            <th style={cell}>Nombre cliente</th>
            <th style={cell}>Tipo</th>
            <th style={cell}>Asesor</th>
            <th style={cell}>Hora</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td style={cell}>{row.nombre_cliente}</td>
              <td style={cell}>{row.tipo}</td>
              <td style={cell}>{row.asesor}</td>
              <td style={cell}>{row.hora}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {board.isSuccess && rows.length === 0 && <p style={{ color: '#aaa', marginTop: '2vw' }}>{MSG.noAppointmentsToday}</p>}
      {board.isLoading && <p style={{ color: '#aaa', marginTop: '2vw' }}>{MSG.loading}</p>}
    </div>
  );
}
