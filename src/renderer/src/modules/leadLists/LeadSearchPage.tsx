import { formatPhone } from '@shared/domain/phone';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag, Typography } from 'antd';
import { LEAD_SEARCH_COLUMNS } from '@shared/lists/leadColumns';
import { LEAD_PHASE_LABELS, LEAD_PHASES, SUB_STATUS_LABELS, type LeadPhase, type SubStatus } from '@shared/domain/phases';
import { MSG } from '@shared/messages';
import { leadListQueries, type ListedLead } from './leadListQueries';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { ExportButton } from '../../ui/list/ExportButton';
import { inScreenOrder, tableColumnsOf } from '../../ui/list/tableColumnsOf';

/** leads/search?leadPhase=…: Contacto, Asesor, Estado, Ult. Contacto, Fecha, with the numbered pager. */
export function LeadSearchPage() {
  const [params, setParams] = useSearchParams();
  const phase = params.get('leadPhase') ?? '';
  const valid = (LEAD_PHASES as readonly string[]).includes(phase);
  // The phase is the address's (?leadPhase=): a view's tab goes there.
  const listState = useListState(useLocalList({ page: 1 }), {
    tab: {
      of: () => phase || undefined,
      to: (tab) => {
        if (tab) setParams({ leadPhase: tab });
        return {};
      },
    },
  });
  const { page } = listState.state;
  const query = useQuery({ ...leadListQueries.list('search', page, '', phase), enabled: valid });
  return (
    <ListScreen<ListedLead>
      title={`Leads ${valid ? `en ${LEAD_PHASE_LABELS[phase as LeadPhase]}` : ''}`}
      views={listState.views}
      actions={valid ? <ExportButton path="/leads/search" params={{ leadPhase: phase }} /> : undefined}
      header={!valid ? <Alert type="info" showIcon title={MSG.notFoundRecord} style={{ marginBottom: 12 }} /> : undefined}
      // Titles and cells from the list's one declaration (shared/lists/leadColumns.ts), in the screen's order.
      columns={inScreenOrder(
        tableColumnsOf(LEAD_SEARCH_COLUMNS, undefined, {
          firstAndLastName: { render: (_, r) => <><strong>{r.firstAndLastName}</strong><br /><Typography.Text type="secondary">{r.email ?? (r.phone ? formatPhone(r.phone) : '')}</Typography.Text></> },
          'User.firstAndLastName': { render: (_, r) => r.User?.firstAndLastName ?? 'Sin asignar' },
          subStatus: { render: (_, r) => <Tag>{SUB_STATUS_LABELS[r.subStatus as SubStatus] ?? r.subStatus}</Tag> },
        }),
        ['firstAndLastName', 'User.firstAndLastName', 'subStatus', 'lastContactAt'],
      )}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(r) => `/sells/leads/${r.id}`}
      loading={query.isLoading && valid}
      error={query.error}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
    />
  );
}
