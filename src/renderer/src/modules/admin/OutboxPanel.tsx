import { useState } from 'react';
import { Alert, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { formatDateTime } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import type { OutboxMail } from './adminTypes';
import { adminQueries } from './queries';
import { pagerItemRender } from '../../ui/pagerItemRender';

/** The credentials mails the API wrote (in local mode nothing is sent: the admin reads them here). */
export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const query = useQuery(adminQueries.outbox(page));
  if (query.isError) return <Alert type="error" message={MSG.listError} />;
  return (
    <Table<OutboxMail>
      rowKey="id"
      size="small"
      loading={query.isLoading}
      dataSource={query.data?.data}
      pagination={{ itemRender: pagerItemRender, current: page, total: query.data?.total, pageSize: 10, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: 'Fecha', dataIndex: 'createdAt', width: 170, render: (v: string) => formatDateTime(v, AGENCY_TIME_ZONE) },
        { title: 'Para', dataIndex: 'to', width: 220 },
        { title: 'Asunto', dataIndex: 'subject', width: 220 },
        { title: 'Mensaje', dataIndex: 'body', render: (v: string) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{v}</Typography.Paragraph> },
      ]}
    />
  );
}
