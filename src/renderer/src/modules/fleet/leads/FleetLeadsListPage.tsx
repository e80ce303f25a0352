import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FLEET_PHASE_TABS } from '@shared/domain/fleetPhases';
import { LAST_ACTIVITY_HEX, lastActivityColor } from '@shared/domain/lastActivityColor';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { useSignedIn } from '../../../lib/session';
import { ListScreen } from '../../../ui/list/ListScreen';
import { tableColumnsOf } from '../../../ui/list/tableColumnsOf';
import { WhatsAppUnreadMark } from '../../whatsapp/WhatsAppUnreadMark';
import { FLEET_LEAD_COLUMNS } from '@shared/lists/fleetLeadColumns';
import { FLEET_LEAD_FILTERS } from '@shared/lists/fleetLeadFilters';
import { clearedLeadFilters, countLeadFilters, fleetLeadFilters, leadFilterValues, type FleetLeadFilters } from '../shared/fleetStore';
import { viewFilters } from '../../../ui/list/viewFilters';
import { useListState, type ListStateOptions } from '../../../ui/list/useListState';
import { PhaseTag } from '../shared/PhaseTag';
import type { FleetLeadRow, FleetLeadTotals } from '@shared/schemas/fleetLead';
import { leadFleetQueries } from './queries';
import { useFleetCan } from '../shared/useFleetCan';
import { useLinkedDialog } from '../../../ui/useLinkedDialog';
import { filterQuery } from './leadFleetApi';
import { ExportButton } from '../../../ui/list/ExportButton';
import { ImportButton } from '../../../ui/import/ImportButton';
import { formatDateTime } from '@shared/domain/dates';
import { CountBadge } from '../../../ui/CountBadge';
import { DATE_TIME_COLUMN_WIDTH, NameAndEmail } from '../../../ui/list/NameAndEmail';

const DeclaredFiltersModal = lazy(() => import('../../../ui/list/DeclaredFiltersModal').then((m) => ({ default: m.DeclaredFiltersModal })));
const FleetLeadWizard = lazy(() => import('./wizard/FleetLeadWizard').then((m) => ({ default: m.FleetLeadWizard })));

const withoutPhase = ({ phase: _phase, ...rest }: Partial<FleetLeadFilters>) => rest;

/** A saved view keeps the modal's filters; applied, it empties the others first (the tab is the view's own). */
const FLEET_LEADS_LIST: ListStateOptions<FleetLeadFilters> = {
  tab: { of: (f) => f.phase, to: (phase) => ({ phase: phase ?? 'TODO' }) },
  filters: { of: (f) => viewFilters(leadFilterValues(f)), to: (filters, f) => ({ ...withoutPhase(clearedLeadFilters(f)), ...(filters as Partial<FleetLeadFilters>) }) },
};

/**
 * /fleets/leads-flotilla (spec part 2 §2): phase tabs with their counts (CONGELADO through the
 * filters), submitted search, the filter modal, five sortable columns, last-activity colouring,
 * 10 a page and 'N registro(s)'; the filters persist in 'fleets-store' v1; ?newLead=true opens the wizard.
 */
