import { useState } from 'react';

import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { FROZEN_LEAD_COLUMNS, FUTURE_SALE_LEAD_COLUMNS } from '@shared/lists/leadColumns';
import { MSG } from '@shared/messages';
import { toast } from '../../ui/toast';
import { leadListQueries, useReviveMutation, type ListedLead } from './leadListQueries';
import { ListScreen } from '../../ui/list/ListScreen';
import { useListState, useLocalList } from '../../ui/list/useListState';
import { ExportButton } from '../../ui/list/ExportButton';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';

export interface PhaseLeadsPageProps {
  kind: 'frozen' | 'future-sale';
}

const TEXTS = {
  frozen: { title: 'Congelados', actions: ['Descongelar', 'Regresar a Funnel'], success: [MSG.unfrozenTitle, MSG.leadModified] },
  'future-sale': { title: 'Futura Venta', actions: ['Regresar'], success: [MSG.returned, MSG.leadModified] },
} as const;

/** Frozen and future-sale lists: name search, columns, unfreeze / return; rows open the lead. */
export function PhaseLeadsPage({ kind }: PhaseLeadsPageProps) {
  const t = TEXTS[kind];
  const [text, setText] = useState('');
  // The name box is the screen's own: a view's search goes in it too (future sale: the box stays empty).
  const listState = useListState(useLocalList({ page: 1, search: '' }), { onApply: (v) => setText(kind === 'future-sale' ? '' : (v.search ?? '')) });
  const { page, search } = listState.state;
  const query = useQuery(leadListQueries.list(kind, page, search));
  const revive = useReviveMutation();
  const apply = () => {
    listState.search.onSearch(text.trim());
    // Future sale: the search runs on clicking the icon and the box is then cleared (spec §2).
    if (kind === 'future-sale') setText('');
  };
  const doRevive = (lead: ListedLead) =>
    revive.mutate(lead.id, {
      onSuccess: () => toast.success(t.success[0], t.success[1]),
      onError: (e) => toast.error(e.message),
    });
  return (
    <ListScreen<ListedLead>
      title={t.title}
      views={listState.views}
      // The name box is the spec's own (§2): it searches on the icon (and on Enter for frozen leads), so it is not the shared search.
      actions={
        <>
          <Input
            placeholder="Buscar por nombre"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={kind === 'frozen' ? apply : undefined}
            suffix={<SearchOutlined aria-label="Buscar" onClick={apply} style={{ cursor: 'pointer' }} />}
            style={{ width: 300 }}
          />
          {search && <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>Búsqueda: {search}</Typography.Text>}
          <ExportButton path={`/leads/${kind}`} params={{ search: search || undefined }} />
        </>
      }
      columns={[
        // Titles and cells from the list's one declaration (shared/lists/leadColumns.ts); the screen adds
        // the ID beside the name, its own 'Sin asignar' and the row's buttons.
        ...tableColumnsOf(kind === 'frozen' ? FROZEN_LEAD_COLUMNS : FUTURE_SALE_LEAD_COLUMNS, undefined, {
          firstAndLastName: { render: (_, r) => <><strong>{r.firstAndLastName}</strong> <Typography.Text type="secondary">#{r.id}</Typography.Text></> },
          'User.firstAndLastName': { render: (_, r) => r.User?.firstAndLastName ?? 'Sin asignar' },
        }),
        {
          key: 'actions',
          title: '',
          render: (_, r) => (
            <Space onClick={(e) => e.stopPropagation()}>
              {t.actions.map((label) => (
                <Button key={label} size="small" loading={revive.isPending && revive.variables === r.id} onClick={() => doRevive(r)}>
                  {label}
                </Button>
              ))}
            </Space>
          ),
        },
      ]}
      rows={query.data?.data}
      rowKey="id"
      rowHref={(r) => `/sells/leads/${r.id}`}
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

export function FrozenLeadsPage() {
  return <PhaseLeadsPage kind="frozen" />;
}

export function FutureSaleLeadsPage() {
  return <PhaseLeadsPage kind="future-sale" />;
}
