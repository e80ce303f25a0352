import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { localDay } from '@shared/domain/agendaRange';
import type { AgendaView } from '@shared/domain/agendaLayout';
import { isAdviser } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { useSignedIn } from '../../lib/session';
import { AgendaCard } from './AgendaCard';
import { agendaQueries } from './queries';

/** The small agenda widget (Hoy, Semana, Mes): its buttons go to the agenda and to 'Crear cita'. */
export function AgendaWidget() {
  const { agencyId, user, role } = useSignedIn();
  const navigate = useNavigate();
  const [view, setView] = useState<AgendaView>('day');
  const today = localDay(new Date());
  const agenda = useQuery(agendaQueries.range(view, today, agencyId, isAdviser(role) ? user.id : -1));
  const items = (agenda.data ?? []).slice(0, 5);
  return (
    <Card title="Agenda" size="small">
      <Segmented<AgendaView>
        value={view}
        onChange={setView}
        options={[
          { value: 'day', label: 'Hoy' },
          { value: 'week', label: 'Semana' },
          { value: 'month', label: 'Mes' },
        ]}
      />
      <div style={{ margin: '8px 0' }}>
        {items.length === 0 ? <Typography.Text type="secondary">{MSG.noAppointmentsToday}</Typography.Text> : items.map((i) => <AgendaCard key={i.id} item={i} compact />)}
      </div>
      <Flex gap={8}>
        <Button onClick={() => navigate(`/sells/agenda?view=${view}&date=${today}`)}>Ir Agenda</Button>
        <Button type="primary" onClick={() => navigate('/sells/agenda?crear=1')}>Agregar</Button>
      </Flex>
    </Card>
  );
}
