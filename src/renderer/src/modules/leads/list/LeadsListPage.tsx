import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Grid, Tag, Typography } from 'antd';
import { MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE } from '@shared/domain/constants';
import { pageCount } from '@shared/domain/paging';
import { LEAD_PHASE_COLORS, LEAD_PHASE_LABELS, PHASE_TABS, type PhaseTabKey } from '@shared/domain/phases';
import { LEAD_COLUMNS, type LeadListExportRow } from '@shared/lists/leadColumns';
import { MSG } from '@shared/messages';
import { useSignedIn } from '../../../lib/session';
import { leadName, userName } from '../format';
import { catalogQueries, leadQueries } from '../queries';
import { useLeadsListState, type LeadsListState } from '../salesStore';
import type { LeadListFilters } from '../leadApi';
import type { LeadListRow, PhaseTotals } from '../types';
import { LastContactTimer } from './LastContactTimer';
import { WhatsAppUnreadMark } from '../../whatsapp/WhatsAppUnreadMark';
import { leadsListQuery } from './listParams';
import { lazyDialog } from '../../../ui/lazyDialog';

const CreateLeadModal = lazyDialog(() => import('../modals/CreateLeadModal'), 'CreateLeadModal');
const LeadFiltersModal = lazyDialog(() => import('./LeadFiltersModal'), 'LeadFiltersModal');
import { ListScreen } from '../../../ui/list/ListScreen';
import { useListState, type ListStateOptions } from '../../../ui/list/useListState';
import { inScreenOrder, tableColumnsOf } from '../../../ui/list/tableColumnsOf';
import { PendingStrip } from '../../../lib/offline/PendingStrip';
import { ExportButton } from '../../../ui/list/ExportButton';
import { ImportButton } from '../../../ui/import/ImportButton';
import { useActionParam } from '../../../ui/useActionParam';
import { CountBadge } from '../../../ui/CountBadge';

const TOTAL_KEYS: Record<(typeof PHASE_TABS)[number]['key'], Exclude<keyof PhaseTotals, 'capped'>> = {
  TODOS: 'all',
  '1ER_CONTACTO': 'primer_contacto',
  SEGUIMIENTO: 'seguimiento',
  CIERRE: 'en_cierre',
};

/**
 * The list kit's wiring (issue 52): a saved view keeps the adviser with the filters and the sort as
 * GET /lead/new takes it ('<field>:<asc|desc>'); an unknown tab opens 'Todos'.
 */
const LEADS_LIST: ListStateOptions<LeadsListState, ReturnType<typeof leadsListQuery>> = {
  tab: { of: (s) => s.phase, to: (tab) => ({ phase: PHASE_TABS.some((t) => t.key === tab) ? (tab as PhaseTabKey) : 'TODOS' }) },
  filters: {
    of: (s) => ({ ...s.filters, ...(s.UserId > 0 ? { UserId: s.UserId } : {}) }),
    to: (filters: LeadListFilters) => ({ filters, UserId: filters.UserId ?? -1 }),
  },
  // A view's sort is already '<field>:<dir>'; ListScreen's is '-key' / 'key'.
  sort: {
    of: (s) => s.sortBy,
    to: (sortBy) => {
      const key = sortBy?.includes(':') ? undefined : sortBy?.replace(/^-/, '');
      return { sortBy: key ? `${key}:${sortBy?.startsWith('-') ? 'desc' : 'asc'}` : sortBy };
    },
  },
  // The same params the start-up prefetch used (app/prefetchRoute.ts): the first page is often there already.
  query: leadsListQuery,
};

/** The agency's lead origins as options of the import's origin select, read once it opens. */
function useOriginOptions(enabled: boolean) {
  const { agencyId } = useSignedIn();
  const origins = useQuery({ ...catalogQueries.origins(agencyId), enabled });
  return useMemo(() => origins.data?.map((o) => ({ value: o.id, label: o.description })), [origins.data]);
}

/** /sells/leads: phase tabs with counts, search, filters, sortable table, running timers, 5-page windows. */
/** New leads waiting in the outbox show above the list they will join. */
const LEAD_PLACES = ['lead'] as const;

