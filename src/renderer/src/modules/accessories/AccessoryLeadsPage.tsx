import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Image, Select, Space, Typography } from 'antd';
import { ACCESSORY_LEAD_COLUMNS } from '@shared/lists/accessoryLeadColumns';
import { accessoryQueries, type AccessoryLead } from './accessoryQueries';
import { ListScreen } from '../../ui/list/ListScreen';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { ExportButton } from '../../ui/list/ExportButton';

const STAGE_LABELS: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/** Accessory leads: sortable columns, search, stage filter, All tab with count, 5-page windows. */
export function AccessoryLeadsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [stage, setStage] = useState<string>();
  const [sortBy, setSortBy] = useState('-updatedAt');
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
      search={{
        value: search,
        placeholder: 'Buscar',
        onSearch: (v) => {
          setSearch(v);
          setPage(1);
        },
      }}
      views={{
        state: { search: search || undefined, tab: stage ?? 'ALL', sort: sortBy, filters: {} },
        onApply: (v) => {
          setSearch(v.search ?? '');
          setStage(v.tab && v.tab !== 'ALL' ? v.tab : undefined);
          setSortBy(v.sort ?? '-updatedAt');
          setPage(1);
        },
      }}
      actions={
        <>
          <Select
            allowClear
            placeholder="Etapa"
            value={stage}
            style={{ width: 200 }}
            onChange={(v: string | undefined) => {
              setStage(v);
              setPage(1);
            }}
            options={stages.map((s) => ({ value: s.stage, label: stageLabel(s) }))}
          />
          <ExportButton path="/lead-accesorios/" params={{ search: search || undefined, stage, sortBy }} />
        </>
      }
      tabs={{
        active: stage ?? 'ALL',
        onChange: (k) => {
          setStage(k === 'ALL' ? undefined : k);
          setPage(1);
        },
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
      onPage={setPage}
      onSort={(next) => {
        setSortBy(next ?? '-updatedAt');
        setPage(1);
      }}
    />
  );
}
