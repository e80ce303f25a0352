import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Empty, Flex, List, Spin, Tag, Timeline, Typography } from 'antd';
import { ACTIVITY_OPEN, ACTIVITY_STATUS_LABELS, FLEET_HISTORY_SCROLL_PX, FOLLOW_UP_TEST_DRIVE } from '@shared/domain/fleetConstants';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import type { LeadFleetActivity } from '@shared/schemas/fleetActivity';
import { toast } from '../../../../ui/toast';
import { userName } from '../../shared/fleetTypes';
import { PhaseTag } from '../../shared/PhaseTag';
import { useActivityStatusMutation } from '../mutations';
import { leadFleetQueries } from '../queries';
import { fleetEventText } from './fleetEventText';
import { useFleetCan } from '../../shared/useFleetCan';
import { DocumentLinks } from '../../stage/DocumentLinks';
import { LeadDocumentsList } from '../../stage/LeadDocumentsList';
import { formatDateTime } from '@shared/domain/dates';

const FollowUpModal = lazy(() => import('./FollowUpModal').then((m) => ({ default: m.FollowUpModal })));

/**
 * Historial (spec part 2 §2): the lead's documents, then the activities grouped by phase, each with title, date, Abierto/Cerrado
 * and its Cerrar/Abrir toggle, comments and follow-up comments ('Agregar' while open and not a test
 * drive); then the lead's own moves. Scrolls within 1000 px.
 */
export function FleetHistoryTab({ leadId }: { leadId: number }) {
  const history = useQuery(leadFleetQueries.history(leadId));
  const [followUpOf, setFollowUpOf] = useState<number | null>(null);

  if (history.isLoading) return <Spin tip={FLEET_MSG.loading} />;
  if (history.isError) return <Alert type="error" title="Error" description={history.error.message} />;
  const data = history.data;
  const empty = !data?.phases.some((p) => p.activities.length);

  return (
    <div style={{ maxHeight: FLEET_HISTORY_SCROLL_PX, overflowY: 'auto', paddingRight: 4 }} data-testid="fleet-history">
      <LeadDocumentsList leadId={leadId} />
      {empty ? <Empty description="Sin actividades registradas" /> : null}
      {data?.phases
        .filter((p) => p.activities.length)
        .map((group) => (
          <section key={group.phase} data-testid={`history-phase-${group.phase}`}>
            <Divider titlePlacement="start" style={{ margin: '8px 0' }}>
              <PhaseTag phase={group.phase} />
            </Divider>
            <Flex vertical gap={8}>
              {group.activities.map((a) => (
                <HistoryItem key={a.id} activity={a} onFollowUp={() => setFollowUpOf(a.id)} />
              ))}
            </Flex>
          </section>
        ))}
      {data?.events.length ? (
        <>
          <Divider titlePlacement="start" style={{ margin: '16px 0 8px' }}>
            Movimientos del lead
          </Divider>
          <Timeline
            items={data.events.map((e) => ({
              key: e.id,
              content: (
                <div>
                  <Typography.Text>{fleetEventText(e)}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(e.createdAt)}
                      {e.User ? ` · ${userName(e.User)}` : ''}
                    </Typography.Text>
                  </div>
                </div>
              ),
            }))}
          />
        </>
      ) : null}
      <Suspense fallback={null}>{followUpOf !== null ? <FollowUpModal leadId={leadId} activityId={followUpOf} onClose={() => setFollowUpOf(null)} /> : null}</Suspense>
    </div>
  );
}

function HistoryItem({ activity: a, onFollowUp }: { activity: LeadFleetActivity; onFollowUp(): void }) {
  const toggle = useActivityStatusMutation();
  const mayWork = useFleetCan('fleet:work');
  const open = a.status === ACTIVITY_OPEN;
  const testDrive = a.LeadFleetActivityFollowUpType?.slug === FOLLOW_UP_TEST_DRIVE;
  const flip = () =>
    toggle.mutate(
      { id: a.id, status: open ? 0 : 1 },
      { onSuccess: () => toast.success(FLEET_MSG.statusChanged), onError: (e) => toast.error(e.message) },
    );
  const files = [
    { label: 'Evidencias', list: a.testEvidence },
    { label: 'Comodato', list: a.comodato },
    { label: 'TCO', list: a.TCO },
  ];

  return (
    <Card size="small" data-testid="history-item">
      <Flex justify="space-between" align="start" wrap gap={8}>
        <div>
          <Typography.Text strong>{a.title}</Typography.Text>
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {a.date ? `${formatDateTime(a.date)} · ` : ''}Registrada {formatDateTime(a.createdAt)}
              {a.LeadFleetActivityType ? ` · ${a.LeadFleetActivityType.description}` : ''}
            </Typography.Text>
          </div>
        </div>
        <Flex gap={8} align="center">
          <Tag color={open ? 'blue' : 'default'} data-testid="activity-status">
            {ACTIVITY_STATUS_LABELS[a.status]}
          </Tag>
          {mayWork ? (
            <Button size="small" loading={toggle.isPending} onClick={flip}>
              {open ? FLEET_MSG.close : FLEET_MSG.open}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {testDrive ? (
        <div style={{ marginTop: 8 }}>
          <Typography.Paragraph style={{ margin: 0 }}>
            <Typography.Text type="secondary">Comentarios de la prueba: </Typography.Text>
            {a.commentsOnTest || '-'}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>
            <Typography.Text type="secondary">Comentarios de la reunión de resultados: </Typography.Text>
            {a.commentsOnResults || '-'}
          </Typography.Paragraph>
          {files.map((g) =>
            g.list.length ? (
              <div key={g.label} data-testid={`history-files-${g.label}`}>
                <Typography.Text type="secondary">{g.label}: </Typography.Text>
                {/* Files are served only with the caller's token: they open in the in-app viewer. */}
                <DocumentLinks items={g.list.map((f) => ({ key: f.id, label: f.name, url: f.url }))} />
              </div>
            ) : null,
          )}
        </div>
      ) : (
        <>
          {a.comments ? <Typography.Paragraph style={{ margin: '8px 0 0' }}>{a.comments}</Typography.Paragraph> : null}
          <List
            size="small"
            style={{ marginTop: 8 }}
            header={
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary">Seguimiento</Typography.Text>
                {open && mayWork ? (
                  <Button size="small" type="link" onClick={onFollowUp}>
                    {FLEET_MSG.add}
                  </Button>
                ) : null}
              </Flex>
            }
            locale={{ emptyText: 'Sin comentarios de seguimiento' }}
            dataSource={a.LeadFleetActivityFollowUpComments}
            renderItem={(c) => (
              <List.Item>
                <div>
                  <Typography.Text>{c.comment}</Typography.Text>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(c.createdAt)}
                      {c.User ? ` · ${userName(c.User)}` : ''}
                    </Typography.Text>
                  </div>
                </div>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
