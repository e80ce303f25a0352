import { useState } from 'react';
import { Alert, Breadcrumb, Button, Card, Col, Form, Row, Select, Space, Spin, Tag, TimePicker, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { MSG } from '@shared/messages';
import { WEEKDAY_KEYS, WEEKDAY_LABELS, type Schedule } from '@shared/schemas/admin';
import { toast } from '../../ui/toast';
import { useSaveScheduleMutation } from './mutations';
import { adminQueries } from './queries';
import { PageTitle } from '../../ui/PageTitle';

type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
type TimeKey = Exclude<keyof Schedule, WeekdayKey>;
const GROUPS: { label: string; open: TimeKey; close: TimeKey }[] = [
  { label: 'Lunes a Viernes', open: 'openingScheduleWeek', close: 'closingScheduleWeek' },
  { label: 'Sábado', open: 'openingScheduleSaturday', close: 'closingScheduleSaturday' },
  { label: 'Domingo', open: 'openingScheduleSunday', close: 'closingScheduleSunday' },
];
const ZERO = dayjs('00:00:00', 'HH:mm:ss');
const toTime = (v: string | undefined) => (v ? dayjs(v, 'HH:mm:ss') : ZERO);

/** /admin/agencies/schedules: 'Configuración > Configuración de horarios'. */
export function SchedulesPage() {
  const agencies = useQuery(adminQueries.agencyOptions());
  const [agencyId, setAgencyId] = useState<number>();
  const schedule = useQuery({ ...adminQueries.schedule(agencyId ?? 0), enabled: agencyId !== undefined });
  const mutation = useSaveScheduleMutation(agencyId);
  const [days, setDays] = useState<Record<WeekdayKey, boolean>>(() => Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, false])) as Record<WeekdayKey, boolean>);
  const [times, setTimes] = useState<Record<TimeKey, Dayjs>>(
    () => Object.fromEntries(GROUPS.flatMap((g) => [[g.open, ZERO], [g.close, ZERO]])) as Record<TimeKey, Dayjs>,
  );

  // Each loaded schedule replaces what is on screen once (React's "adjust state on prop change").
  const [loadedFrom, setLoadedFrom] = useState<Schedule>();
  const s = schedule.data;
  if (s && s !== loadedFrom) {
    setLoadedFrom(s);
    setDays(Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, s[k]])) as Record<WeekdayKey, boolean>);
    setTimes(Object.fromEntries(GROUPS.flatMap((g) => [[g.open, toTime(s[g.open])], [g.close, toTime(s[g.close])]])) as Record<TimeKey, Dayjs>);
  }

  const save = () => {
    const data = {
      ...days,
      ...Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.format('HH:mm:ss')])),
    };
    mutation.mutate(data, {
      onSuccess: () => toast.success(MSG.successTitle, MSG.scheduleSaved),
      onError: (e) => toast.error(e.message || MSG.scheduleError),
    });
  };

  return (
    <Card>
      <Breadcrumb items={[{ title: 'Configuración' }, { title: 'Configuración de horarios' }]} style={{ marginBottom: 16 }} />
      <PageTitle>Configuración de horarios</PageTitle>
      <Form layout="vertical">
        <Form.Item label="Agencia">
          <Select
            aria-label="Agencia"
            placeholder={MSG.selectAgency}
            style={{ maxWidth: 360 }}
            showSearch
            optionFilterProp="label"
            loading={agencies.isLoading}
            value={agencyId}
            onChange={setAgencyId}
            options={(agencies.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        </Form.Item>
        {schedule.isError && <Alert type="error" message={MSG.scheduleError} style={{ marginBottom: 12 }} />}
        {schedule.isFetching && <Spin />}
        <Form.Item label="Días de atención">
          <Space wrap>
            {WEEKDAY_KEYS.map((k, i) => (
              <Tag.CheckableTag
                key={k}
                data-testid={`day-${WEEKDAY_LABELS[i]}`}
                checked={days[k]}
                onChange={(checked) => setDays((d) => ({ ...d, [k]: checked }))}
                style={{ padding: '4px 12px', border: '1px solid #d9d9d9' }}
              >
                {WEEKDAY_LABELS[i]}
              </Tag.CheckableTag>
            ))}
          </Space>
        </Form.Item>
        <Row gutter={16}>
          {GROUPS.map((g) => (
            <Col xs={24} md={8} key={g.label}>
              <Typography.Text strong>{g.label}</Typography.Text>
              <Space style={{ display: 'flex', marginTop: 8 }}>
                <Form.Item label="Apertura">
                  <TimePicker
                    aria-label={`Apertura ${g.label}`}
                    format="HH:mm"
                    allowClear={false}
                    value={times[g.open]}
                    onChange={(v) => v && setTimes((t) => ({ ...t, [g.open]: v }))}
                  />
                </Form.Item>
                <Form.Item label="Cierre">
                  <TimePicker
                    aria-label={`Cierre ${g.label}`}
                    format="HH:mm"
                    allowClear={false}
                    value={times[g.close]}
                    onChange={(v) => v && setTimes((t) => ({ ...t, [g.close]: v }))}
                  />
                </Form.Item>
              </Space>
            </Col>
          ))}
        </Row>
        <Button type="primary" disabled={agencyId === undefined} loading={mutation.isPending} onClick={save}>
          Guardar cambios
        </Button>
        {agencyId === undefined && (
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {MSG.selectAgency}
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
}
