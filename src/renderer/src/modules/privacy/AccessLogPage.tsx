import { useState } from 'react';
import { Breadcrumb, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { ACCESS_LOG_COLUMNS } from '@shared/lists/accessLogColumns';
import type { AccessLogRow } from '@shared/schemas/privacy';
import { ExportButton } from '../../ui/list/ExportButton';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { TypedRangePicker } from '../../ui/inputs/TypedDatePicker';
import { adminQueries } from '../admin/queries';
import { privacyQueries } from './privacyQueries';

/**
 * JAC Store > Bitácora de acceso (issue 54, admin): who exported which list and how many rows, who
 * opened an unmasked contact, downloaded a document, changed roles or rotated a key — filtered by
 * user, person (lead id or name) and days, and exportable (that export is logged too).
 */
export function AccessLogPage() {
  // The search box is the person's (a lead's id or name).
  const listState = useListState(useLocalList({ page: 1, search: '', userId: undefined as number | undefined, range: null as [Dayjs, Dayjs] | null }));
  const { page, search: person, userId, range } = listState.state;
  const [userSearch, setUserSearch] = useState('');
  const filters = {
    UserId: userId,
    person: person || undefined,
    startDate: range?.[0].format('YYYY-MM-DD'),
    endDate: range?.[1].format('YYYY-MM-DD'),
  };
  const query = useQuery(privacyQueries.accessLog({ page, ...filters }));
  const users = useQuery(adminQueries.userSearch(userSearch));

  return (
    <ListScreen<AccessLogRow>
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'JAC Store' }, { title: 'Bitácora de acceso' }]} />}
      title="Bitácora de acceso"
      search={{ ...listState.search, placeholder: 'Persona: id del lead o nombre', ariaLabel: 'Buscar por persona' }}
      toolbar={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Select
            allowClear
            showSearch={{ filterOption: false, onSearch: setUserSearch }}
            placeholder="Usuario"
            aria-label="Usuario"
            style={{ minWidth: 240 }}
            value={userId}
            loading={users.isFetching}
            options={users.data?.data.map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}` }))}
            onChange={(v: number | undefined) => listState.restart({ userId: v })}
          />
          <TypedRangePicker
            value={range}
            onChange={(v) => listState.restart({ range: v && v[0] && v[1] ? [v[0], v[1]] : null })}
          />
        </div>
      }
      actions={<ExportButton path="/privacy/access-log" params={filters} />}
      columns={tableColumnsOf<AccessLogRow>(ACCESS_LOG_COLUMNS, undefined, {
        // Below 1200 px the person stays in view; what was reached and the lead's id step aside.
        target: { responsive: ['xl'] },
        leadId: { responsive: ['xl'] },
        rows: { responsive: ['lg'] },
      })}
      rows={query.data?.data}
      rowKey="id"
      loading={query.isFetching}
      error={query.error}
      emptyText="No hay registros con esos filtros"
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    />
  );
}
