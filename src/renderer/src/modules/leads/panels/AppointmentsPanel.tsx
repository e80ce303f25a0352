import { useState } from 'react';
import { Button, Card, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { can } from '@shared/domain/permissions';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, type AppointmentStatus, type AppointmentType } from '@shared/domain/phases';
import type { Role } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { firstProblem, rescheduleSchema } from '@shared/schemas/leadForms';
import { toast } from '../../../ui/toast';
import { localDay, localTime } from '@shared/domain/agendaRange';
import { currentInterest, dateTime, leadName } from '../format';
import { leadApi } from '../leadApi';
import { mexicoCityToEpoch } from '../../../lib/mexicoTime';
import { AgencyDateTimePicker } from '../../../ui/AgencyDateTimePicker';
import type { Lead, LeadAppointment } from '../types';
import { useLeadAction } from './useLeadAction';
import { lazyDialog } from '../../../ui/lazyDialog';

const NewActivityModal = lazyDialog(() => import('../modals/NewActivityModal'), 'NewActivityModal');
const NewAppointmentModal = lazyDialog(() => import('../modals/NewAppointmentModal'), 'NewAppointmentModal');

const statusOf = (a: LeadAppointment): string => String(a.AppointmentStatus ?? a.status ?? 'SCHEDULED');

/** Appointments: confirm, cancel, reschedule only for SCHEDULED; plus New appointment and New activity. */
export function AppointmentsPanel({ lead, role }: { lead: Lead; role: Role }) {
  const action = useLeadAction();
  const [popup, setPopup] = useState<'appointment' | 'activity' | null>(null);
  const [rescheduling, setRescheduling] = useState<LeadAppointment | null>(null);
  const [date, setDate] = useState<Dayjs | null>(null);
  const appointments = [...(lead.LeadTestDriveAppointments ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  const reschedule = async (): Promise<void> => {
    if (!rescheduling) return;
    const when = date ? mexicoCityToEpoch(date) : undefined;
    const problem = firstProblem(rescheduleSchema(Date.now()), { date: when });
    if (problem) return toast.error(problem, MSG.rescheduleFailed);
    await action.run('reschedule', () => leadApi.reschedule(rescheduling.id, new Date(when ?? 0).toISOString()), MSG.rescheduled);
    setRescheduling(null);
    setDate(null);
  };

  return (
    <Card
      size="small"
      title="Citas"
      extra={
        <Space>
          <Button size="small" onClick={() => setPopup('appointment')}>
            Nueva cita
          </Button>
          {can(role, 'lead:newActivity') ? (
            <Button size="small" onClick={() => setPopup('activity')}>
              Nueva actividad
            </Button>
          ) : null}
        </Space>
      }
    >
      {appointments.length === 0 ? (
        <Empty description="Sin citas" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          size="small"
          dataSource={appointments}
          renderItem={(a) => {
            const status = statusOf(a);
            const open = status === 'SCHEDULED' || status === 'CONFIRMED';
            // 'Llegó' (the arrival loop): today's open appointment, for the floor staff at the desk.
            const arrivable = open && !a.arrivedAt && can(role, 'appointments:arrival') && localDay(a.date) === localDay(new Date());
            const arrive = arrivable
              ? [
                  <Button key="l" size="small" type="primary" loading={action.busy === `l${a.id}`} onClick={() => void action.run(`l${a.id}`, () => leadApi.arrival(a.id), MSG.appointmentArrived)}>
                    Llegó
                  </Button>,
                ]
              : [];
            return (
              <List.Item
                data-testid={`appointment-${a.id}`}
                actions={[
                  ...arrive,
                  ...(status === 'SCHEDULED'
                    ? [
                        <Button key="c" size="small" loading={action.busy === `c${a.id}`} onClick={() => void action.run(`c${a.id}`, () => leadApi.appointmentStatus(a.id, 'CONFIRMED'), 'Cita confirmada correctamente')}>
                          Confirmar
                        </Button>,
                        <Button key="x" size="small" danger loading={action.busy === `x${a.id}`} onClick={() => void action.run(`x${a.id}`, () => leadApi.appointmentStatus(a.id, 'CANCELED'), MSG.appointmentCanceled)}>
                          Cancelar
                        </Button>,
                        <Button key="r" size="small" onClick={() => setRescheduling(a)}>
                          Reagendar
                        </Button>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space>
                      {APPOINTMENT_TYPE_LABELS[a.type as AppointmentType] ?? a.type}
                      <Tag>{APPOINTMENT_STATUS_LABELS[status as AppointmentStatus] ?? status}</Tag>
                      {a.arrivedAt && open ? <Tag color="#237804">Llegó {localTime(a.arrivedAt)}</Tag> : null}
                    </Space>
                  }
                  description={
                    <Typography.Text type="secondary">
                      {dateTime(a.date)} {a.Product ? `· ${a.Product.name}` : ''}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <Modal open={rescheduling !== null} title="Reagendar cita" okText="Reagendar" cancelText="Cancelar" onCancel={() => setRescheduling(null)} onOk={() => void reschedule()}>
        <AgencyDateTimePicker value={date} onChange={setDate} aria-label="Nueva fecha" />
      </Modal>
      {popup === 'appointment' ? <NewAppointmentModal leadId={lead.id} clientName={leadName(lead)} productId={currentInterest(lead)?.ProductId} open onClose={() => setPopup(null)} /> : null}
      {popup === 'activity' ? <NewActivityModal leadId={lead.id} clientName={leadName(lead)} open onClose={() => setPopup(null)} /> : null}
    </Card>
  );
}
