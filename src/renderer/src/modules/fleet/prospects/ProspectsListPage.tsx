import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Flex, Grid, Image, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { formatDateTime } from '@shared/domain/dates';
import { PROSPECT_MSG } from '@shared/domain/prospectMessages';
import { PROSPECT_TABS, type Prospect } from '@shared/schemas/fleetProspect';
import { pageCount } from '@shared/domain/paging';
import { useSignedIn } from '../../../lib/session';
import { ListScreen } from '../../../ui/list/ListScreen';
import { sortOrderOf } from '../../../ui/list/sortParam';
import { prospectQueries } from './prospectQueries';
import { prospectsStore } from './prospectsStore';
import { ExportButton } from '../../../ui/list/ExportButton';
import { ImportButton } from '../../../ui/import/ImportButton';
import { DATE_TIME_COLUMN_WIDTH, NameAndEmail } from '../../../ui/list/NameAndEmail';

const ProspectFiltersModal = lazy(() => import('./ProspectFiltersModal').then((m) => ({ default: m.ProspectFiltersModal })));

/** /fleets/prospectos: 'Prospectos Flotillas', tabs Todo / Inactivos, search, a working filter, sortable columns, 10 a page. */
export function ProspectsListPage() {
  const { agencyId } = useSignedIn();
  const screens = Grid.useBreakpoint();
  const [state, setState] = prospectsStore.use();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const list = useQuery(prospectQueries.list(agencyId, { page: state.page, status: state.status, search: state.search, sortBy: state.sortBy, ...state.filters }));
  const total = list.data?.total ?? 0;

  const columns: ColumnsType<Prospect> = [
    {
      title: 'Nombre y correo',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(state.sortBy, 'name'),
      // Fixed widths with cut text keep the whole table, 'Fecha y hora' included, in a 1440 px window.
      width: 280,
      render: (_, p) => (
        <NameAndEmail
          name={p.firstAndLastName}
          email={p.email}
          extra={!p.active ? <Tag style={{ margin: 0 }}>Inactivo</Tag> : p.convertedToLeadAt ? <Tag color="green" style={{ margin: 0 }}>Convertido</Tag> : null}
        />
      ),
    },
    ...(screens.md
      ? ([{ title: 'Compañía', key: 'companyName', sorter: true, sortOrder: sortOrderOf(state.sortBy, 'companyName'), width: 230, ellipsis: { showTitle: true }, render: (_, p) => p.companyName }] satisfies ColumnsType<Prospect>)
      : []),
    {
      title: 'Interés',
      key: 'product',
      width: 240,
      sorter: true,
      sortOrder: sortOrderOf(state.sortBy, 'product'),
      render: (_, p) =>
        p.Product ? (
          <Flex gap={8} align="center">
            {p.Product.imageUrl ? <Image src={p.Product.imageUrl} alt="" width={48} preview={false} /> : null}
            <span>
              {p.Product.name} · {p.quantity} unidad(es)
            </span>
          </Flex>
        ) : (
          '-'
        ),
    },
    {
      title: 'Fecha y hora',
      key: 'createdAt',
      sorter: true,
      sortOrder: sortOrderOf(state.sortBy, 'createdAt'),
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_, p) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.createdAt)}</span>,
    },
  ];

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
      search={{ value: state.search, placeholder: 'Buscar por nombre, correo o compañía', onSearch: (search) => setState({ search, page: 1 }) }}
      filters={{ count: Object.values(state.filters).filter((v) => v !== undefined && v !== '').length, specLabel: 'Filtro', onOpen: () => setFiltersOpen(true) }}
      tabs={{
        active: state.status,
        items: PROSPECT_TABS.map((t) => ({ key: t.key, label: t.label })),
        onChange: (key) => setState({ status: key as typeof state.status, page: 1 }),
      }}
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      rowHref={(p) => `/fleets/prospectos/${p.id}`}
      loading={list.isFetching}
      error={list.error}
      errorText={PROSPECT_MSG.listError}
      emptyText={PROSPECT_MSG.empty}
      page={state.page}
      pages={pageCount(total, 10)}
      total={total}
      onPage={(page) => setState({ page })}
      onSort={(sortBy) => setState({ sortBy, page: 1 })}
    >
      {filtersOpen ? (
        <Suspense fallback={null}>
          <ProspectFiltersModal
            agencyId={agencyId}
            value={state.filters}
            onClose={() => setFiltersOpen(false)}
            onApply={(filters) => {
              setState({ filters, page: 1 });
              setFiltersOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </ListScreen>
  );
}
