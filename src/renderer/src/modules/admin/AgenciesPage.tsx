import { AGENCY_COLUMNS } from '@shared/lists/agencyColumns';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { AgencyRow } from './adminTypes';
import { adminQueries } from './queries';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';

/** /admin/agencies: the network's agencies, paged; a row opens the agency. */
export function AgenciesPage() {
  const navigate = useNavigate();
  const listState = useListState(useLocalList({ page: 1 }));
  const { page } = listState.state;
  const query = useQuery(adminQueries.agencyList(page));
  // Titles and cells from the list's one declaration (shared/lists/agencyColumns.ts).
  const columns = tableColumnsOf<AgencyRow>(AGENCY_COLUMNS, undefined);
  return (
    <ListScreen<AgencyRow>
      title="Agencias"
      views={listState.views}
      actions={
        <>
          <Button onClick={() => navigate('/admin/agencies/schedules')}>Configuración de horarios</Button>
          <Button type="primary" onClick={() => navigate('/admin/agencies/create')}>
            Registrar nueva agencia
          </Button>
        </>
      }
      columns={columns}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(a) => `/admin/agencies/${a.id}`}
      loading={query.isLoading}
      error={query.error}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    />
  );
}
