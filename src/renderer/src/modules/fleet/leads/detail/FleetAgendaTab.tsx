import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Segmented, Spin, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { AGENDA_MODE_LABELS, AGENDA_MODES, FOLLOW_UP_TEST_DRIVE, type AgendaMode } from '@shared/domain/fleetConstants';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import type { LeadFleetActivity } from '@shared/schemas/fleetActivity';
import { userName } from '../../shared/fleetTypes';
import { leadFleetQueries } from '../queries';
import { agendaWindow } from './agendaWindow';
import { formatDateTime } from '@shared/domain/dates';

/** The lead's agenda (spec part 2 §2, §4): Hoy / Semana (Monday–Sunday) / Mes, arrows shift by one; changing mode resets. */
export function FleetAgendaTab({ leadId }: { leadId: number }) {
  const [mode, setMode] = useState<AgendaMode>('TODAY');
  const [offset, setOffset] = useState(0);
  const w = agendaWindow(mode, offset);
  const schedule = useQuery(leadFleetQueries.schedule(leadId, w.start.toISOString(), w.end.add(1, 'millisecond').toISOString()));

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Segmented<AgendaMode>
          value={mode}
          onChange={(m) => (setMode(m), setOffset(0))}
          options={AGENDA_MODES.map((m) => ({ value: m, label: AGENDA_MODE_LABELS[m] }))}
        />
        <Flex align="center" gap={4}>
          <Button aria-label="Periodo anterior" icon={<LeftOutlined />} onClick={() => setOffset(offset - 1)} />
          <Typography.Text strong data-testid="agenda-label" style={{ minWidth: 170, textAlign: 'center' }}>
            {w.label}
          </Typography.Text>
          <Button aria-label="Periodo siguiente" icon={<RightOutlined />} onClick={() => setOffset(offset + 1)} />
        </Flex>
      </Flex>
      {schedule.isLoading ? (
        <Flex justify="center" gap={8} style={{ padding: 24 }}>
          <Spin size="small" /> <Typography.Text type="secondary">{FLEET_MSG.loading}</Typography.Text>
        </Flex>
      ) : schedule.isError ? (
        <Alert type="error" showIcon title={FLEET_MSG.agendaError} />
      ) : !schedule.data?.length ? (
        <Empty description={FLEET_MSG.noActivities} />
      ) : (
        <Flex vertical gap={8}>
          {schedule.data.map((a) => (
            <AgendaCard key={a.id} activity={a} />
          ))}
        </Flex>
      )}
    </div>
  );
}

function AgendaCard({ activity: a }: { activity: LeadFleetActivity }) {
  const testDrive = a.LeadFleetActivityFollowUpType?.slug === FOLLOW_UP_TEST_DRIVE;
  const vehicles = a.LeadFleetActivityTestDriveUnits.map((u) => [u.Product.name, u.Product.version].filter(Boolean).join(' ')).join(', ');
  return (
    <Card size="small" data-testid="agenda-card">
      <Flex justify="space-between" wrap gap={4}>
        <Typography.Text strong>{a.title}</Typography.Text>
        <Tag>{a.LeadFleetActivityFollowUpType?.description ?? 'Actividad'}</Tag>
      </Flex>
      <div>
        <Typography.Text type="secondary">
          {formatDateTime(a.date)}
          {testDrive && a.endDate ? ` – ${formatDateTime(a.endDate)}` : ''}
        </Typography.Text>
      </div>
      {testDrive ? (
        <div>
          <Typography.Text>Asesor: {userName(a.User) ?? FLEET_MSG.noAdvisor}</Typography.Text>
          <div>
            <Typography.Text>Vehículo: {vehicles || '-'}</Typography.Text>
          </div>
        </div>
      ) : (
        <Typography.Text>Actividad: {a.LeadFleetActivityType?.description ?? FLEET_MSG.noActivity}</Typography.Text>
      )}
      {a.comments ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: 2 }}>
          {a.comments}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
