import { useState } from 'react';
import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { formatDateTime } from '@shared/domain/dates';
import type { OutboxMail } from './adminTypes';
import { adminQueries } from './queries';
import { ListScreen } from '../../ui/list/ListScreen';

/** The credentials mails the API wrote (in local mode nothing is sent: the admin reads them here). */
export function OutboxPanel() {
  const [page, setPage] = useState(1);
  const query = useQuery(adminQueries.outbox(page));
  return (
    <ListScreen<OutboxMail>
      bare
      columns={[
        { title: 'Fecha', dataIndex: 'createdAt', key: 'createdAt', width: 170, render: (v: string) => formatDateTime(v, AGENCY_TIME_ZONE) },
        { title: 'Para', dataIndex: 'to', key: 'to', width: 220 },
        { title: 'Asunto', dataIndex: 'subject', key: 'subject', width: 220 },
        { title: 'Mensaje', dataIndex: 'body', key: 'body', render: (v: string) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{v}</Typography.Paragraph> },
      ]}
      rows={query.data?.data}
      rowKey="id"
      loading={query.isLoading}
      error={query.error}
      emptyText="No hay correos enviados"
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={setPage}
    />
  );
}
