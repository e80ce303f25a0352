import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Input, Modal, Row, Select, Spin, TimePicker } from 'antd';
import { TypedDatePicker } from '../../../../ui/inputs/TypedDatePicker';
import type { Dayjs } from 'dayjs';
import { ACTIVITY_OPEN, FOLLOW_UP_MEETING } from '@shared/domain/fleetConstants';
import { FLEET_MSG } from '@shared/domain/fleetMessages';
import { simpleActivityInput } from '@shared/schemas/fleetActivity';
import { toast } from '../../../../ui/toast';
import { useAddActivityMutation } from '../mutations';
import { leadFleetQueries } from '../queries';

interface Draft {
  followUpTypeId?: number;
  activityTypeId?: number;
  title: string;
  comments: string;
  date?: Dayjs | null;
  time?: Dayjs | null;
}

/** 'Agregar nueva actividad' (spec part 2 §2, §5): date and time only for the follow-up type 'reuniones'. */
export function NewActivityModal({ leadId, onClose }: { leadId: number; onClose(): void }) {
  const catalogs = useQuery(leadFleetQueries.activityCatalogs());
  const add = useAddActivityMutation(leadId);
  const [d, setD] = useState<Draft>({ title: '', comments: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (p: Partial<Draft>) => (setProblem(null), setD({ ...d, ...p }));

  const followUp = catalogs.data?.LeadFleetActivityFollowUpTypes.find((t) => t.id === d.followUpTypeId);
  const meeting = followUp?.slug === FOLLOW_UP_MEETING;
  const activities = (catalogs.data?.LeadFleetActivityTypes ?? []).filter(
    (a) => a.LeadFleetActivityFollowUpTypeId === null || a.LeadFleetActivityFollowUpTypeId === d.followUpTypeId,
  );

  const register = () => {
    const payload = {
      LeadFleetActivityFollowUpTypeId: d.followUpTypeId,
      LeadFleetActivityTypeId: d.activityTypeId,
      status: ACTIVITY_OPEN,
      title: d.title.trim(),
      comments: d.comments.trim() || undefined,
      date: meeting ? d.date?.format('YYYY-MM-DD') : undefined,
      time: meeting ? d.time?.format('HH:mm') : undefined,
    };
    const parsed = simpleActivityInput.safeParse(payload);
    if (!parsed.success || (meeting && (!payload.date || !payload.time))) {
      setProblem(FLEET_MSG.completeAllFields);
      return;
    }
    add.mutate(payload, {
      onSuccess: () => {
        toast.success(FLEET_MSG.activityRegistered);
        onClose();
      },
      onError: (e) => toast.error(e.message),
    });
  };

  return (
    <Modal open title={FLEET_MSG.newActivityTitle} onCancel={onClose} onOk={register} okText={FLEET_MSG.register} cancelText={FLEET_MSG.cancel} confirmLoading={add.isPending} maskClosable={false}>
      {catalogs.isLoading ? (
        <Spin />
      ) : catalogs.isError ? (
        <Alert type="error" title="Error" description={catalogs.error.message} />
      ) : (
        <Form layout="vertical">
          <Form.Item label="Tipo de seguimiento" required htmlFor="activity-follow-up">
            <Select
              id="activity-follow-up"
              value={d.followUpTypeId}
              onChange={(followUpTypeId: number) => set({ followUpTypeId, activityTypeId: undefined })}
              options={(catalogs.data?.LeadFleetActivityFollowUpTypes ?? []).map((t) => ({ value: t.id, label: t.description }))}
              placeholder="Selecciona"
            />
          </Form.Item>
          <Form.Item label="Actividad" required htmlFor="activity-type">
            <Select
              id="activity-type"
              value={d.activityTypeId}
              disabled={!d.followUpTypeId}
              onChange={(activityTypeId: number) => set({ activityTypeId })}
              options={activities.map((a) => ({ value: a.id, label: a.description }))}
              placeholder="Selecciona"
            />
          </Form.Item>
          <Form.Item label="Título" required htmlFor="activity-title">
            <Input id="activity-title" maxLength={120} value={d.title} onChange={(e) => set({ title: e.target.value })} />
          </Form.Item>
          {meeting ? (
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                <Form.Item label="Fecha" required htmlFor="activity-date">
                  <TypedDatePicker id="activity-date" style={{ width: '100%' }} value={d.date ?? null} onChange={(date) => set({ date })} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="Hora" required htmlFor="activity-time">
                  <TimePicker id="activity-time" format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} value={d.time ?? null} onChange={(time) => set({ time })} />
                </Form.Item>
              </Col>
            </Row>
          ) : null}
          <Form.Item label="Comentarios" htmlFor="activity-comments">
            <Input.TextArea id="activity-comments" rows={3} maxLength={1000} value={d.comments} onChange={(e) => set({ comments: e.target.value })} />
          </Form.Item>
        </Form>
      )}
      {problem ? <Alert role="alert" type="warning" showIcon title={problem} /> : null}
    </Modal>
  );
}
