import { useState } from 'react';
import { Alert, Empty, List, Segmented, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { MSG } from '@shared/messages';
import { dateTime } from '../format';
import { leadQueries } from '../queries';

/** The lead's agenda: today or this week; each entry's type, client, vehicle, branch and adviser. */
export function LeadAgendaTab({ leadId }: { leadId: number }) {
  const [range, setRange] = useState<'day' | 'week'>('day');
  const agenda = useQuery(leadQueries.agenda(range, leadId, dayjs().format('YYYY-MM-DD')));
  return (
    <div>
      <Segmented
        value={range}
        onChange={(v) => setRange(v as 'day' | 'week')}
        options={[
          { value: 'day', label: 'Hoy' },
          { value: 'week', label: 'Esta semana' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {agenda.isLoading ? (
        <Spin />
      ) : agenda.isError ? (
        <Alert type="error" title={MSG.loadError} description={agenda.error.message} />
      ) : !agenda.data?.length ? (
        <Empty description={range === 'day' ? MSG.noAppointmentsToday : 'No hay citas esta semana'} />
      ) : (
        <List
          size="small"
          dataSource={agenda.data}
          renderItem={(e) => (
            <List.Item>
              <List.Item.Meta
                title={`${e.type} · ${e.clientName}`}
                description={
                  <Typography.Text type="secondary">
                    {dateTime(e.date)} · {e.productName ?? '-'} · {e.agencyName ?? '-'} · {e.userName ?? '-'}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
