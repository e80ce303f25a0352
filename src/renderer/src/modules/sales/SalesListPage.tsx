import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Input, Space, Table, Tabs, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, FilterOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { SALE_STAGE_COLORS, SALE_STAGE_LABELS, type SaleStage } from '@shared/domain/phases';
import { SALE_TABS, type SaleTabKey } from '@shared/domain/saleStageMove';
import { nextSort, toSortBy, type SortState } from '@shared/domain/sortCycle';
import { PICKER_DATE, formatDateTime } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import { can } from '@shared/domain/permissions';
import dayjs from 'dayjs';
import { useSignedIn } from '../../lib/session';
import { BlockPager } from './BlockPager';
import { ReportSaleSimulationPanel } from './ReportSaleSimulationPanel';
import { saleQueries, type Sale } from './saleQueries';
import { lazyDialog } from '../../ui/lazyDialog';

const ConfirmDeliveryModal = lazyDialog(() => import('./ConfirmDeliveryModal'), 'ConfirmDeliveryModal', (p) => p.sale !== undefined);
import { PageTitle } from '../../ui/PageTitle';
import { SEARCH_BUTTON } from '../../ui/SearchBox';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { createPersistedSlice } from '../../ui/list/persistedSlice';
import { SALES_STORE_KEY, SALES_STORE_VERSION } from '@shared/domain/constants';
import { ExportButton } from '../../ui/list/ExportButton';

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

function SortHeader({ label, column, sort, onSort }: { label: string; column: SortKey; sort: SortState<SortKey>; onSort(c: SortKey): void }) {
  const active = sort.column === column ? sort.direction : undefined;
  return (
    <Button type="text" size="small" onClick={() => onSort(column)} aria-label={`Ordenar por ${label}`} style={{ fontWeight: 600, padding: 0 }}>
      {label} {active === 'asc' ? <ArrowUpOutlined /> : active === 'desc' ? <ArrowDownOutlined /> : null}
    </Button>
  );
}

/** 'Ventas Reportadas': tabs by stage, search, 'Filtro', single-column sort, 5-button paging. */
export function SalesListPage() {
  const { role } = useSignedIn();
  const [saved, save] = reportedStore.use();
  const { phase, page, search, sort } = saved;
  const setPhase = (next: SaleTabKey) => save({ phase: next });
  const setPage = (next: number) => save({ page: next });
  const setSearch = (next: string) => save({ search: next });
  const [searchText, setSearchText] = useState(search);
  const [showFilter, setShowFilter] = useState(Boolean(saved.startDate));
  const range: [Dayjs, Dayjs] | null = saved.startDate && saved.endDate ? [dayjs(saved.startDate), dayjs(saved.endDate)] : null;
  const setRange = (v: [Dayjs | null, Dayjs | null] | null) =>
    save(v?.[0] && v[1] ? { startDate: v[0].format('YYYY-MM-DD'), endDate: v[1].format('YYYY-MM-DD') } : { startDate: undefined, endDate: undefined });
  const [delivering, setDelivering] = useState<Sale>();
  const filters = saved.startDate && saved.endDate ? { startDate: saved.startDate, endDate: saved.endDate } : undefined;
  const query = useQuery(saleQueries.list({ page, phase, search, sortBy: toSortBy(sort), filters }));
  const onSort = (column: SortKey) => save({ sort: nextSort(sort, column), page: 1 });
  const canDeliver = can(role, 'sales:confirmDelivery');

  return (
    <Card>
      <PageTitle>Ventas Reportadas</PageTitle>
      <Space wrap style={{ marginBottom: 12 }}>
        <ExportButton
          path="/sale/dashboard"
          params={{ phase, search: search || undefined, sortBy: toSortBy(sort), filters: filters && Object.keys(filters).length ? JSON.stringify(filters) : undefined }}
        />
        <Input.Search enterButton={SEARCH_BUTTON} aria-label="Buscar"
          placeholder="Buscar"
          allowClear
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
        />
        <Button icon={<FilterOutlined />} type={showFilter ? 'primary' : 'default'} onClick={() => setShowFilter((v) => !v)}>
          Filtro
        </Button>
      </Space>
      {showFilter && (
        <div style={{ marginBottom: 12 }}>
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
            format={PICKER_DATE}
          />
        </div>
      )}
      <Tabs
        activeKey={phase}
        onChange={(k) => {
          setPhase(k as SaleTabKey);
          setPage(1);
        }}
        items={SALE_TABS.map((t) => ({ key: t.key, label: `${t.label}${query.data ? ` (${query.data.totals[t.key]})` : ''}` }))}
      />
      {query.isError && <Alert type="error" title={MSG.listError} description={query.error.message} showIcon />}
      <Table<Sale>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={rowLinkProps()}
        columns={withRowLink<Sale>([
          {
            key: 'client',
            title: <SortHeader label="Cliente" column="client" sort={sort} onSort={onSort} />,
            render: (_, s) => s.Lead.firstAndLastName,
          },
          { key: 'id', title: <SortHeader label="ID" column="id" sort={sort} onSort={onSort} />, dataIndex: 'id' },
          {
            key: 'product',
            title: <SortHeader label="Producto" column="product" sort={sort} onSort={onSort} />,
            render: (_, s) => (s.Product ? `${s.Product.model} ${s.Product.version}` : '-'),
          },
          { key: 'stage', title: 'Etapa', render: (_, s) => <Tag color={SALE_STAGE_COLORS[s.stage as SaleStage]}>{SALE_STAGE_LABELS[s.stage as SaleStage]}</Tag> },
          { key: 'user', title: 'Asesor', render: (_, s) => s.User?.firstAndLastName ?? '-' },
          {
            key: 'date',
            title: <SortHeader label="Fecha" column="date" sort={sort} onSort={onSort} />,
            render: (_, s) => formatDateTime(s.createdAt),
          },
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
        ], (s) => `/sells/ventas/${s.id}`)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <BlockPager page={page} pages={query.data?.pages ?? 1} onChange={setPage} />
      </div>
      <ConfirmDeliveryModal sale={delivering} onClose={() => setDelivering(undefined)} />
      {can(role, 'sales:simulateReport') && <ReportSaleSimulationPanel />}
    </Card>
  );
}