export function FleetLeadsListPage() {
  const { agencyId, role } = useSignedIn();
  const listState = useListState(fleetLeadFilters.use(), FLEET_LEADS_LIST);
  const f = listState.state;
  const mayWork = useFleetCan('fleet:work');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const wizard = useLinkedDialog('newLead');
  // ?newLead=true opens the wizard, whenever the link is followed.

  const ready = agencyId !== undefined && role !== undefined;
  const list = useQuery({ ...leadFleetQueries.list(agencyId ?? 0, role ?? '', f), enabled: ready });
  const totals = useQuery({ ...leadFleetQueries.totals(agencyId ?? 0, role ?? '', f), enabled: ready });

  // The list's one declaration (shared/lists/fleetLeadColumns.ts) gives titles, widths, sorters and
  // cells; only what a screen adds is here. Fixed widths with cut text keep the whole table, the last
  // column included, in a 1440 px window.
  const columns = tableColumnsOf(FLEET_LEAD_COLUMNS, f.sortBy, {
    // Unread client WhatsApp messages (issue 53, lead_fleets.whatsapp_unread): a tag beside the name, as
    // a column of its own would push 'Presupuesto' out of a 1440 px window with the menu open.
    contactName: { render: (_v, l) => <NameAndEmail name={l.contactName} email={l.email} extra={<WhatsAppUnreadMark unread={l.whatsappUnread} />} /> },
    // Company names run long ('… S.A.P.I. de C.V.'): one line, cut, whole name on hover.
    companyName: { ellipsis: { showTitle: true }, responsive: ['md'] },
    phase: { render: (_v, l) => <PhaseTag phase={l.phase} /> },
    user: { ellipsis: { showTitle: true }, responsive: ['md'], render: (_v, l) => l.user ?? FLEET_MSG.unassigned },
    lastActivityDate: {
      width: DATE_TIME_COLUMN_WIDTH,
      render: (_v, l) => {
        const color = lastActivityColor(l.lastActivityDate);
        return (
          <span data-testid="last-activity" data-color={color ?? 'none'} style={{ whiteSpace: 'nowrap', color: color ? LAST_ACTIVITY_HEX[color] : undefined, fontWeight: color ? 600 : undefined }}>
            {formatDateTime(l.lastActivityDate)}
          </span>
        );
      },
    },
  });

  const tabLabel = (key: keyof FleetLeadTotals, label: string) => (
    <span>
      {label} {totals.data && <CountBadge count={totals.data[key]} active={key === f.phase} data-testid={`tab-count-${key}`} />}
    </span>
  );

  return (
    <ListScreen<FleetLeadRow>
      tableLayout="fixed"
      header={<Breadcrumb style={{ marginBottom: 8 }} items={[{ title: 'Flotillas' }, { title: 'Leads' }]} />}
      title="Leads de flotilla"
      actions={
        <>
          <ExportButton
            path="/lead-fleet"
            params={{ phase: f.phase, filter: f.search || undefined, filters: JSON.stringify(filterQuery(f)), sortBy: f.sortBy ? [f.sortBy] : undefined }}
            paramsSerializer={{ indexes: null }}
          />
          <ImportButton kind="fleetLeads" invalidate={[leadFleetQueries.all, ['fleet', 'companies']]} />
          {mayWork ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={wizard.show}>
              {FLEET_MSG.createLead}
            </Button>
          ) : null}
        </>
      }
      search={{ ...listState.search, placeholder: 'Buscar por nombre, correo o empresa' }}
      filters={{ count: countLeadFilters(f), onOpen: () => setFiltersOpen(true) }}
      views={listState.views}
      tabs={{
        active: f.phase,
        items: [...FLEET_PHASE_TABS, ...(f.phase === 'CONGELADO' ? [{ key: 'CONGELADO', label: 'Congelado' }] : [])].map((t) => ({ key: t.key, label: tabLabel(t.key as keyof FleetLeadTotals, t.label) })),
        onChange: listState.onTab,
      }}
      columns={columns}
      rows={list.data?.data}
      rowKey="id"
      rowHref={(l) => `/fleets/leads-flotilla/${l.id}`}
      loading={list.isFetching}
      error={list.error}
      errorText={FLEET_MSG.listError}
      page={listState.page}
      pages={list.data?.pages ?? 1}
      total={list.data?.total ?? 0}
      totalCapped={list.data?.totalCapped}
      totalText={FLEET_MSG.records}
      onPage={listState.onPage}
      onSort={listState.onSort}
    >
      <Suspense fallback={null}>
        {filtersOpen ? (
          <DeclaredFiltersModal
            filters={FLEET_LEAD_FILTERS}
            idPrefix="fleet-filter"
            columns={2}
            value={f}
            // `v` holds the tab too (the frozen leads' check): cleared, another tab is kept and CONGELADO is 'Todo'.
            onApply={(v: Partial<FleetLeadFilters>) => (listState.restart({ ...v, Products: v.Products ?? [], Stores: v.Stores ?? [] }), setFiltersOpen(false))}
            onClose={() => setFiltersOpen(false)}
          />
        ) : null}
        {wizard.open && mayWork ? <FleetLeadWizard onClose={wizard.close} /> : null}
      </Suspense>
    </ListScreen>
  );
}
