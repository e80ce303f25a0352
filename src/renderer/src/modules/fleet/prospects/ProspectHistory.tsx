import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Timeline, Typography } from 'antd';
import { formatDateTime } from '@shared/domain/dates';
import type { ProspectEvent } from '@shared/schemas/fleetProspect';
import { prospectQueries } from './prospectQueries';

const LABELS: Record<ProspectEvent['action'], string> = {
  created: 'Prospecto registrado',
  edited: 'Datos editados',
  discarded: 'Prospecto descartado',
  reactivated: 'Prospecto reactivado',
  converted: 'Convertido en lead',
};
const COLORS: Record<ProspectEvent['action'], string> = { created: 'blue', edited: 'gray', discarded: 'red', reactivated: 'green', converted: 'green' };

/** Historial: what happened to the prospect, newest first (the old product's tab was empty). */
export function ProspectHistory({ id }: { id: number }) {
  const history = useQuery(prospectQueries.history(id));
  if (history.isLoading) return <Spin />;
  if (history.isError) return <Alert type="error" title="Ocurrió un error" description={history.error.message} />;
  if (!history.data?.length) return <Empty description="Sin movimientos" />;
  return (
    <Timeline
      items={history.data.map((e) => ({
        color: COLORS[e.action],
        content: (
          <div>
            <Typography.Text strong>{LABELS[e.action]}</Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {formatDateTime(e.createdAt)}
                {e.User ? ` · ${e.User.firstAndLastName}` : ''}
              </Typography.Text>
            </div>
            {e.detail ? <div>{e.detail}</div> : null}
          </div>
        ),
      }))}
    />
  );
}
