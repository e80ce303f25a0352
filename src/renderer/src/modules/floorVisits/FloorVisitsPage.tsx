import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import { Button, Space, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { formatDateTime } from '@shared/domain/dates';
import { LEAD_PHASE_COLORS, LEAD_PHASE_LABELS, type LeadPhase } from '@shared/domain/phases';
import { useSignedIn } from '../../lib/session';
import { floorVisitQueries, type FloorVisitRow } from './queries';
import { lazyDialog } from '../../ui/lazyDialog';

const NewVisitWizard = lazyDialog(() => import('./NewVisitWizard'), 'NewVisitWizard');
import { ListScreen } from '../../ui/list/ListScreen';
import { createPersistedSlice } from '../../ui/list/persistedSlice';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { FLOOR_VISIT_COLUMNS } from '@shared/lists/floorVisitColumns';
import { SALES_STORE_KEY, SALES_STORE_VERSION } from '@shared/domain/constants';
import { ExportButton } from '../../ui/list/ExportButton';
import { useActionParam } from '../../ui/useActionParam';
import { useListState } from '../../ui/list/useListState';

/** The floor visits keep their tab, search, sort and page in 'sales-store' v1 (spec §9: phase 'TODOS'). */
const visitsStore = createPersistedSlice(SALES_STORE_KEY, SALES_STORE_VERSION, 'floorVisits', {
  phase: 'TODOS',
  page: 1,
  search: '',
  sortBy: undefined as string | undefined,
});

/** /sells/registro-visitas: the agency's floor visits and the 'Nueva visita' wizard. */
export function FloorVisitsPage() {
  const { agencyId } = useSignedIn();
  // Sorting keeps the page, as the visits always have.
  const listState = useListState(visitsStore.use(), { sortKeepsPage: true });
  const { page, search, sortBy } = listState.state;
  const [wizardOpen, setWizardOpen] = useState(false);
  useActionParam('registrar-visita', () => setWizardOpen(true));
  const list = useQuery(floorVisitQueries.list(agencyId, { page, search, sortBy }));
  const totals = useQuery(floorVisitQueries.totals(agencyId, search));

  // The list's one declaration (shared/lists/floorVisitColumns.ts): titles, order and sorters; the cells the screen draws its own way.
  const columns = tableColumnsOf(FLOOR_VISIT_COLUMNS, sortBy, {
    name: {
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{row.name}</Typography.Text>
          <Space size={4}>
            <Tag color={LEAD_PHASE_COLORS[row.phase as LeadPhase]}>{LEAD_PHASE_LABELS[row.phase as LeadPhase] ?? row.phase}</Tag>
            <Typography.Text type="secondary">#{row.LeadId}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    date: { render: (_v, row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.date, AGENCY_TIME_ZONE)}</span> },
    model: { render: (_v, row) => row.model },
    adviser: { render: (_v, row) => row.adviser },
  });

  const data = list.data;
  return (
    <ListScreen<FloorVisitRow>
      title="Registro de visitas"
      search={{ ...listState.search, placeholder: 'Buscar', ariaLabel: 'Buscar visitas' }}
      views={listState.views}
      actions={
        <>
          <ExportButton path="/registro-visitas" params={{ search: search || undefined, sortBy }} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWizardOpen(true)}>Nueva visita</Button>
        </>
      }
      tabs={{ active: 'all', onChange: () => undefined, items: [{ key: 'all', label: `Todos (${totals.data?.all ?? data?.total ?? 0})` }] }}
      columns={columns}
      rows={data?.data}
      rowKey="id"
      rowHref={(row) => `/sells/leads/${row.LeadId}`}
      loading={list.isFetching}
      error={list.error}
      page={page}
      pages={data?.pages ?? 1}
      total={data?.total ?? 0}
      totalCapped={data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
    >
      <NewVisitWizard open={wizardOpen} onClose={() => setWizardOpen(false)} />
    </ListScreen>
  );
}
