import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { TypedRangePicker } from '../../ui/inputs/TypedDatePicker';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { SALE_STAGE_COLORS, SALE_STAGE_LABELS, type SaleStage } from '@shared/domain/phases';
import { SALE_TABS, type SaleTabKey } from '@shared/domain/saleStageMove';
import { nextSort, toSortBy, type SortState } from '@shared/domain/sortCycle';
import { SALE_COLUMNS } from '@shared/lists/saleColumns';
import { can } from '@shared/domain/permissions';
import dayjs from 'dayjs';
import { useSignedIn } from '../../lib/session';
import { saleQueries, type Sale, type SaleListFilter } from './saleQueries';
import { lazyDialog } from '../../ui/lazyDialog';

const ConfirmDeliveryModal = lazyDialog(() => import('./ConfirmDeliveryModal'), 'ConfirmDeliveryModal', (p) => p.sale !== undefined);
import { ListScreen } from '../../ui/list/ListScreen';
import { createPersistedSlice } from '../../ui/list/persistedSlice';
import { SALES_STORE_KEY, SALES_STORE_VERSION } from '@shared/domain/constants';
import { ExportButton } from '../../ui/list/ExportButton';
import { inScreenOrder, tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { viewFilters } from '../../ui/list/viewFilters';
import { useListState, type ListStateOptions } from '../../ui/list/useListState';

/** Reported sales keep their tab, search, sort, date range and page in 'sales-store' v1 (spec §9: phase 'TODAS'). */
const reportedStore = createPersistedSlice(SALES_STORE_KEY, SALES_STORE_VERSION, 'reportedSales', {
  phase: 'TODAS' as SaleTabKey,
  page: 1,
  search: '',
  sort: {} as SortState<SortKey>,
  startDate: undefined as string | undefined,
  endDate: undefined as string | undefined,
});

type SortKey = 'client' | 'id' | 'product' | 'date';
type ReportedState = ReturnType<typeof reportedStore.read>;

/**
 * The sort is the spec's one-column cycle (SortState), held by a view as its API name ('-client'); the
 * filter is the date range; an unknown tab opens 'TODAS'.
 */
const REPORTED_LIST: ListStateOptions<ReportedState> = {
  tab: { of: (s) => s.phase, to: (tab) => ({ phase: SALE_TABS.some((t) => t.key === tab) ? (tab as SaleTabKey) : 'TODAS' }) },
  sort: {
    of: (s) => toSortBy(s.sort),
    to: (sortBy) => {
      const column = sortBy?.replace(/^-/, '') as SortKey | undefined;
      return { sort: column ? { column, direction: sortBy?.startsWith('-') ? 'desc' : 'asc' } : {} };
    },
  },
  filters: {
    of: (s) => viewFilters(s.startDate && s.endDate ? { startDate: s.startDate, endDate: s.endDate } : {}),
    to: (f: Pick<NonNullable<SaleListFilter['filters']>, 'startDate' | 'endDate'>) => ({ startDate: f.startDate, endDate: f.endDate }),
  },
};

function SortHeader({ label, column, sort, onSort }: { label: string; column: SortKey; sort: SortState<SortKey>; onSort(c: SortKey): void }) {
  const active = sort.column === column ? sort.direction : undefined;
  return (
    <Button type="text" size="small" onClick={() => onSort(column)} aria-label={`Ordenar por ${label}`} style={{ fontWeight: 600, padding: 0 }}>
      {label} {active === 'asc' ? <ArrowUpOutlined /> : active === 'desc' ? <ArrowDownOutlined /> : null}
    </Button>
  );
}

/** 'Ventas Reportadas': tabs by stage, search, 'Filtro' (the date range), single-column sort, the numbered pager and the total. */
export function SalesListPage() {
  const { role } = useSignedIn();
  const [showFilter, setShowFilter] = useState(() => Boolean(reportedStore.read().startDate));
  // A view shows the date range when it holds one.
  const listState = useListState(reportedStore.use(), { ...REPORTED_LIST, onApply: (v) => setShowFilter(Boolean(v.filters.startDate)) });
  const saved = listState.state;
  const { phase, page, search, sort } = saved;
  const range: [Dayjs, Dayjs] | null = saved.startDate && saved.endDate ? [dayjs(saved.startDate), dayjs(saved.endDate)] : null;
  // A new range starts the list over at page 1.
  const setRange = (v: [Dayjs | null, Dayjs | null] | null) =>
    listState.restart(v?.[0] && v[1] ? { startDate: v[0].format('YYYY-MM-DD'), endDate: v[1].format('YYYY-MM-DD') } : { startDate: undefined, endDate: undefined });
  const [delivering, setDelivering] = useState<Sale>();
  const filters = saved.startDate && saved.endDate ? { startDate: saved.startDate, endDate: saved.endDate } : undefined;
  const query = useQuery(saleQueries.list({ page, phase, search, sortBy: toSortBy(sort), filters }));
  const onSort = (column: SortKey) => listState.onSort(toSortBy(nextSort(sort, column)));
  const canDeliver = can(role, 'sales:confirmDelivery');

  return (
    <ListScreen<Sale>
      title="Ventas Reportadas"
      search={{ ...listState.search, placeholder: 'Buscar' }}
      filters={{ count: filters ? 1 : 0, specLabel: 'Filtro', onOpen: () => setShowFilter((v) => !v) }}
      views={listState.views}
      actions={
        <ExportButton
          path="/sale/dashboard"
          params={{ phase, search: search || undefined, sortBy: toSortBy(sort), filters: filters && Object.keys(filters).length ? JSON.stringify(filters) : undefined }}
        />
      }
      toolbar={
        showFilter ? (
          <TypedRangePicker
            value={range}
            onChange={setRange}
          />
        ) : undefined
      }
      tabs={{
        active: phase,
        onChange: listState.onTab,
        items: SALE_TABS.map((t) => ({ key: t.key, label: `${t.label}${query.data ? ` (${query.data.totals[t.key]})` : ''}` })),
      }}
      // Titles and cells from the list's one declaration (shared/lists/saleColumns.ts), in the screen's
      // order; the sort is the spec's one-column cycle (ascending, descending, none) on the header buttons.
      columns={[
        ...inScreenOrder(
          tableColumnsOf(SALE_COLUMNS, undefined, {
            'Lead.firstAndLastName': { title: <SortHeader label="Cliente" column="client" sort={sort} onSort={onSort} /> },
            id: { title: <SortHeader label="ID" column="id" sort={sort} onSort={onSort} /> },
            'Product.model': { title: <SortHeader label="Producto" column="product" sort={sort} onSort={onSort} /> },
            stage: { render: (_, s) => <Tag color={SALE_STAGE_COLORS[s.stage as SaleStage]}>{SALE_STAGE_LABELS[s.stage as SaleStage]}</Tag> },
            'User.firstAndLastName': { render: (_, s) => s.User?.firstAndLastName ?? '-' },
            createdAt: { title: <SortHeader label="Fecha" column="date" sort={sort} onSort={onSort} /> },
          }),
          ['Lead.firstAndLastName', 'id', 'Product.model', 'stage', 'User.firstAndLastName', 'createdAt'],
        ),
        ...(phase === 'PENDING_DELIVERY' && canDeliver
          ? [
              {
                key: 'deliver',
                title: '',
                render: (_: unknown, s: Sale) => (
                  <Button type="primary" size="small" onClick={() => setDelivering(s)}>
                    Reportar entrega
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(s) => `/sells/ventas/${s.id}`}
      loading={query.isLoading}
      error={query.error}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    >
      <ConfirmDeliveryModal sale={delivering} onClose={() => setDelivering(undefined)} />
    </ListScreen>
  );
}
