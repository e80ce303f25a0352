import { Alert, Button, Popconfirm, Space, Spin, Table, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@shared/domain/permissions';
import type { ConsentRow } from '@shared/schemas/privacy';
import { MSG } from '@shared/messages';
import { api } from '../../lib/apiClient';
import { useSignedIn } from '../../lib/session';
import { toast } from '../../ui/toast';
import { privacyQueries } from './privacyQueries';
import { formatDateTime } from '@shared/domain/dates';

const STATE_TAGS: Record<ConsentRow['state'], { color: string; label: string }> = {
  otorgado: { color: 'green', label: 'Otorgado' },
  retirado: { color: 'red', label: 'Retirado' },
  'sin-consentimiento': { color: 'default', label: 'Sin consentimiento' },
};

/**
 * 'Consentimientos' of a retail lead (issue 54): each purpose of the agency's notice, otorgado or
 * retirado, when and how (medio) and under which notice version. Whoever works the lead records the
 * person's consent or opposition to a voluntary purpose; the necessary ones hold from collection.
 */
export function LeadConsentsTab({ leadId }: { leadId: number }) {
  const { role } = useSignedIn();
  const mayRecord = can(role, 'privacy:consent');
  const client = useQueryClient();
  const consents = useQuery(privacyQueries.consents(leadId));
  const record = useMutation({
    mutationFn: async (input: { purposeId: number; granted: boolean }) => (await api.post<{ data: ConsentRow[]; message: string }>(`/privacy/lead/${leadId}/consents`, { data: input })).data,
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
      <Table<ConsentRow>
        size="small"
        rowKey="purposeId"
        pagination={false}
        dataSource={consents.data}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'purpose',
            title: 'Finalidad',
            render: (_, c) => (
              <Space direction="vertical" size={0}>
                <span>{c.purpose}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {c.necessary ? 'Necesaria' : 'Voluntaria'}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'state',
            title: 'Estado',
            render: (_, c) => (
              <Tag color={STATE_TAGS[c.state].color}>
                {STATE_TAGS[c.state].label}
                {c.tacit && c.state === 'otorgado' ? ' (tácito)' : ''}
              </Tag>
            ),
          },
          { key: 'at', title: 'Fecha', render: (_, c) => (c.at ? formatDateTime(c.at) : '-') },
          {
            key: 'channel',
            title: 'Medio',
            render: (_, c) => (c.channelLabel ? `${c.channelLabel}${c.noticeVersion ? ` · aviso v${c.noticeVersion}` : ''}${c.by ? ` · ${c.by}` : ''}` : '-'),
          },
          ...(mayRecord
            ? [
                {
                  key: 'actions',
                  title: 'Acciones',
                  render: (_: unknown, c: ConsentRow) =>
                    c.necessary ? null : (
                      <Space wrap>
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
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
