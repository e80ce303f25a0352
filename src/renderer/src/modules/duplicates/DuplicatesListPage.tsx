import { useState } from 'react';
import { formatPhone } from '@shared/domain/phone';
import { formatScore } from '@shared/domain/duplicateScore';

import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Space, Table, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { duplicateQueries, type DuplicatePair } from './duplicateQueries';
import { PageTitle } from '../../ui/PageTitle';
import { SEARCH_BUTTON } from '../../ui/SearchBox';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { ExportButton } from '../../ui/list/ExportButton';

const side = (name: string, email: string | null, phone: string | null, id: number) => (
  <div>
    <div>
      <strong>{name}</strong> <Typography.Text type="secondary">#{id}</Typography.Text>
    </div>
    <Typography.Text type="secondary">{[email, phone ? formatPhone(phone) : null].filter(Boolean).join(' · ') || '-'}</Typography.Text>
  </div>
);

/** 'Leads duplicados': pairs of the agency, search (an empty text is refused without a request), 'page / total' paging. */
export function DuplicatesListPage() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const query = useQuery(duplicateQueries.list(page, search));
  const pages = query.data?.pages ?? 1;
  const onSearch = (value: string) => {
    if (!value.trim()) {
      toast.warning(MSG.searchTextRequired);
      return;
    }
    setSearch(value.trim());
    setPage(1);
  };
  return (
    <Card>
      <PageTitle>Leads duplicados</PageTitle>
      <Space style={{ marginBottom: 12 }}>
        <ExportButton path="/leads-duplicados" params={{ search: search || undefined }} />
        <Input.Search enterButton={SEARCH_BUTTON} aria-label="Buscar" placeholder="Buscar" value={text} onChange={(e) => setText(e.target.value)} onSearch={onSearch} style={{ width: 300 }} />
        {search && (
          <Button
            onClick={() => {
              setText('');
              setSearch('');
              setPage(1);
            }}
          >
            Limpiar
          </Button>
        )}
      </Space>
      {query.isError && <Alert type="error" showIcon title={MSG.listError} description={query.error.message} />}
      <Table<DuplicatePair>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        pagination={false}
        onRow={rowLinkProps()}
        columns={withRowLink([
          { key: 'lead1', title: 'Lead 1', render: (_, r) => side(r.lead_name, r.lead_email, r.lead_phone, r.lead_id) },
          { key: 'lead2', title: 'Lead 2', render: (_, r) => side(r.matched_name, r.matched_email, r.matched_phone, r.matched_id) },
          { key: 'score', title: 'Coincidencia', render: (_, r) => `${formatScore(r.score)}%` },
          { key: 'reasons', title: 'Motivos', render: (_, r) => r.reasons.map((x) => x.label).join(', ') || '-' },
        ], (r) => `/sells/leads-duplicados/${r.lead_id}/${r.matched_id}`)}
      />
      <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
        <Typography.Text>{query.data?.total ?? 0} registros</Typography.Text>
        <Button icon={<LeftOutlined />} aria-label="Anterior" disabled={page <= 1} onClick={() => setPage(page - 1)} />
        <Typography.Text>
          {page} / {pages}
        </Typography.Text>
        <Button icon={<RightOutlined />} aria-label="Siguiente" disabled={page >= pages} onClick={() => setPage(page + 1)} />
      </Space>
    </Card>
  );
}
