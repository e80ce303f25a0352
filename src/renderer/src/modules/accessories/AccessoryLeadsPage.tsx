import { useState } from 'react';
import { formatPhone } from '@shared/domain/phone';

import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Image, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { formatDateTime } from '@shared/domain/dates';
import { MSG } from '@shared/messages';
import { BlockPager } from '../sales/BlockPager';
import { accessoryQueries, type AccessoryLead } from './accessoryQueries';
import { PageTitle } from '../../ui/PageTitle';
import { SEARCH_BUTTON } from '../../ui/SearchBox';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { ExportButton } from '../../ui/list/ExportButton';

const STAGE_LABELS: Record<string, string> = { NUEVO: 'Nuevo', CONTACTADO: 'Contactado', VENDIDO: 'Vendido' };

/** Accessory leads: sortable columns, search, stage filter, All tab with count, 5-page windows. */
export function AccessoryLeadsPage() {
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
      <PageTitle>Accesorios</PageTitle>
      <Space wrap style={{ marginBottom: 12 }}>
        <ExportButton path="/lead-accesorios/" params={{ search: search || undefined, stage, sortBy: sortBy.join(',') || undefined }} />
        <Input.Search enterButton={SEARCH_BUTTON} aria-label="Buscar"
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
        onRow={rowLinkProps()}
        columns={withRowLink([
          { key: 'name', title: 'Nombre y correo', sorter: true, sortOrder: order('name'), render: (_, r) => <><strong>{r.name}</strong><br /><Typography.Text type="secondary">{r.email ?? '-'}</Typography.Text></> },
          { key: 'phone', title: 'Teléfono', sorter: true, sortOrder: order('phone'), render: (_, r) => formatPhone(r.phone) },
          { key: 'item', title: 'Artículo', sorter: true, sortOrder: order('item'), render: (_, r) =>
            r.Item ? (
              <Space>
                {r.Item.ProductImageUrls[0] ? <Image src={r.Item.ProductImageUrls[0]} width={32} height={32} preview={false} alt="" style={{ objectFit: 'cover', borderRadius: 4 }} /> : null}
                {r.Item.name}
              </Space>
            ) : (
              '-'
            ) },
          { key: 'updatedAt', title: 'Última modificación', sorter: true, sortOrder: order('updatedAt'), render: (_, r) => formatDateTime(r.updatedAt) },
        ], (r) => `/sells/leads-accesorios/${r.id}`)}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <BlockPager page={page} pages={query.data?.pages ?? 1} onChange={setPage} />
      </div>
    </Card>
  );
}
