import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Checkbox, Form, Input, InputNumber, List, Space, Spin, Typography } from 'antd';
import { TypedDatePicker } from '../../ui/inputs/TypedDatePicker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import { SLA_MSG } from '@shared/domain/slaMessages';
import { agencySlaSchema, type AgencySla } from '@shared/schemas/agencySla';
import { slaRoutes } from '@shared/contracts/slaContracts';
import { callData } from '../../lib/apiCall';
import { useSignedIn } from '../../lib/session';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import type { AgencySlaAnswer } from '@shared/schemas/reportResponses';

/** The agency's SLA as the API answers it (its contract). */
type SlaAnswer = AgencySlaAnswer;

const slaKey = (agencyId: number) => ['agency-sla', agencyId] as const;

/**
 * /sells/tiempos-respuesta (admin, manager; issue 30): the agency's first-contact and follow-up
 * targets in open-time minutes, whether a breached lead returns to subasta, and the closure days
 * the clock skips besides Mexico's official rest days.
 */
export function AgencySlaPage() {
  const { agencyId } = useSignedIn();
  const client = useQueryClient();
  const query = useQuery({ queryKey: slaKey(agencyId), queryFn: (): Promise<SlaAnswer> => callData(slaRoutes.settings, { params: { id: agencyId } }) });
  const save = useMutation({
    mutationFn: (data: AgencySla): Promise<SlaAnswer> => callData(slaRoutes.save, { params: { id: agencyId }, body: { data } }),
    onSuccess: (data) => client.setQueryData(slaKey(agencyId), data),
  });
  const [form, setForm] = useState<AgencySla>();
  const [loadedFrom, setLoadedFrom] = useState<SlaAnswer>();
  const [newDay, setNewDay] = useState<Dayjs | null>(null);
  const [newDescription, setNewDescription] = useState('');
  const [error, setError] = useState<string>();
  if (query.data && query.data !== loadedFrom) {
    setLoadedFrom(query.data);
    setForm({
      firstContactMinutes: query.data.firstContactMinutes,
      followUpMinutes: query.data.followUpMinutes,
      returnToSubasta: query.data.returnToSubasta,
      closureDays: query.data.closureDays,
    });
  }

  if (query.isError) return <Alert type="error" showIcon title={MSG.listError} description={query.error.message} />;
  if (!form) return <Spin />;

  const submit = () => {
    const parsed = agencySlaSchema.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.invalidData);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(MSG.successTitle, 'Tiempos de respuesta guardados'),
      onError: (e) => toast.error(e.message || MSG.genericError),
    });
  };
  const addDay = () => {
    if (!newDay) return;
    const day = newDay.format('YYYY-MM-DD');
    if (!form.closureDays.some((d) => d.day === day)) {
      setForm({ ...form, closureDays: [...form.closureDays, { day, description: newDescription.trim() || null }].sort((a, b) => a.day.localeCompare(b.day)) });
    }
    setNewDay(null);
    setNewDescription('');
  };

  return (
    <Card>
      <Breadcrumb items={[{ title: 'Ventas' }, { title: 'Tiempos de respuesta' }]} style={{ marginBottom: 16 }} />
      <PageTitle>Tiempos de respuesta</PageTitle>
      <Typography.Paragraph type="secondary">
        Los tiempos cuentan solo en el horario de la agencia y no corren en los días de descanso obligatorio ni en los días de cierre. Un
        objetivo vacío no se vigila.
      </Typography.Paragraph>
      <Form layout="vertical" style={{ maxWidth: 520 }} onFinish={submit}>
        <Form.Item label={SLA_MSG.firstContactTarget} htmlFor="sla-first">
          <InputNumber
            id="sla-first"
            min={1}
            precision={0}
            style={{ width: 200 }}
            placeholder="Sin objetivo"
            value={form.firstContactMinutes}
            onChange={(v) => setForm({ ...form, firstContactMinutes: v ?? null })}
          />
        </Form.Item>
        <Form.Item label={SLA_MSG.followUpTarget} htmlFor="sla-follow">
          <InputNumber
            id="sla-follow"
            min={1}
            precision={0}
            style={{ width: 200 }}
            placeholder="Sin objetivo"
            value={form.followUpMinutes}
            onChange={(v) => setForm({ ...form, followUpMinutes: v ?? null })}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={form.returnToSubasta} onChange={(e) => setForm({ ...form, returnToSubasta: e.target.checked })}>
            {SLA_MSG.returnToSubasta}
          </Checkbox>
        </Form.Item>
        <Form.Item label={SLA_MSG.closureDays}>
          <Space wrap>
            <TypedDatePicker aria-label="Día de cierre" placeholder="Día de cierre" style={{ width: 170 }} value={newDay} onChange={setNewDay} disabledDate={(d) => d.isBefore(dayjs().subtract(1, 'year'))} />
            <Input aria-label="Motivo del cierre" placeholder="Motivo (opcional)" value={newDescription} maxLength={120} onChange={(e) => setNewDescription(e.target.value)} />
            <Button onClick={addDay} disabled={!newDay}>
              Agregar
            </Button>
          </Space>
          <List
            size="small"
            style={{ marginTop: 8 }}
            locale={{ emptyText: 'Sin días de cierre' }}
            dataSource={form.closureDays}
            renderItem={(d) => (
              <List.Item
                actions={[
                  <Button key="x" type="link" danger onClick={() => setForm({ ...form, closureDays: form.closureDays.filter((x) => x.day !== d.day) })}>
                    Quitar
                  </Button>,
                ]}
              >
                {dayjs(d.day).format('DD-MM-YYYY')}
                {d.description ? ` · ${d.description}` : ''}
              </List.Item>
            )}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Guardar
        </Button>
      </Form>
    </Card>
  );
}
