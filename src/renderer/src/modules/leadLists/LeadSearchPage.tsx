import { useState } from 'react';
import { formatPhone } from '@shared/domain/phone';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { formatDateTime } from '@shared/domain/dates';
import { LEAD_PHASE_LABELS, LEAD_PHASES, SUB_STATUS_LABELS, type LeadPhase, type SubStatus } from '@shared/domain/phases';
import { MSG } from '@shared/messages';
import { leadListQueries, type ListedLead } from './leadListQueries';
import { PageTitle } from '../../ui/PageTitle';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { ExportButton } from '../../ui/list/ExportButton';

/** leads/search?leadPhase=…: Contacto, Asesor, Estado, Ult. Contacto, Fecha, with arrow paging. */
export function LeadSearchPage() {
  const [params] = useSearchParams();
  const phase = params.get('leadPhase') ?? '';
  const valid = (LEAD_PHASES as readonly string[]).includes(phase);
  const [page, setPage] = useState(1);
  const query = useQuery({ ...leadListQueries.list('search', page, '', phase), enabled: valid });
  const pages = query.data?.pages ?? 1;
  return (
    <Card>
      <PageTitle>Leads {valid ? `en ${LEAD_PHASE_LABELS[phase as LeadPhase]}` : ''}</PageTitle>
      {valid && <ExportButton path="/leads/search" params={{ leadPhase: phase }} />}
      {!valid && <Alert type="info" showIcon title={MSG.notFoundRecord} />}
      {query.isError && <Alert type="error" showIcon title={MSG.listError} description={query.error.message} />}
      <Table<ListedLead>
        rowKey="id"
        loading={query.isLoading && valid}
        dataSource={query.data?.data ?? []}
        pagination={false}
        onRow={rowLinkProps()}
        columns={withRowLink([
          { key: 'contact', title: 'Contacto', render: (_, r) => <><strong>{r.firstAndLastName}</strong><br /><Typography.Text type="secondary">{r.email ?? (r.phone ? formatPhone(r.phone) : '')}</Typography.Text></> },
          { key: 'user', title: 'Asesor', render: (_, r) => r.User?.firstAndLastName ?? 'Sin asignar' },
          { key: 'status', title: 'Estado', render: (_, r) => <Tag>{SUB_STATUS_LABELS[r.subStatus as SubStatus] ?? r.subStatus}</Tag> },
          { key: 'last', title: 'Ult. Contacto', render: (_, r) => (r.lastContactAt ? formatDateTime(r.lastContactAt) : '-') },
          { key: 'date', title: 'Fecha', render: (_, r) => formatDateTime(r.createdAt) },
        ], (r) => `/sells/leads/${r.id}`)}
      />
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Button icon={<LeftOutlined />} aria-label="Anterior" disabled={page <= 1} onClick={() => setPage(page - 1)} />
        <Typography.Text>
          {page} / {pages}
        </Typography.Text>
        <Button icon={<RightOutlined />} aria-label="Siguiente" disabled={page >= pages} onClick={() => setPage(page + 1)} />
      </Space>
    </Card>
  );
}
