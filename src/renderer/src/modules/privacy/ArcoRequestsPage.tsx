import { useState } from 'react';
import { Breadcrumb, Button, Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ARCO_STATES, ARCO_TYPES, type ArcoState, type ArcoType } from '@shared/domain/arcoMessages';
import { ARCO_REQUEST_COLUMNS, arcoClockText } from '@shared/lists/arcoRequestColumns';
import type { ArcoRequestRow } from '@shared/schemas/arcoRequests';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { privacyQueries } from './privacyQueries';
import { RegisterArcoRequestModal } from './RegisterArcoRequestModal';

export const ARCO_ROUTE = '/sells/solicitudes-arco';

/** The deadline's colour: red when overdue or due today, orange with 5 business days or fewer. */
function clockColor(n: number | null): string | undefined {
  if (n === null) return undefined;
  if (n <= 0) return 'red';
  return n <= 5 ? 'orange' : 'green';
}

/**
 * 'Solicitudes ARCO' (issue 54, the agency's data officer: admin, manager, coordinator): a person's
 * requests to access, rectify, cancel or oppose, open ones first by the day due with the business
 * days left, filtered by state and right; 'Registrar solicitud' opens the register dialog.
 */
export function ArcoRequestsPage() {
  const listState = useListState(useLocalList({ page: 1, search: '', state: undefined as ArcoState | undefined, type: undefined as ArcoType | undefined }));
  const { page, search, state, type } = listState.state;
  const [registering, setRegistering] = useState(false);
  const query = useQuery(privacyQueries.arcoList({ page, state, type, search: search || undefined }));

  return (
    <ListScreen<ArcoRequestRow>
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'Ventas' }, { title: 'Solicitudes ARCO' }]} />}
      title="Solicitudes ARCO"
      search={{ ...listState.search, placeholder: 'Buscar por nombre, correo o teléfono', ariaLabel: 'Buscar solicitud' }}
      toolbar={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Select
            allowClear
            placeholder="Estado"
            aria-label="Estado"
            style={{ minWidth: 170 }}
            value={state}
            options={Object.entries(ARCO_STATES).map(([value, label]) => ({ value, label }))}
            onChange={(v: ArcoState | undefined) => listState.restart({ state: v })}
          />
          <Select
            allowClear
            placeholder="Derecho"
            aria-label="Derecho"
            style={{ minWidth: 170 }}
            value={type}
            options={Object.entries(ARCO_TYPES).map(([value, label]) => ({ value, label }))}
            onChange={(v: ArcoType | undefined) => listState.restart({ type: v })}
          />
        </div>
      }
      actions={
        <Button type="primary" onClick={() => setRegistering(true)}>
          Registrar solicitud
        </Button>
      }
      columns={tableColumnsOf<ArcoRequestRow>(ARCO_REQUEST_COLUMNS, undefined, {
        state: { render: (_: unknown, r: ArcoRequestRow) => <Tag color={r.state === 'improcedente' ? 'red' : r.state === 'respondida' ? 'green' : r.state === 'en-tramite' ? 'blue' : 'default'}>{ARCO_STATES[r.state]}</Tag> },
        businessDaysLeft: { render: (_: unknown, r: ArcoRequestRow) => <Tag color={clockColor(r.businessDaysLeft)}>{arcoClockText(r)}</Tag> },
      })}
      // The declaration's widths hold (ARCO_REQUEST_COLUMNS' drops fit a 1024 px window, menu open).
      tableLayout="fixed"
      rows={query.data?.data}
      rowKey="id"
      rowHref={(r) => `${ARCO_ROUTE}/${r.id}`}
      loading={query.isFetching}
      error={query.error}
      emptyText="No hay solicitudes ARCO con esos filtros"
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    >
      {registering ? <RegisterArcoRequestModal onClose={() => setRegistering(false)} /> : null}
    </ListScreen>
  );
}
