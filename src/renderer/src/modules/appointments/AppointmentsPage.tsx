import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Modal, Popconfirm, Segmented, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CloseOutlined, MoreOutlined, PhoneOutlined, UnorderedListOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { can } from '@shared/domain/permissions';
import { localDay, localTime } from '@shared/domain/agendaRange';
import { confirmationMessage, confirmationWhatsAppUrl } from '@shared/domain/appointmentArrival';
import { withPhonePrefix } from '@shared/domain/phone';
import { distinctShortNames } from '@shared/domain/shortName';
import type { Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS } from '@shared/domain/phases';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';
import { formatDateTime } from '@shared/domain/dates';
import { SALES_STORE_KEY, SALES_STORE_VERSION } from '@shared/domain/constants';
import { createPersistedSlice } from '../../ui/list/persistedSlice';
import { useSignedIn } from '../../lib/session';
import { bridge, isDesktop } from '../../lib/bridge';
import { toast } from '../../ui/toast';
import { adviserQueries } from './adviserOptions';
import { useArrivalMutation, useCloseAppointmentMutation, useConfirmScheduledMutation, useRescheduleAppointmentMutation } from './mutations';
import { appointmentQueries, DEFAULT_APPOINTMENT_FILTERS, type AppointmentFilters, type AppointmentRow } from './queries';
import { ListScreen } from '../../ui/list/ListScreen';
import { tableColumnsOf } from '../../ui/list/tableColumnsOf';
import { APPOINTMENT_COLUMNS } from '@shared/lists/appointmentColumns';
import { AgencyDateTimePicker } from '../../ui/AgencyDateTimePicker';
import { mexicoCityIso, mexicoCityToEpoch } from '../../lib/mexicoTime';
import { ExportButton } from '../../ui/list/ExportButton';
import { viewFilters } from '../../ui/list/viewFilters';
import { useListState, type ListStateOptions } from '../../ui/list/useListState';

/** Citas keeps its filters, search, sort and page in 'sales-store' v1 (spec §9: status defaults to CONFIRMED). */
const citasStore = createPersistedSlice(SALES_STORE_KEY, SALES_STORE_VERSION, 'appointments', {
  ...DEFAULT_APPOINTMENT_FILTERS,
  page: 1,
  search: '',
  sortBy: undefined as string | undefined,
  view: 'citas' as CitasView,
});

/**
 * The arrival loop's lists beside the spec's one: the day's no-shows BDC calls back, and tomorrow's
 * appointments not yet confirmed with a prefilled WhatsApp reminder and 'Confirmar'.
 */
type CitasView = 'citas' | 'noShows' | 'manana';
const VIEW_FILTERS: Record<Exclude<CitasView, 'citas'>, Pick<AppointmentFilters, 'status' | 'day'>> = {
  noShows: { status: 'NO_SHOW', day: 'HOY' },
  manana: { status: 'SCHEDULED', day: 'MANANA' },
};

/**
 * A view holds the day view as its tab ('citas' when unknown) and the adviser, type and status; sorting
 * keeps the page, as Citas always has.
 */
const CITAS_LIST: ListStateOptions<ReturnType<typeof citasStore.read>> = {
  tab: { of: (s) => s.view, to: (tab) => ({ view: tab === 'noShows' || tab === 'manana' ? tab : 'citas' }) },
  filters: {
    of: (s) => viewFilters({ UserId: s.UserId > 0 ? s.UserId : undefined, type: s.type, status: s.status }),
    to: (f: Partial<AppointmentFilters>) => ({ UserId: f.UserId ?? -1, type: f.type ?? '', status: f.status ?? '' }),
  },
  sortKeepsPage: true,
};

// Dark hues: a coloured tag carries white text, which needs 4.5:1 (WCAG AA).
const STATUS_COLORS: Record<string, string> = { SCHEDULED: '#0958d9', CONFIRMED: '#237804', SUCCESSFUL: '#006d75', CANCELED: '#595959', NO_SHOW: '#cf1322' };

