import { Alert, Button, Flex, List, Popconfirm, Spin, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@shared/domain/dates';
import { can } from '@shared/domain/permissions';
import type { ConsentRow } from '@shared/schemas/privacy';
import { MSG } from '@shared/messages';
import { privacyRoutes } from '@shared/contracts/privacyContracts';
import { call } from '../../lib/apiCall';
import { useSignedIn } from '../../lib/session';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';

const STATE_TAGS: Record<ConsentRow['state'], { color: string; label: string }> = {
  otorgado: { color: 'green', label: 'Otorgado' },
  retirado: { color: 'red', label: 'Retirado' },
  'sin-consentimiento': { color: 'default', label: 'Sin consentimiento' },
};

/** 'Medio': how and when, under which notice version, and by whom it was recorded. */
function howOf(c: ConsentRow): string {
  if (c.state === 'sin-consentimiento') return 'La persona no ha dado su consentimiento';
  return [c.at ? formatDateTime(c.at) : null, c.channelLabel, c.noticeVersion ? `aviso v${c.noticeVersion}` : null, c.by, c.note].filter(Boolean).join(' · ');
}

/**
 * 'Consentimientos' of a retail lead (issue 54): each purpose of the agency's notice, otorgado or
 * retirado, when and how (medio) and under which notice version. Whoever works the lead records the
 * person's consent or opposition to a voluntary purpose; the necessary ones hold from collection.
 * A list rather than a table: it sits in the detail's half-width tabs.
 */
export function LeadConsentsTab({ leadId }: { leadId: number }) {
  const { role } = useSignedIn();
  const mayRecord = can(role, 'privacy:consent');
  const client = useQueryClient();
  const consents = useQuery(privacyQueries.consents(leadId));
  const record = useMutation({
    mutationFn: (input: { purposeId: number; granted: boolean }) => call(privacyRoutes.recordConsent, { params: { id: leadId }, body: { data: input } }),
    onSuccess: (answer) => {
      client.setQueryData(privacyQueries.consents(leadId).queryKey, answer.data);
      toast.success(answer.message);
    },
    onError: (error) => toast.error('Error', error.message),
  });

  if (consents.isLoading) return <Spin />;
  if (consents.isError) return <Alert type="error" title={MSG.loadError} description={consents.error.message} />;
  return (
    <div data-testid="lead-consents">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Las finalidades necesarias se aceptan al entregar los datos; las voluntarias requieren el consentimiento expreso de la persona, que puede retirarlo en cualquier momento.
      </Typography.Paragraph>
      <List<ConsentRow>
        dataSource={consents.data}
        rowKey="purposeId"
        renderItem={(c) => (
          <List.Item data-purpose={c.purpose}>
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <span>
                  <Typography.Text strong>{c.purpose}</Typography.Text>{' '}
                  <Typography.Text type="secondary">· {c.necessary ? 'Necesaria' : 'Voluntaria'}</Typography.Text>
                </span>
                <Tag color={STATE_TAGS[c.state].color} style={{ marginInlineEnd: 0 }}>
                  {STATE_TAGS[c.state].label}
                  {c.tacit ? ' (tácito)' : ''}
                </Tag>
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {howOf(c)}
              </Typography.Text>
              {mayRecord && !c.necessary ? (
                <Flex gap={8} wrap>
                  {c.state !== 'otorgado' ? (
                    <Button size="small" loading={record.isPending} onClick={() => record.mutate({ purposeId: c.purposeId, granted: true })}>
                      Registrar consentimiento
                    </Button>
                  ) : null}
                  {c.state !== 'retirado' ? (
                    <Popconfirm
                      title="Registrar oposición"
                      description={`La persona se opone a «${c.purpose}»: no se usará para esta finalidad.`}
                      okText="Registrar"
                      cancelText="Cancelar"
                      onConfirm={() => record.mutate({ purposeId: c.purposeId, granted: false })}
                    >
                      <Button size="small" danger loading={record.isPending}>
                        Registrar oposición
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Flex>
              ) : null}
            </Flex>
          </List.Item>
        )}
      />
    </div>
  );
}
