import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Typography } from 'antd';
import { CLOSED_SALE_COLUMNS } from '@shared/lists/closedSaleColumns';
import { tableColumnsOf } from '../../../ui/list/tableColumnsOf';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { useSignedIn } from '../../../lib/session';
import { ListScreen } from '../../../ui/list/ListScreen';
import { stageQueries } from '../stage/queries';
import type { ClosedSaleRow } from '../stage/stageTypes';
import type { ClosedSalesParams } from '../stage/stageApi';
import { CLOSED_SALE_FILTERS } from '@shared/lists/closedSaleFilters';
import { ExportButton } from '../../../ui/list/ExportButton';
import { viewFilters } from '../../../ui/list/viewFilters';
import { useListState, useLocalList, type ListStateOptions } from '../../../ui/list/useListState';

const DeclaredFiltersModal = lazy(() => import('../../../ui/list/DeclaredFiltersModal').then((m) => ({ default: m.DeclaredFiltersModal })));

type ClosedSalesFilters = Pick<ClosedSalesParams, 'UserId' | 'CompanyId' | 'startDate' | 'endDate'>;
interface ClosedSalesState {
  page: number;
  search: string;
  filters: ClosedSalesFilters;
}

const CLOSED_SALES_LIST: ListStateOptions<ClosedSalesState> = {
  filters: { of: (s) => viewFilters(s.filters), to: (filters) => ({ filters: filters as ClosedSalesFilters }) },
};

/**
 * /fleets/sales (spec part 2 §2): the leads with a registered delivery — Ejecutivo, Empresa, Unidades
 * (sum), Modelos, Fecha de creación; submitted search, a working 'Filtrar', 10 a page.
 */
export function ClosedSalesListPage() {
  const { agencyId, role } = useSignedIn();
  const listState = useListState(useLocalList<ClosedSalesState>({ page: 1, search: '', filters: {} }), CLOSED_SALES_LIST);
  const { page, search, filters } = listState.state;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const ready = agencyId !== undefined && role !== undefined;
  const list = useQuery({ ...stageQueries.closedSales(agencyId ?? 0, role ?? '', { page, search, ...filters }), enabled: ready });
  const count = Object.values(filters).filter((v) => v !== undefined && v !== '').length;

  // Titles, widths and cells from the list's one declaration (shared/lists/closedSaleColumns.ts).
  const columns = tableColumnsOf(CLOSED_SALE_COLUMNS, undefined, {
    'User.firstAndLastName': {
      render: (_v, s) =>
        s.User ? (
          <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
            <Typography.Text strong>{s.User.firstAndLastName}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.User.email}
            </Typography.Text>
          </span>
        ) : (
          FLEET_MSG.noExecutive
        ),
    },
    companyName: { ellipsis: { showTitle: true } },
    units: { align: 'right' },
    models: { responsive: ['md'], ellipsis: { showTitle: true } },
    createdAt: { responsive: ['sm'] },
  });

  return (
    <ListScreen<ClosedSaleRow>
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'Flotillas' }, { title: 'Ventas completadas' }]} />}
      title="Ventas completadas"
      actions={
        <ExportButton
          path="/lead-fleet/data/closed-sales"
          params={{ filter: search || undefined, search: search || undefined, UserId: filters.UserId, CompanyId: filters.CompanyId, startDate: filters.startDate, endDate: filters.endDate }}
        />
      }
      search={{ ...listState.search, placeholder: 'Buscar por empresa, contacto o ejecutivo', buttonText: 'Buscar' }}
      filters={{ count, specLabel: 'Filtrar', onOpen: () => setFiltersOpen(true) }}
      views={listState.views}
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      rowHref={(s) => `/fleets/sales/${s.id}`}
      loading={list.isFetching}
      error={list.error}
      errorText={FLEET_MSG.listError}
      page={page}
      pages={list.data?.pages ?? 1}
      total={list.data?.total ?? 0}
      totalCapped={list.data?.totalCapped}
      onPage={listState.onPage}
    >
      <Suspense fallback={null}>
        {filtersOpen ? (
          <DeclaredFiltersModal
            filters={CLOSED_SALE_FILTERS}
            clearText="Limpiar"
            formComponent="div"
            value={filters}
            onApply={(f) => (listState.restart({ filters: f }), setFiltersOpen(false))}
            onClose={() => setFiltersOpen(false)}
          />
        ) : null}
      </Suspense>
    </ListScreen>
  );
}