/**
 * The list width from which the row actions are buttons: every column at its wide width (name 170,
 * type 120, adviser 140, model 110, date 160, status 120: 1040) and the 220 px of buttons, the model
 * left out from 1000 to 1040 px. A 1400 px window with the menu open (and a page scrollbar) has it; 1280 px with the menu open gets the compact menu.
 */
const WIDE_LIST_PX = 1000;

/** /sells/citas: the agency's appointments, CONFIRMED by default, with start / no-show / reschedule. */
/** One action on an appointment row: a button on wide windows, a menu item on narrow ones. */
interface RowAction {
  key: string;
  label: string;
  icon?: React.ReactNode;
  primary?: boolean;
  danger?: boolean;
  disabled?: boolean;
  /** The question asked before it runs. */
  confirm?: string;
  run(): void;
}

export function AppointmentsPage() {
  const { agencyId, role } = useSignedIn();
  const listState = useListState(citasStore.use(), CITAS_LIST);
  const saved = listState.state;
  const { page, search, sortBy } = saved;
  const view: CitasView = saved.view ?? 'citas';
  const manages = can(role, 'appointments:manage');
  const marksArrivals = can(role, 'appointments:arrival');
  const filters: AppointmentFilters =
    view === 'citas' ? { UserId: saved.UserId, type: saved.type, status: saved.status } : { UserId: saved.UserId, type: saved.type, ...VIEW_FILTERS[view] };
  const advisers = useQuery(adviserQueries.byAgency(agencyId));
  const [filterOpen, setFilterOpen] = useState(false);
  const [rescheduling, setRescheduling] = useState<AppointmentRow>();
  const list = useQuery(appointmentQueries.list(agencyId, { page, search, filters, sortBy }));
  const close = useCloseAppointmentMutation();
  const arrival = useArrivalMutation();
  const confirm = useConfirmScheduledMutation();
  const today = localDay(new Date());
  const shownNames = useMemo(() => {
    const rows = list.data?.data ?? [];
    const names = distinctShortNames(rows);
    return new Map(rows.map((r, i) => [r.id, names[i]!]));
  }, [list.data]);

  const markArrived = (row: AppointmentRow) =>
    arrival.mutate(row.id, {
      onSuccess: (result) => toast.success(result.message, result.cita),
      onError: (error) => toast.error(error.message || MSG.genericError),
    });
  const confirmRow = (row: AppointmentRow) =>
    confirm.mutate(row.id, {
      onSuccess: () => toast.success(MSG.successTitle, MSG.appointmentConfirmed),
      onError: (error) => toast.error(error.message || MSG.genericError),
    });
  const phoneDigits = (row: AppointmentRow) => (row.phone ? withPhonePrefix(row.phone).slice(1) : '');
  const remind = (row: AppointmentRow) => {
    const url = confirmationWhatsAppUrl(row.phone, confirmationMessage(row.name.split(' ')[0] ?? row.name, row.agencyName, localTime(row.date)));
    if (url) void bridge['external:open']({ url }).catch(() => false);
  };

  const openWaitingList = () => {
    if (isDesktop) void bridge['kiosk:open']({ agencyId });
    else window.open(`/lista-espera-citas/${agencyId}`, '_blank', 'noopener');
  };

  const act = (row: AppointmentRow, status: 'SUCCESSFUL' | 'NO_SHOW') =>
    close.mutate(
      { id: row.id, type: row.type, status },
      {
        onSuccess: (result) => toast.success(MSG.successTitle, status === 'SUCCESSFUL' ? MSG.appointmentStarted : result.message),
        onError: (error) => toast.error(error.message || MSG.genericError),
      },
    );

  /** A row's actions in the current view, as buttons (wide windows) or one compact menu. */
  const rowActions = (row: AppointmentRow): RowAction[] => {
    if (view === 'manana') {
      const list: RowAction[] = [{ key: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppOutlined />, disabled: !confirmationWhatsAppUrl(row.phone, '-'), run: () => remind(row) }];
      if (row.AppointmentStatus === 'SCHEDULED') list.push({ key: 'confirm', label: 'Confirmar', primary: true, run: () => confirmRow(row) });
      return list;
    }
    if (view === 'noShows') {
      return [{ key: 'call', label: 'Llamar', icon: <PhoneOutlined />, disabled: !row.phone, run: () => void bridge['external:open']({ url: `tel:+${phoneDigits(row)}` }).catch(() => false) }];
    }
    const open = row.AppointmentStatus === 'CONFIRMED' || row.AppointmentStatus === 'SCHEDULED';
    const list: RowAction[] = [];
    if (marksArrivals && open && !row.arrivedAt && localDay(row.date) === today) list.push({ key: 'arrived', label: 'Llegó', run: () => markArrived(row) });
    if (manages && row.AppointmentStatus === 'CONFIRMED') {
      list.push(
        { key: 'start', label: 'Iniciar cita', primary: true, confirm: '¿Iniciar la cita?', run: () => act(row, 'SUCCESSFUL') },
        { key: 'noShow', label: 'No asistió', danger: true, confirm: '¿El cliente no asistió?', run: () => act(row, 'NO_SHOW') },
        { key: 'reschedule', label: 'Reagendar', run: () => setRescheduling(row) },
      );
    }
    return list;
  };

  /**
   * The columns for the list's width: the actions are buttons side by side when every column fits
   * with them (WIDE_LIST_PX), else one compact menu; the type and the model go first when even that
   * is too wide (both are on the lead). Judged by the list's own width, so the side menu counts.
   */
  const columns = (width: number | undefined): ColumnsType<AppointmentRow> => {
    const wide = (width ?? window.innerWidth - 366) >= WIDE_LIST_PX;
    return [
    // Titles, sorters and cells from the list's one declaration (shared/lists/appointmentColumns.ts).
    // Fixed widths (the table's 'fixed' layout): a long client name is cut with its whole text on
    // hover, never widening the table past its window or pushing 'Estatus' out of sight.
    ...tableColumnsOf(APPOINTMENT_COLUMNS, sortBy, {
      // The page's clients by names that tell them apart ('Alejandra Villaseñor R.' and '… G.', never
      // two 'Alejandra Villaseñor …'), the whole name on hover and for readers.
      name: {
        width: wide ? 170 : 160,
        ellipsis: true,
        render: (_, r) => (
          <span title={r.name} data-testid="appointment-client">
            {shownNames.get(r.id) ?? r.name}
          </span>
        ),
      },
      // Below 1200 px the type and model give their room to 'Estatus' and the actions (both are on the lead).
      Type: { drop: 2, ellipsis: { showTitle: true } },
      // An appointment without an adviser or a model leaves the cell empty.
      User: { width: wide ? 140 : 130, ellipsis: { showTitle: true }, render: (_, r) => r.User },
      Product: { drop: 1, ellipsis: { showTitle: true }, render: (_, r) => r.Product },
      date: { width: wide ? 160 : 146, render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.date, AGENCY_TIME_ZONE)}</span> },
      AppointmentStatus: { width: wide ? 120 : 116, render: (_, r) => <Tag color={STATUS_COLORS[r.AppointmentStatus]}>{APPOINTMENT_STATUS_LABELS[r.AppointmentStatus]}</Tag> },
    }),
    {
      title: 'Acciones',
      key: 'actions',
      // In the flow, nothing pinned over 'Estatus'; the buttons side by side at 1200 px and up. Below
      // it they are one compact menu, so the row stays one line and 'Estatus' in the window.
      width: wide ? 220 : 90,
      render: (_, row) => {
        const actions = rowActions(row);
        const arrived = view === 'citas' && row.arrivedAt && (row.AppointmentStatus === 'CONFIRMED' || row.AppointmentStatus === 'SCHEDULED');
        const arrivedTag = arrived ? <Tag color="#237804">Llegó {localTime(row.arrivedAt!)}</Tag> : null;
        if (!wide) {
          if (actions.length === 0) return arrived ? <Tag color="#237804">{localTime(row.arrivedAt!)}</Tag> : null;
          return (
            <Dropdown
              trigger={['click']}
              menu={{
                items: actions.map((a) => ({ key: a.key, label: a.label, icon: a.icon, danger: a.danger, disabled: a.disabled })),
                onClick: ({ key }) => {
                  const a = actions.find((x) => x.key === key);
                  if (!a) return;
                  if (a.confirm) Modal.confirm({ title: a.confirm, okText: 'Si', cancelText: 'No', onOk: a.run });
                  else a.run();
                },
              }}
            >
              <Button size="small" icon={<MoreOutlined />} aria-label={`Acciones de ${row.name}`} title={arrived ? `Llegó ${localTime(row.arrivedAt!)}` : undefined} />
            </Dropdown>
          );
        }
        return (
          <Flex gap={4} wrap>
            {arrivedTag}
            {actions.map((a) =>
              a.confirm ? (
                <Popconfirm key={a.key} title={a.confirm} okText="Si" cancelText="No" onConfirm={a.run}>
                  <Button size="small" type={a.primary ? 'primary' : undefined} danger={a.danger}>{a.label}</Button>
                </Popconfirm>
              ) : (
                <Button key={a.key} size="small" type={a.primary ? 'primary' : undefined} icon={a.icon} disabled={a.disabled} onClick={a.run}>
                  {a.label}
                </Button>
              ),
            )}
          </Flex>
        );
      },
    },
    ];
  };

  const adviserName = advisers.data?.find((a) => a.id === filters.UserId)?.name ?? `#${filters.UserId}`;
  const activeFilters: { key: string; label: string; clear: Partial<AppointmentFilters> }[] = [
    ...(view === 'citas' && filters.status ? [{ key: 'status', label: `Estatus: ${APPOINTMENT_STATUS_LABELS[filters.status]}`, clear: { status: '' as const } }] : []),
    ...(filters.type ? [{ key: 'type', label: `Tipo: ${APPOINTMENT_TYPE_LABELS[filters.type]}`, clear: { type: '' as const } }] : []),
    ...(filters.UserId !== -1 ? [{ key: 'UserId', label: `Asesor: ${adviserName}`, clear: { UserId: -1 } }] : []),
  ];
  const data = list.data;
  return (
    <ListScreen<AppointmentRow>
      title="Citas"
      search={{ ...listState.search, placeholder: 'Buscar', ariaLabel: 'Buscar citas' }}
      filters={{ count: activeFilters.length, onOpen: () => setFilterOpen(true) }}
      views={listState.views}
      actions={
        <>
          <ExportButton
            path="/leadActivity/data/appointments"
            params={{ search: search || undefined, filters: JSON.stringify({ ...filters, UserId: filters.UserId === -1 ? undefined : filters.UserId }), sortBy }}
          />
          {manages ? <Button icon={<UnorderedListOutlined />} onClick={openWaitingList}>Lista de espera</Button> : null}
        </>
      }
      toolbar={
        // The filters in force, the default 'Confirmada' included, so the list never narrows silently.
        <Flex gap={8} wrap align="center" data-testid="active-filters" aria-label="Filtros activos">
          <Segmented<CitasView>
            aria-label="Vista de citas"
            value={view}
            onChange={listState.onTab}
            options={[
              { value: 'citas', label: 'Citas' },
              { value: 'noShows', label: 'No asistieron hoy' },
              { value: 'manana', label: 'Mañana' },
            ]}
          />
          <Typography.Text type="secondary">Filtros activos:</Typography.Text>
          {activeFilters.length === 0 ? <Typography.Text>Ninguno (todas las citas)</Typography.Text> : null}
          {activeFilters.map((f) => (
            <Tag key={f.key} closable closeIcon={<CloseOutlined aria-label={`Quitar filtro ${f.label}`} />} onClose={() => listState.restart(f.clear)}>
              {f.label}
            </Tag>
          ))}
          {search ? (
            <Tag closable closeIcon={<CloseOutlined aria-label="Quitar búsqueda" />} onClose={() => listState.search.onSearch('')}>
              Búsqueda: {search}
            </Tag>
          ) : null}
        </Flex>
      }
      columns={columns}
      rows={data?.data}
      rowKey="id"
      rowHref={(row) => `/sells/leads/${row.LeadId}`}
      tableLayout="fixed"
      loading={list.isFetching}
      error={list.error}
      page={page}
      pages={data?.pages ?? 1}
      total={data?.total ?? 0}
      totalCapped={data?.totalCapped}
      onPage={listState.onPage}
      onSort={listState.onSort}
    >
      <AppointmentFilterModal
        open={filterOpen}
        agencyId={agencyId}
        value={filters}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          listState.restart(next);
          setFilterOpen(false);
        }}
      />
      <RescheduleModal row={rescheduling} onClose={() => setRescheduling(undefined)} />
    </ListScreen>
  );
}

