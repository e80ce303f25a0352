import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { DISPLAY_DATE_TIME } from '@shared/domain/constants';
import { MSG } from '@shared/messages';
import { BlockPager } from '../sales/BlockPager';
import { accessoryQueries, type AccessoryLead } from './accessoryQueries';

const STAGE_LABELS: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/** Accessory leads: sortable columns, search, stage filter, All tab with count, 5-page windows. */
export function AccessoryLeadsPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [stage, setStage] = useState<string>();
  const [sortBy, setSortBy] = useState<string[]>(['-updatedAt']);
  const query = useQuery(accessoryQueries.list({ page, search, stage, sortBy }));
  const stages = query.data?.totals.stages ?? [];
  const onSort = (s: SorterResult<AccessoryLead> | SorterResult<AccessoryLead>[]) => {
    const one = Array.isArray(s) ? s[0] : s;
    setSortBy(one?.order && one.columnKey ? [`${one.order === 'descend' ? '-' : ''}${String(one.columnKey)}`] : ['-updatedAt']);
    setPage(1);
  };
  const order = (key: string) => (sortBy[0] === key ? ('ascend' as const) : sortBy[0] === `-${key}` ? ('descend' as const) : null);
  return (
    <Card>
      <Typography.Title level={3}>Accesorios</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="Buscar"
          allowClear
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          style={{ width: 280 }}
        />
        <Select
          allowClear
          placeholder="Etapa"
          value={stage}
          style={{ width: 200 }}
          onChange={(v: string | undefined) => {
            setStage(v);
            setPage(1);
          }}
          options={stages.map((s) => ({ value: s.stage, label: `${STAGE_LABELS[s.stage] ?? s.stage} (${s.total})` }))}
        />
      </Space>
      <Tabs
        activeKey={stage ?? 'ALL'}
        onChange={(k) => {
          setStage(k === 'ALL' ? undefined : k);
          setPage(1);
        }}
        items={[
          { key: 'ALL', label: `Todos (${query.data?.totals.all ?? 0})` },
          ...stages.map((s) => ({ key: s.stage, label: `${STAGE_LABELS[s.stage] ?? s.stage} (${s.total})` })),
        ]}
      />
      {query.isError && <Alert type="error" showIcon title={MSG.listError} description={query.error.message} />}
      <Table<AccessoryLead>
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        onChange={(_p, _f, s) => onSort(s)}
        onRow={(r) => ({ onClick: () => navigate(`/sells/leads-accesorios/${r.id}`), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'name', title: 'Nombre y correo', sorter: true, sortOrder: order('name'), render: (_, r) => <><strong>{r.name}</strong><br /><Typography.Text type="secondary">{r.email ?? '-'}</Typography.Text></> },
          { key: 'phone', title: 'Teléfono', sorter: true, sortOrder: order('phone'), render: (_, r) => r.phone ?? '-' },
          { key: 'item', title: 'Artículo', sorter: true, sortOrder: order('item'), render: (_, r) => r.Item?.name ?? '-' },
          { key: 'updatedAt', title: 'Última modificación', sorter: true, sortOrder: order('updatedAt'), render: (_, r) => dayjs(r.updatedAt).format(DISPLAY_DATE_TIME) },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <BlockPager page={page} pages={query.data?.pages ?? 1} onChange={setPage} />
      </div>
    </Card>
  );
}
