import { useQuery } from '@tanstack/react-query';
import { Image, Select, Space, Typography } from 'antd';
import { ACCESSORY_LEAD_COLUMNS } from '@shared/lists/accessoryLeadColumns';
import { accessoryQueries, type AccessoryLead } from './accessoryQueries';
import { ListScreen } from '../../ui/list/ListScreen';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { ExportButton } from '../../ui/list/ExportButton';
import { useListState, useLocalList, type ListStateOptions } from '../../ui/list/useListState';

const STAGE_LABELS: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

interface AccessoryListState {
  page: number;
  search: string;
  stage: string | undefined;
  sortBy: string;
}

/** The stage is the tab ('ALL': every stage); without a chosen sort the list is the last updated first. */
const ACCESSORY_LIST: ListStateOptions<AccessoryListState> = {
  tab: { of: (s) => s.stage ?? 'ALL', to: (tab) => ({ stage: tab && tab !== 'ALL' ? tab : undefined }) },
  sort: { of: (s) => s.sortBy, to: (sortBy) => ({ sortBy: sortBy ?? '-updatedAt' }) },
};

/** Accessory leads: sortable columns, search, stage filter, All tab with count, 5-page windows. */
export function AccessoryLeadsPage() {
  const listState = useListState(useLocalList<AccessoryListState>({ page: 1, search: '', stage: undefined, sortBy: '-updatedAt' }), ACCESSORY_LIST);
  const { page, search, stage, sortBy } = listState.state;
  const query = useQuery(accessoryQueries.list({ page, search, stage, sortBy: [sortBy] }));
  const stages = query.data?.totals.stages ?? [];
  const stageLabel = (s: { stage: string; total: number }) => `${STAGE_LABELS[s.stage] ?? s.stage} (${s.total})`;
  // Titles, sorters and cells from the list's one declaration (shared/lists/accessoryLeadColumns.ts); the e-mail and the picture are the screen's own.
  const columns = tableColumnsOf<AccessoryLead>(ACCESSORY_LEAD_COLUMNS, sortBy, {
    name: {
      render: (_, r) => (
        <>
          <strong>{r.name}</strong>
          <br />
          <Typography.Text type="secondary">{r.email ?? '-'}</Typography.Text>
        </>
      ),
    },
    item: {
      render: (_, r) =>
        r.Item ? (
          <Space>
            {r.Item.ProductImageUrls[0] ? <Image src={r.Item.ProductImageUrls[0]} width={32} height={32} preview={false} alt="" style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
            {r.Item.name}
          </Space>
        ) : (
          '-'
        ),
    },
  });
  return (
    <ListScreen<AccessoryLead>
      title="Accesorios"
      search={{ ...listState.search, placeholder: 'Buscar' }}
      views={listState.views}
      actions={
        <>
          <Select
            allowClear
            placeholder="Etapa"
            value={stage}
            style={{ width: 200 }}
            onChange={(v: string | undefined) => listState.restart({ stage: v })}
            options={stages.map((s) => ({ value: s.stage, label: stageLabel(s) }))}
          />
          <ExportButton path="/lead-accesorios/" params={{ search: search || undefined, stage, sortBy }} />
        </>
      }
      tabs={{
        active: stage ?? 'ALL',
        onChange: listState.onTab,
        items: [{ key: 'ALL', label: `Todos (${query.data?.totals.all ?? 0})` }, ...stages.map((s) => ({ key: s.stage, label: stageLabel(s) }))],
      }}
      columns={columns}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(r) => `/sells/leads-accesorios/${r.id}`}
      loading={query.isLoading}
      error={query.error}
      page={page}
      pages={query.data?.pages ?? 1}
      total={query.data?.total ?? 0}
      totalCapped={query.data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
    />
  );
}