interface AppointmentFilterModalProps {
  open: boolean;
  agencyId: number;
  value: AppointmentFilters;
  onClose(): void;
  onApply(filters: AppointmentFilters): void;
}

function AppointmentFilterModal({ open, agencyId, value, onClose, onApply }: AppointmentFilterModalProps) {
  const [draft, setDraft] = useState(value);
  const advisers = useQuery({ ...adviserQueries.byAgency(agencyId), enabled: open });
  return (
    <Modal
      open={open}
      title="Filtros"
      onCancel={onClose}
      afterOpenChange={(visible) => visible && setDraft(value)}
      footer={[
        <Button key="close" onClick={onClose}>Cerrar</Button>,
        <Button key="clear" onClick={() => setDraft(DEFAULT_APPOINTMENT_FILTERS)}>Limpiar</Button>,
        <Button key="apply" type="primary" onClick={() => onApply(draft)}>Filtrar</Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <label>
          Asesor
          <Select
            style={{ width: '100%' }}
            value={draft.UserId}
            loading={advisers.isLoading}
            notFoundContent={advisers.isLoading ? MSG.loading : undefined}
            options={[{ value: -1, label: 'Todos' }, ...(advisers.data ?? []).map((a) => ({ value: a.id, label: a.name }))]}
            onChange={(UserId: number) => setDraft({ ...draft, UserId })}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </label>
        <label>
          Tipo
          <Select
            style={{ width: '100%' }}
            value={draft.type}
            options={[{ value: '', label: 'Todos' }, ...APPOINTMENT_TYPES.map((t) => ({ value: t, label: APPOINTMENT_TYPE_LABELS[t] }))]}
            onChange={(type: AppointmentFilters['type']) => setDraft({ ...draft, type })}
          />
        </label>
        <label>
          Estatus
          <Select
            style={{ width: '100%' }}
            value={draft.status}
            options={[{ value: '', label: 'Todos' }, ...APPOINTMENT_STATUSES.map((s) => ({ value: s, label: APPOINTMENT_STATUS_LABELS[s] }))]}
            onChange={(status: AppointmentFilters['status']) => setDraft({ ...draft, status })}
          />
        </label>
      </Flex>
    </Modal>
  );
}

function RescheduleModal({ row, onClose }: { row?: AppointmentRow; onClose(): void }) {
  const [date, setDate] = useState<Dayjs | null>(null);
  const reschedule = useRescheduleAppointmentMutation();
  const submit = () => {
    if (!row) return;
    // An invalid date is ignored (spec §2): only a real, chosen date goes out.
    if (!date || !date.isValid()) {
      Modal.warning({ title: MSG.attentionTitle, content: MSG.rescheduleDateRequired });
      return;
    }
    if (mexicoCityToEpoch(date) < Date.now()) {
      toast.error(MSG.dateNotBeforeNow);
      return;
    }
    reschedule.mutate(
      { id: row.id, type: row.type, date: mexicoCityIso(date) },
      {
        onSuccess: () => {
          toast.success(MSG.successTitle, MSG.rescheduled);
          setDate(null);
          onClose();
        },
        onError: (error) => toast.error(error.message || MSG.rescheduleFailed),
      },
    );
  };
  return (
    <Modal open={row !== undefined} title="Reagendar cita" onCancel={onClose} onOk={submit} okText="Reagendar" cancelText="Cancelar" confirmLoading={reschedule.isPending}>
      <Typography.Paragraph>{row?.name}</Typography.Paragraph>
      <AgencyDateTimePicker value={date} onChange={(value) => setDate(value && value.isValid() ? value : null)} aria-label="Nueva fecha" />
    </Modal>
  );
}
