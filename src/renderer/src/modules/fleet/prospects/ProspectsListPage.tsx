import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flex, Grid, Image, Tag } from 'antd';
import { formatDateTime } from '@shared/domain/dates';
import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import { PROSPECT_TABS, type Prospect } from '@shared/schemas/fleetProspect';
import { pageCount } from '@shared/domain/paging';
import { useSignedIn } from '../../../lib/session';
import { ListScreen } from '../../../ui/list/ListScreen';
import { tableColumnsOf } from '../../../ui/list/tableColumnsOf';
import { PROSPECT_COLUMNS } from '@shared/lists/prospectColumns';
import { PROSPECT_FILTERS } from '@shared/lists/prospectFilters';
import { prospectQueries } from './prospectQueries';
import { prospectsStore, type ProspectFilters, type ProspectsListState } from './prospectsStore';
import { viewFilters } from '../../../ui/list/viewFilters';
import { useListState, type ListStateOptions } from '../../../ui/list/useListState';
import { ExportButton } from '../../../ui/list/ExportButton';
import { ImportButton } from '../../../ui/import/ImportButton';
import { DATE_TIME_COLUMN_WIDTH, NameAndEmail } from '../../../ui/list/NameAndEmail';
import { unitsWord } from '@shared/domain/paging';

const DeclaredFiltersModal = lazy(() => import('../../../ui/list/DeclaredFiltersModal').then((m) => ({ default: m.DeclaredFiltersModal })));

/** The tabs are Todo / Inactivos: a view's unknown tab opens Todo. */
const PROSPECTS_LIST: ListStateOptions<ProspectsListState> = {
  tab: { of: (s) => s.status, to: (tab) => ({ status: tab === 'inactive' ? 'inactive' : 'all' }) },
  filters: { of: (s) => viewFilters(s.filters), to: (filters) => ({ filters: filters as ProspectFilters }) },
};

/** /fleets/prospectos: 'Prospectos Flotillas', tabs Todo / Inactivos, search, a working filter, sortable columns, 10 a page. */
export function ProspectsListPage() {
  const { agencyId } = useSignedIn();
  const screens = Grid.useBreakpoint();
  const listState = useListState(prospectsStore.use(), PROSPECTS_LIST);
  const state = listState.state;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useQuery(prospectQueries.list(agencyId, { page: state.page, status: state.status, search: state.search, sortBy: state.sortBy, ...state.filters }));
  const total = list.data?.total ?? 0;

  // Titles, widths, sorters and cells from the list's one declaration (shared/lists/prospectColumns.ts).
  // Fixed widths with cut text keep the whole table, 'Fecha y hora' included, in a 1440 px window.
  const columns = tableColumnsOf(PROSPECT_COLUMNS, state.sortBy, {
    name: {
      render: (_, p) => (
        <NameAndEmail
          name={p.firstAndLastName}
          email={p.email}
          extra={!p.active ? <Tag style={{ margin: 0 }}>Inactivo</Tag> : p.convertedToLeadAt ? <Tag color="green" style={{ margin: 0 }}>Convertido</Tag> : null}
        />
      ),
    },
    companyName: { ellipsis: { showTitle: true } },
    product: {
      render: (_, p) =>
        p.Product ? (
          <Flex gap={8} align="center">
            {p.Product.imageUrl ? <Image src={p.Product.imageUrl} alt="" width={48} preview={false} /> : null}
            <span>
              {p.Product.name} · {unitsWord(p.quantity)}
            </span>
          </Flex>
        ) : (
          '-'
        ),
    },
    createdAt: { width: DATE_TIME_COLUMN_WIDTH, render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.createdAt)}</span> },
    // The company column is the screen's from md up.
  }).filter((c) => screens.md || c.key !== 'companyName');

  return (
    <ListScreen<Prospect>
      tableLayout="fixed"
      title="Prospectos Flotillas"
      actions={
        <>
          <ExportButton
            path="/lead-fleet-prospect"
            params={{ status: state.status, search: state.search || undefined, sortBy: state.sortBy, ProductId: state.filters.ProductId, company: state.filters.company || undefined, startDate: state.filters.startDate, endDate: state.filters.endDate }}
          />
          <ImportButton kind="prospects" invalidate={[prospectQueries.all]} />
        </>
      }
      search={{ ...listState.search, placeholder: 'Buscar por nombre, correo o compañía' }}
      filters={{ count: Object.values(state.filters).filter((v) => v !== undefined && v !== '').length, specLabel: 'Filtro', onOpen: () => setFiltersOpen(true) }}
      views={listState.views}
      tabs={{
        active: state.status,
        items: PROSPECT_TABS.map((t) => ({ key: t.key, label: t.label })),
        onChange: listState.onTab,
      }}
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      rowHref={(p) => `/fleets/prospectos/${p.id}`}
      loading={list.isFetching}
      error={list.error}
      errorText={PROSPECT_MSG.listError}
      emptyText={PROSPECT_MSG.empty}
      page={listState.page}
      pages={pageCount(total, 10)}
      total={total}
      totalCapped={list.data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
    >
      {filtersOpen ? (
        <Suspense fallback={null}>
          <DeclaredFiltersModal
            filters={PROSPECT_FILTERS}
            idPrefix="prospect-filter"
            clearText="Limpiar"
            value={state.filters}
            onClose={() => setFiltersOpen(false)}
            onApply={(filters) => {
              listState.restart({ filters });
              setFiltersOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </ListScreen>
  );
}
