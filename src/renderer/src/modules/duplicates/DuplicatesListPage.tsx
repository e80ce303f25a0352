import { formatPhone } from '@shared/domain/phone';
import { formatScore } from '@shared/domain/duplicateScore';

import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { duplicateQueries } from './duplicateQueries';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { ExportButton } from '../../ui/list/ExportButton';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { DUPLICATE_COLUMNS } from '@shared/lists/duplicateColumns';
import type { DuplicatePairRow } from '@shared/schemas/duplicateResponses';

const side = (name: string, email: string | null, phone: string | null, id: number) => (
  <div>
    <div>
      <strong>{name}</strong> <Typography.Text type="secondary">#{id}</Typography.Text>
    </div>
    <Typography.Text type="secondary">{[email, phone ? formatPhone(phone) : null].filter(Boolean).join(' · ') || '-'}</Typography.Text>
  </div>
);

// The list's one declaration (shared/lists/duplicateColumns.ts); each lead of the pair is drawn in one cell.
const columns = tableColumnsOf(DUPLICATE_COLUMNS, undefined, {
  lead_name: { render: (_, r) => side(r.lead_name, r.lead_email, r.lead_phone, r.lead_id) },
  matched_name: { render: (_, r) => side(r.matched_name, r.matched_email, r.matched_phone, r.matched_id) },
  score: { render: (_, r) => `${formatScore(r.score)}%` },
});

/** 'Leads duplicados': pairs of the agency, search (an empty text is refused without a request), the numbered pager and the total. */
export function DuplicatesListPage() {
  const listState = useListState(useLocalList({ page: 1, search: '' }));
  const { page, search } = listState.state;
  const query = useQuery(duplicateQueries.list(page, search));
  const onSearch = (value: string) => {
    if (!value) {
      toast.warning(MSG.searchTextRequired);
      return;
    }
    listState.search.onSearch(value);
  };
  return (
    <ListScreen<DuplicatePairRow>
      title="Leads duplicados"
      // Fixed widths: a pair's two contact lines wrap in their cells, so 'Motivos' fits beside them (it goes only on a narrow window).
      tableLayout="fixed"
      // An empty text is refused (a toast), so the box has no clear icon that would search for nothing.
      search={{ value: search, placeholder: 'Buscar', onSearch, allowClear: false }}
      views={listState.views}
      actions={
        <>
          {search && (
            <Button onClick={() => listState.search.onSearch('')}>
              Limpiar
            </Button>
          )}
          <ExportButton path="/leads-duplicados" params={{ search: search || undefined }} />
        </>
      }
      columns={columns}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(r) => `/sells/leads-duplicados/${r.lead_id}/${r.matched_id}`}
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
