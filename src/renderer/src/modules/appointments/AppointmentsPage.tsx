import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Popconfirm, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CloseOutlined, UnorderedListOutlined } from '@ant-design/icons';
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
import { useCloseAppointmentMutation, useRescheduleAppointmentMutation } from './mutations';
import { appointmentQueries, DEFAULT_APPOINTMENT_FILTERS, type AppointmentFilters, type AppointmentRow } from './queries';
import { ListScreen } from '../../ui/list/ListScreen';
import { sortOrderOf } from '../../ui/list/sortParam';
import { AgencyDateTimePicker } from '../../ui/AgencyDateTimePicker';
import { mexicoCityIso, mexicoCityToEpoch } from '../../lib/mexicoTime';
import { ExportButton } from '../../ui/list/ExportButton';

/** Citas keeps its filters, search, sort and page in 'sales-store' v1 (spec §9: status defaults to CONFIRMED). */
const citasStore = createPersistedSlice(SALES_STORE_KEY, SALES_STORE_VERSION, 'appointments', {
  ...DEFAULT_APPOINTMENT_FILTERS,
  page: 1,
  search: '',
  sortBy: undefined as string | undefined,
});

// Dark hues: a coloured tag carries white text, which needs 4.5:1 (WCAG AA).
const STATUS_COLORS: Record<string, string> = { SCHEDULED: '#0958d9', CONFIRMED: '#237804', SUCCESSFUL: '#006d75', CANCELED: '#595959', NO_SHOW: '#cf1322' };

/** /sells/citas: the agency's appointments, CONFIRMED by default, with start / no-show / reschedule. */
export function AppointmentsPage() {
  const { agencyId } = useSignedIn();
  const [saved, save] = citasStore.use();
  const { page, search, sortBy } = saved;
  const filters: AppointmentFilters = { UserId: saved.UserId, type: saved.type, status: saved.status };
  const setPage = (next: number) => save({ page: next });
  const setSortBy = (value: string | undefined) => save({ sortBy: value });
  const advisers = useQuery(adviserQueries.byAgency(agencyId));
  const [filterOpen, setFilterOpen] = useState(false);
  const [rescheduling, setRescheduling] = useState<AppointmentRow>();
  const list = useQuery(appointmentQueries.list(agencyId, { page, search, filters, sortBy }));
  const close = useCloseAppointmentMutation();

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

  const columns: ColumnsType<AppointmentRow> = [
    // Fixed widths (the table's 'fixed' layout): a long client name is cut with its whole text on
    // hover, never widening the table past its window or pushing 'Estatus' out of sight.
    { title: 'Nombre cliente', dataIndex: 'name', key: 'name', width: 160, ellipsis: { showTitle: true }, sorter: true, sortOrder: sortOrderOf(sortBy, 'name') },
    { title: 'Tipo', dataIndex: 'Type', key: 'Type', width: 120, ellipsis: { showTitle: true }, sorter: true, sortOrder: sortOrderOf(sortBy, 'Type') },
    { title: 'Asesor', dataIndex: 'User', key: 'User', width: 140, ellipsis: { showTitle: true }, sorter: true, sortOrder: sortOrderOf(sortBy, 'User') },
    { title: 'Modelo', dataIndex: 'Product', key: 'Product', width: 110, ellipsis: { showTitle: true }, sorter: true, sortOrder: sortOrderOf(sortBy, 'Product') },
    { title: 'Fecha de cita', dataIndex: 'date', key: 'date', width: 170, sorter: true, sortOrder: sortOrderOf(sortBy, 'date'), render: (d: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d, AGENCY_TIME_ZONE)}</span> },
    {
      title: 'Estatus',
      width: 120,
      dataIndex: 'AppointmentStatus',
      key: 'AppointmentStatus',
      sorter: true,
      sortOrder: sortOrderOf(sortBy, 'AppointmentStatus'),
      render: (s: AppointmentRow['AppointmentStatus']) => <Tag color={STATUS_COLORS[s]}>{APPOINTMENT_STATUS_LABELS[s]}</Tag>,
    },
    {
      title: 'Acciones',
      key: 'actions',
      // In the flow, nothing pinned over 'Estatus'; the three buttons side by side, wrapping to a
      // second line where the window is narrow (a row 84 px tall at 1440 px, not 113; one line wider).
      width: 220,
      render: (_, row) =>
        row.AppointmentStatus === 'CONFIRMED' ? (
          <Flex gap={4} wrap>
            <Popconfirm title="¿Iniciar la cita?" okText="Si" cancelText="No" onConfirm={() => act(row, 'SUCCESSFUL')}>
              <Button size="small" type="primary">Iniciar cita</Button>
            </Popconfirm>
            <Popconfirm title="¿El cliente no asistió?" okText="Si" cancelText="No" onConfirm={() => act(row, 'NO_SHOW')}>
              <Button size="small" danger>No asistió</Button>
            </Popconfirm>
            <Button size="small" onClick={() => setRescheduling(row)}>Reagendar</Button>
          </Flex>
        ) : null,
    },
  ];

  const adviserName = advisers.data?.find((a) => a.id === filters.UserId)?.name ?? `#${filters.UserId}`;
  const activeFilters: { key: string; label: string; clear: Partial<AppointmentFilters> }[] = [
    ...(filters.status ? [{ key: 'status', label: `Estatus: ${APPOINTMENT_STATUS_LABELS[filters.status]}`, clear: { status: '' as const } }] : []),
    ...(filters.type ? [{ key: 'type', label: `Tipo: ${APPOINTMENT_TYPE_LABELS[filters.type]}`, clear: { type: '' as const } }] : []),
    ...(filters.UserId !== -1 ? [{ key: 'UserId', label: `Asesor: ${adviserName}`, clear: { UserId: -1 } }] : []),
  ];
  const data = list.data;
  return (
    <ListScreen<AppointmentRow>
      title="Citas"
      search={{ value: search, placeholder: 'Buscar', ariaLabel: 'Buscar citas', onSearch: (value) => save({ search: value, page: 1 }) }}
      filters={{ count: activeFilters.length, onOpen: () => setFilterOpen(true) }}
      actions={
        <>
          <ExportButton
            path="/leadActivity/data/appointments"
            params={{ search: search || undefined, filters: JSON.stringify({ ...filters, UserId: filters.UserId === -1 ? undefined : filters.UserId }), sortBy }}
          />
          <Button icon={<UnorderedListOutlined />} onClick={openWaitingList}>Lista de espera</Button>
        </>
      }
      toolbar={
        // The filters in force, the default 'Confirmada' included, so the list never narrows silently.
        <Flex gap={8} wrap align="center" data-testid="active-filters" aria-label="Filtros activos">
          <Typography.Text type="secondary">Filtros activos:</Typography.Text>
          {activeFilters.length === 0 ? <Typography.Text>Ninguno (todas las citas)</Typography.Text> : null}
          {activeFilters.map((f) => (
            <Tag key={f.key} closable closeIcon={<CloseOutlined aria-label={`Quitar filtro ${f.label}`} />} onClose={() => save({ ...f.clear, page: 1 })}>
              {f.label}
            </Tag>
          ))}
          {search ? (
            <Tag closable closeIcon={<CloseOutlined aria-label="Quitar búsqueda" />} onClose={() => save({ search: '', page: 1 })}>
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
      onPage={setPage}
      onSort={setSortBy}
    >
      <AppointmentFilterModal
        open={filterOpen}
        agencyId={agencyId}
        value={filters}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          save({ ...next, page: 1 });
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
