import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';

import { Button, Flex, Input, Space, Table, Tabs, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@shared/messages';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { formatDateTime } from '@shared/domain/dates';
import { FLOOR_VISIT_TYPES } from '@shared/domain/enums';
import { LEAD_PHASE_COLORS, LEAD_PHASE_LABELS, type LeadPhase } from '@shared/domain/phases';
import { useSignedIn } from '../../lib/session';
import { floorVisitQueries, type FloorVisitRow } from './queries';
import { lazyDialog } from '../../ui/lazyDialog';

const NewVisitWizard = lazyDialog(() => import('./NewVisitWizard'), 'NewVisitWizard');
import { PageTitle } from '../../ui/PageTitle';
import { SEARCH_BUTTON } from '../../ui/SearchBox';
import { rowLinkProps, withRowLink } from '../../ui/list/rowLink';
import { createPersistedSlice } from '../../ui/list/persistedSlice';
import { sortOrderOf } from '../../ui/list/sortParam';
import { SALES_STORE_KEY, SALES_STORE_VERSION } from '@shared/domain/constants';
import { ExportButton } from '../../ui/list/ExportButton';

/** The floor visits keep their tab, search, sort and page in 'sales-store' v1 (spec §9: phase 'TODOS'). */
const visitsStore = createPersistedSlice(SALES_STORE_KEY, SALES_STORE_VERSION, 'floorVisits', {
  phase: 'TODOS',
  page: 1,
  search: '',
  sortBy: undefined as string | undefined,
});

const ORIGIN_LABELS = { NEW: 'Nuevo', EXISTING: 'Existente' } as const;

/** /sells/registro-visitas: the agency's floor visits and the 'Nueva visita' wizard. */
export function FloorVisitsPage() {
  const { agencyId } = useSignedIn();
  const [saved, save] = visitsStore.use();
  const { page, search, sortBy } = saved;
  const setPage = (next: number | ((p: number) => number)) => save({ page: typeof next === 'function' ? next(page) : next });
  const setSortBy = (value: string | undefined) => save({ sortBy: value });
  const [wizardOpen, setWizardOpen] = useState(false);
  const list = useQuery(floorVisitQueries.list(agencyId, { page, search, sortBy }));
  const totals = useQuery(floorVisitQueries.totals(agencyId, search));

  const columns: TableProps<FloorVisitRow>['columns'] = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      render: (name: string, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{name}</Typography.Text>
          <Space size={4}>
            <Tag color={LEAD_PHASE_COLORS[row.phase as LeadPhase]}>{LEAD_PHASE_LABELS[row.phase as LeadPhase] ?? row.phase}</Tag>
            <Typography.Text type="secondary">#{row.LeadId}</Typography.Text>
          </Space>
        </Space>
      ),
    },
    { title: 'Fecha', dataIndex: 'date', key: 'date', sorter: true, render: (d: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d, AGENCY_TIME_ZONE)}</span> },
    { title: 'Modelo de interés', dataIndex: 'model', key: 'model', sorter: true },
    { title: 'Asesor', dataIndex: 'adviser', key: 'adviser', sorter: true },
    { title: 'Origen', dataIndex: 'origin', key: 'origin', sorter: true, render: (o: FloorVisitRow['origin']) => ORIGIN_LABELS[o] ?? o },
    { title: 'Tipo de visita', dataIndex: 'type', key: 'type', sorter: true, render: (t: FloorVisitRow['type']) => FLOOR_VISIT_TYPES[t] ?? t },
  ];

  const onChange: TableProps<FloorVisitRow>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSortBy(s?.order && s.columnKey ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey)}` : undefined);
  };

  const data = list.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageTitle style={{ margin: 0 }}>Registro de visitas</PageTitle>
        <Flex gap={8} wrap>
          <ExportButton path="/registro-visitas" params={{ search: search || undefined, sortBy }} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWizardOpen(true)}>Nueva visita</Button>
        </Flex>
      </Flex>
      <Input.Search enterButton={SEARCH_BUTTON}
        allowClear
        placeholder="Buscar"
        aria-label="Buscar visitas"
        style={{ maxWidth: 360 }}
        defaultValue={search}
        onSearch={(value) => save({ search: value.trim(), page: 1 })}
      />
      <Tabs items={[{ key: 'all', label: `Todos (${totals.data?.all ?? data?.total ?? 0})` }]} />
      {list.isError && <Typography.Text type="danger">{MSG.listError}</Typography.Text>}
      <Table<FloorVisitRow>
        rowKey="id"
        columns={withRowLink(
          columns.map((c) => (c.key ? { ...c, sortOrder: sortOrderOf(sortBy, String(c.key)) } : c)),
          (row) => `/sells/leads/${row.LeadId}`,
        )}
        dataSource={data?.data ?? []}
        loading={list.isFetching}
        pagination={false}
        onChange={onChange}
        onRow={rowLinkProps()}
        scroll={{ x: true }}
      />
      <Flex justify="space-between" align="center">
        <Typography.Text>{data?.total ?? 0} registro(s)</Typography.Text>
        <Space>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)} aria-label="Página anterior">{'<'}</Button>
          <Typography.Text>{`${data?.page ?? page} / ${data?.pages ?? 1}`}</Typography.Text>
          <Button disabled={!data || page >= data.pages} onClick={() => setPage((p) => p + 1)} aria-label="Página siguiente">{'>'}</Button>
        </Space>
      </Flex>
      <NewVisitWizard open={wizardOpen} onClose={() => setWizardOpen(false)} />
    </Flex>
  );
}
