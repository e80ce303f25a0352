import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, List, Modal, Typography } from 'antd';
import { TypedDatePicker } from '../../ui/inputs/TypedDatePicker';
import { BellOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import type { AgendaView } from '@shared/domain/agendaLayout';
import { callData } from '../../lib/apiCall';
import { agendaRoutes } from '@shared/contracts/appointmentContracts';
import { useSignedIn } from '../../lib/session';
import { toast } from '../../ui/toast';
import { formatDateTime } from '@shared/domain/dates';
import { AGENCY_TIME_ZONE } from '@shared/domain/constants';


const reminderQueries = {
  all: ['reminders'] as const,
  range: (userId: number, view: AgendaView, day: string) => ({
    queryKey: [...reminderQueries.all, userId, view, day],
    queryFn: () => callData(agendaRoutes.reminders, { params: { id: userId }, query: { range: view, date: day } }),
  }),
};

export interface RemindersPanelProps {
  view: AgendaView;
  day: string;
}

/** The user's own reminders for the agenda's current day, week or month, and 'Agregar recordatorio'. */
export function RemindersPanel({ view, day }: RemindersPanelProps) {
  const { user } = useSignedIn();
  const queryClient = useQueryClient();
  const reminders = useQuery(reminderQueries.range(user.id, view, day));
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: () => callData(agendaRoutes.createReminder, { body: { data: { title: title.trim(), description: description || undefined, date: date!.toISOString() } } }),
    onSuccess: async () => {
      toast.success(MSG.successTitle, MSG.reminderCreated);
      await queryClient.invalidateQueries({ queryKey: reminderQueries.all });
      setOpen(false);
      setTitle('');
      setDescription('');
      setDate(null);
      setError(undefined);
    },
    onError: (e) => toast.error(e.message),
  });
  const submit = () => {
    if (!title.trim() || !date) return setError(MSG.completeAll);
    create.mutate();
  };
  const rows = reminders.data ?? [];
  return (
    <Card
      size="small"
      title={
        <span>
          <BellOutlined /> Recordatorios
        </span>
      }
      extra={<Button size="small" icon={<PlusOutlined />} onClick={() => setOpen(true)}>Agregar recordatorio</Button>}
    >
      {rows.length === 0 ? (
        <Typography.Text type="secondary">Sin recordatorios</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item>
              <Typography.Text strong>{formatDateTime(r.date, AGENCY_TIME_ZONE)}</Typography.Text>&nbsp;{r.title}
              {r.description ? <Typography.Text type="secondary"> · {r.description}</Typography.Text> : null}
            </List.Item>
          )}
        />
      )}
      <Modal open={open} title="Agregar recordatorio" okText="Guardar" cancelText="Cancelar" onOk={submit} onCancel={() => setOpen(false)} confirmLoading={create.isPending}>
        <Flex vertical gap={12}>
          {error && <Alert type="error" title={error} showIcon />}
          <Input aria-label="Título" placeholder="Título" value={title} onChange={(e) => setTitle(e.target.value)} />
          <TypedDatePicker aria-label="Fecha del recordatorio" withTime value={date} onChange={setDate} style={{ width: '100%' }} />
          <Input.TextArea aria-label="Descripción" placeholder="Descripción" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </Flex>
      </Modal>
    </Card>
  );
}
