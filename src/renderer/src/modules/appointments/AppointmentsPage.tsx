import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button, DatePicker, Flex, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPES, APPOINTMENT_TYPE_LABELS } from '@shared/domain/phases';
import { DISPLAY_DATE_TIME } from '@shared/domain/constants';
import { useSignedIn } from '../../lib/session';
import { bridge, isDesktop } from '../../lib/bridge';
import { toast } from '../../ui/toast';
import { adviserQueries } from './adviserOptions';
import { useCloseAppointmentMutation, useRescheduleAppointmentMutation } from './mutations';
import { appointmentQueries, DEFAULT_APPOINTMENT_FILTERS, type AppointmentFilters, type AppointmentRow } from './queries';

const STATUS_COLORS: Record<string, string> = { SCHEDULED: 'blue', CONFIRMED: 'green', SUCCESSFUL: 'cyan', CANCELED: 'default', NO_SHOW: 'red' };

/** /sells/citas: the agency's appointments, CONFIRMED by default, with start / no-show / reschedule. */
export function AppointmentsPage() {
  const { agencyId } = useSignedIn();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<AppointmentFilters>(DEFAULT_APPOINTMENT_FILTERS);
  const [sortBy, setSortBy] = useState<string>();
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

  const columns: TableProps<AppointmentRow>['columns'] = [
    { title: 'Nombre cliente', dataIndex: 'name', key: 'name', sorter: true, render: (name: string, row) => <Link to={`/sells/leads/${row.LeadId}`}>{name}</Link> },
    { title: 'Tipo', dataIndex: 'Type', key: 'Type', sorter: true },
    { title: 'Asesor', dataIndex: 'User', key: 'User', sorter: true },
    { title: 'Modelo', dataIndex: 'Product', key: 'Product', sorter: true },
    { title: 'Fecha de cita', dataIndex: 'date', key: 'date', sorter: true, render: (d: string) => dayjs(d).tz().format(DISPLAY_DATE_TIME) },
    {
      title: 'Estatus',
      dataIndex: 'AppointmentStatus',
      key: 'AppointmentStatus',
      sorter: true,
      render: (s: AppointmentRow['AppointmentStatus']) => <Tag color={STATUS_COLORS[s]}>{APPOINTMENT_STATUS_LABELS[s]}</Tag>,
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, row) =>
        row.AppointmentStatus === 'CONFIRMED' ? (
          <Space wrap>
            <Popconfirm title="¿Iniciar la cita?" okText="Si" cancelText="No" onConfirm={() => act(row, 'SUCCESSFUL')}>
              <Button size="small" type="primary">Iniciar cita</Button>
            </Popconfirm>
            <Popconfirm title="¿El cliente no asistió?" okText="Si" cancelText="No" onConfirm={() => act(row, 'NO_SHOW')}>
              <Button size="small" danger>No asistió</Button>
            </Popconfirm>
            <Button size="small" onClick={() => setRescheduling(row)}>Reagendar</Button>
          </Space>
        ) : null,
    },
  ];

  const onChange: TableProps<AppointmentRow>['onChange'] = (_pagination, _filters, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSortBy(s?.order && s.columnKey ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey)}` : undefined);
  };

  const data = list.data;
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>Citas</Typography.Title>
        <Button icon={<UnorderedListOutlined />} onClick={openWaitingList}>Lista de espera</Button>
      </Flex>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder="Buscar"
          aria-label="Buscar citas"
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
        />
        <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>Filtros</Button>
      </Flex>
      {list.isError && <Typography.Text type="danger">{MSG.listError}</Typography.Text>}
      <Table<AppointmentRow>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={list.isFetching}
        onChange={onChange}
        pagination={false}
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
      <AppointmentFilterModal
        open={filterOpen}
        agencyId={agencyId}
        value={filters}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
          setFilterOpen(false);
        }}
      />
      <RescheduleModal row={rescheduling} onClose={() => setRescheduling(undefined)} />
    </Flex>
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
    if (date.isBefore(dayjs())) {
      toast.error(MSG.dateNotBeforeNow);
      return;
    }
    reschedule.mutate(
      { id: row.id, type: row.type, date: date.toISOString() },
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
      <DatePicker
        showTime={{ format: 'HH:mm' }}
        format="DD-MM-YYYY HH:mm"
        value={date}
        onChange={(value) => setDate(value && value.isValid() ? value : null)}
        disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        style={{ width: '100%' }}
        aria-label="Nueva fecha"
      />
    </Modal>
  );
}
