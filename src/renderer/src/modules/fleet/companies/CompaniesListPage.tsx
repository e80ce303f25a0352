import { lazy, Suspense, useState } from 'react';
import { useSearchParams, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Grid, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { useSignedIn } from '../../../lib/session';
import { ListScreen } from '../../../ui/list/ListScreen';
import { DATE_TIME_COLUMN_WIDTH } from '../../../ui/list/NameAndEmail';
import { tableColumnsOf } from '../../../ui/list/tableColumnsOf';
import { COMPANY_COLUMNS } from '@shared/lists/companyColumns';
import { COMPANY_FILTERS } from '@shared/lists/companyFilters';
import { companyFilters, countCompanyFilters, type CompanyFilters } from '../shared/fleetStore';
import { viewFilters } from '../../../ui/list/viewFilters';
import { useListState, type ListStateOptions } from '../../../ui/list/useListState';
import type { CompanyRow } from '@shared/schemas/fleetCompany';
import { userName } from '../shared/fleetTypes';
import { companyQueries } from './queries';
import { useFleetCan } from '../shared/useFleetCan';
import { useLinkedDialog } from '../../../ui/useLinkedDialog';
import { ExportButton } from '../../../ui/list/ExportButton';
import { ImportButton } from '../../../ui/import/ImportButton';
import { formatDateTime } from '@shared/domain/dates';

const DeclaredFiltersModal = lazy(() => import('../../../ui/list/DeclaredFiltersModal').then((m) => ({ default: m.DeclaredFiltersModal })));
const CompanyWizard = lazy(() => import('./CompanyWizard').then((m) => ({ default: m.CompanyWizard })));

/** A saved view keeps the modal's filters; applied, it empties the others first. */
const COMPANIES_LIST: ListStateOptions<CompanyFilters> = {
  filters: {
    of: (f) => viewFilters({ user: f.user, lineOfBusiness: f.lineOfBusiness, status: f.status }),
    to: (filters) => ({ user: undefined, lineOfBusiness: undefined, status: undefined, ...(filters as Partial<CompanyFilters>) }),
  },
};

/**
 * /fleets/companies (spec part 2 §2): 10 a page, submitted search, filter modal, four sortable
 * columns, the green/red active bar, 'Crear empresa'; ?newCompany=true opens the wizard, and a
 * created company sends the user on to the lead wizard.
 */
/** An in-app return path (only fleet screens), never an outside address. */
function returnToOf(params: URLSearchParams): string | undefined {
  const back = params.get('returnTo');
  return back && /^\/fleets\/[\w\-/?=&]*$/.test(back) ? back : undefined;
}

export function CompaniesListPage() {
  const { agencyId } = useSignedIn();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listState = useListState(companyFilters.use(), COMPANIES_LIST);
  const f = listState.state;
  const mayWork = useFleetCan('fleet:work');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wizard = useLinkedDialog('newCompany');
  // ?newCompany=true opens the wizard, whenever the link is followed.

  const query = { page: f.page, filter: f.search, status: f.status, user: f.user, lineOfBusiness: f.lineOfBusiness, sortBy: f.sortBy };
  const list = useQuery({ ...companyQueries.list(agencyId ?? 0, query), enabled: agencyId !== undefined });

  // Titles, widths, sorters and cells from the list's one declaration (shared/lists/companyColumns.ts).
  const columns = tableColumnsOf(COMPANY_COLUMNS, f.sortBy, {
    businessName: {
      // The fixed first column keeps a width that leaves room for the rest on a phone; a longer
      // name ends in an ellipsis (whole on hover).
      width: screens.md ? 380 : 190,
      render: (_v, c) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
          <span
            aria-label={c.active ? 'Activa' : 'Inactiva'}
            data-testid="company-active-bar"
            data-active={c.active}
            style={{ width: 4, height: 28, borderRadius: 2, background: c.active ? '#52c41a' : '#f5222d', flex: 'none' }}
          />
          <Typography.Text strong ellipsis={{ tooltip: c.name }} data-testid="company-name" style={{ minWidth: 0 }}>
            {c.name}
          </Typography.Text>
        </span>
      ),
    },
    'companySector.description': { responsive: ['md'], ellipsis: { showTitle: true } },
    'user.firstAndLastName': { responsive: ['md'], ellipsis: { showTitle: true }, render: (_v, c) => userName(c.User) ?? 'Sin ejecutivo asignado' },
    createdAt: { width: DATE_TIME_COLUMN_WIDTH, render: (_v, c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.createdAt)}</span> },
  });

  return (
    <ListScreen<CompanyRow>
      tableLayout="fixed"
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'Flotillas' }, { title: 'Empresas' }]} />}
      title="Empresas"
      actions={
        <>
          <ExportButton
            path="/company"
            params={{ filter: query.filter || undefined, status: query.status, user: query.user, lineOfBusiness: query.lineOfBusiness, sortBy: query.sortBy ? [query.sortBy] : undefined }}
            paramsSerializer={{ indexes: null }}
          />
          <ImportButton kind="companies" action="importar" invalidate={[companyQueries.all]} />
          {mayWork ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={wizard.show}>
              {FLEET_MSG.createCompany}
            </Button>
          ) : null}
        </>
      }
      search={{ ...listState.search, placeholder: 'Buscar empresa' }}
      filters={{ count: countCompanyFilters(f), onOpen: () => setFiltersOpen(true) }}
      views={listState.views}
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      rowHref={(c) => `/fleets/companies/${c.id}`}
      loading={list.isFetching}
      error={list.error}
      errorText={FLEET_MSG.listError}
      page={listState.page}
      pages={list.data?.pages ?? 1}
      total={list.data?.total ?? 0}
      totalCapped={list.data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
    >
      <Suspense fallback={null}>
        {filtersOpen ? (
          <DeclaredFiltersModal
            filters={COMPANY_FILTERS}
            idPrefix="company-filter"
            value={{ user: f.user, lineOfBusiness: f.lineOfBusiness, status: f.status }}
            onApply={(chosen) => (listState.restart(chosen), setFiltersOpen(false))}
            onClose={() => setFiltersOpen(false)}
          />
        ) : null}
        {wizard.open && mayWork ? (
          <CompanyWizard
            onClose={wizard.close}
            onSaved={(company) => {
              wizard.close();
              // Opened from a prospect's conversion ('Nueva empresa'): back there to finish it with this company.
              const back = returnToOf(params);
              if (back) navigate(`${back}${back.includes('?') ? '&' : '?'}companyId=${company.id}`);
              // Otherwise the lead wizard opens on the lead list: a new account is followed by its first lead.
              else navigate('/fleets/leads-flotilla?newLead=true');
            }}
          />
        ) : null}
      </Suspense>
    </ListScreen>
  );
}