export function LeadsListPage() {
  const { agencyId } = useSignedIn();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const listState = useListState(useLeadsListState(), LEADS_LIST);
  const { state, patch: setState } = listState;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [createOpen, setCreateOpen] = useState(false);
  useActionParam('crear-lead', () => setCreateOpen(true));

  const { tab, params, totals: totalsParams } = listState.query;
  const list = useQuery(leadQueries.list(agencyId, params));
  const totals = useQuery(leadQueries.totals(agencyId, totalsParams));
  const schedule = useQuery(catalogQueries.schedule(agencyId));
  const total = totals.data?.[TOTAL_KEYS[tab.key]] ?? list.data?.total ?? 0;
  const pages = pageCount(list.data?.total ?? total, PAGE_SIZE);
  const filterCount = Object.keys(state.filters).length;

  // sortBy is '<field>:<asc|desc>' as GET /lead/new takes it; the columns read ListScreen's '-key' / 'key'.
  const screenSort = state.sortBy?.replace(/^(.*):(asc|desc)$/, (_m, key: string, dir: string) => (dir === 'desc' ? `-${key}` : key));
  // Titles, widths, sorters and cells from the list's one declaration (shared/lists/leadColumns.ts);
  // the screen adds the phase bar, the phase tag and the running timer, in its own column order.
  const columns = inScreenOrder(
    tableColumnsOf<LeadListRow, LeadListExportRow>(LEAD_COLUMNS, screenSort, {
      contact: {
        // On a tablet or a small window the table scrolls sideways: the contact stays in view and readable.
        fixed: screens.md ? 'left' : undefined,
        render: (_, lead) => (
          <Flex gap={8} align="stretch">
            <span
              data-testid="phase-bar"
              data-phase={lead.leadPhase.slug}
              style={{ width: 5, borderRadius: 3, background: LEAD_PHASE_COLORS[lead.leadPhase.slug] ?? '#d9d9d9' }}
            />
            {/* One line (the list kit cuts it with '…'): ten leads fit a 900 px high window. */}
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong>{leadName(lead)}</Typography.Text> <Typography.Text type="secondary">#{lead.id}</Typography.Text>
            </div>
          </Flex>
        ),
      },
      // The timer counts business hours; the list offers no order by it.
      lastContact: { sorter: false, sortOrder: undefined, render: (_, lead) => <LastContactTimer lead={lead} schedule={schedule.data} /> },
      phase: { render: (_, lead) => <Tag color={LEAD_PHASE_COLORS[lead.leadPhase.slug]}>{lead.leadPhase.description || LEAD_PHASE_LABELS[lead.leadPhase.slug]}</Tag> },
      adviser: { render: (_, lead) => userName(lead.User) || MSG.noAdviser },
      whatsappUnread: { render: (_, lead) => <WhatsAppUnreadMark unread={lead.whatsappUnread} /> },
    }),
    ['contact', 'lastContact'],
  );

  const createButton = screens.md ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreateOpen(true)}>
      Crear lead
    </Button>
  ) : (
    <Dropdown menu={{ items: [{ key: 'create', label: 'Crear lead', icon: <PlusOutlined />, onClick: () => setCreateOpen(true) }] }}>
      <Button icon={<MenuOutlined />} aria-label="Acciones" />
    </Dropdown>
  );

  return (
    <ListScreen<LeadListRow>
      title="Leads"
      header={<PendingStrip places={LEAD_PLACES} />}
      search={{ ...listState.search, placeholder: 'Buscar por nombre, correo o teléfono' }}
      filters={{ count: filterCount, onOpen: () => setFiltersOpen(true) }}
      views={listState.views}
      actions={
        <>
          <ExportButton campaign path="/lead/new" params={{ phase: params.phase, search: params.search, filters: JSON.stringify(params.filters), sortBy: params.sortBy }} />
          <ImportButton kind="leads" action="importar" invalidate={[leadQueries.all, ['dashboard'], ['duplicates']]} useOrigins={useOriginOptions} />
          {createButton}
        </>
      }
      tabs={{
        active: tab.key,
        onChange: listState.onTab,
        items: PHASE_TABS.map((t) => ({
          key: t.key,
          label: (
            <span>
              {t.label}{' '}
              {/* No count until it is known: a 0 while loading reads as an empty phase. */}
              {totals.data && <CountBadge data-testid={`count-${t.key}`} count={totals.data[TOTAL_KEYS[t.key]]} capped={totals.data.capped?.includes(TOTAL_KEYS[t.key])} />}
            </span>
          ),
        })),
      }}
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      rowHref={(lead) => `/sells/leads/${lead.id}`}
      loading={list.isFetching}
      error={list.error}
      page={listState.page}
      pages={pages}
      total={total}
      totalCapped={totals.data?.capped?.includes(TOTAL_KEYS[tab.key]) ?? list.data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
      scrollX={800}
    >
      <LeadFiltersModal
        open={filtersOpen}
        value={state.filters}
        onClose={() => setFiltersOpen(false)}
        onApply={(f) => {
          setState({ filters: f, UserId: f.UserId ?? -1, page: 1 });
          setFiltersOpen(false);
        }}
      />
      <CreateLeadModal open={createOpen} onClose={() => setCreateOpen(false)} onCreated={(id) => navigate(`/sells/leads/${id}`)} />
    </ListScreen>
  );
}

