import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { formatDateTime } from '@shared/domain/dates';
import { OUTBOX_COLUMNS } from '@shared/lists/outboxColumns';
import type { OutboxMail } from './adminTypes';
import { adminQueries } from './queries';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';

/** The credentials mails the API wrote (in local mode nothing is sent: the admin reads them here). */
export function OutboxPanel() {
  const listState = useListState(useLocalList({ page: 1 }));
  const { page } = listState.state;
  const query = useQuery(adminQueries.outbox(page));
  // Titles, widths and cells from the list's one declaration (shared/lists/outboxColumns.ts): the moment in the agency's zone, the message as written.
  const columns = tableColumnsOf<OutboxMail>(OUTBOX_COLUMNS, undefined, {
    createdAt: { render: (_, m) => formatDateTime(m.createdAt, AGENCY_TIME_ZONE) },
    body: { render: (_, m) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.body}</Typography.Paragraph> },
  });
  return (
    <ListScreen<OutboxMail>
      bare
      columns={columns}
      rows={query.data?.data}
      rowKey="id"
      loading={query.isLoading}
      error={query.error}
      emptyText="No hay correos enviados"
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    />
  );
}
