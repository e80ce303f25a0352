import { AgendaWidget } from '../agenda/AgendaWidget';
import { Suspense, useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Form, Row, Select, Space, Spin, Statistic, Typography } from 'antd';
import { TypedDatePicker } from '../../ui/inputs/TypedDatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { funnelShapeRows, funnelStageTotal } from './chartData';
import { formatFirstContact, type DashboardFilter } from '@shared/domain/dashboardReports';
import { can } from '@shared/domain/permissions';
import { MSG } from '@shared/messages';
import { useSignedIn } from '../../lib/session';
import { initialDashboardFilter, reportQueries } from './reportQueries';
import { adviserQuery } from './adviserQuery';
import { AttendanceCard } from './AttendanceCard';
import { ExportButton } from '../../ui/list/ExportButton';
import { reportingApi } from '../../lib/apiClient';
import { PageTitle } from '../../ui/PageTitle';
import { keptModule } from '../../ui/keptModule';

type Charts = typeof import('./DashboardCharts');
/** The charts' chunk (the route preloads it beside this screen's): kept once here, so a chart rendered after it never suspends. */
const charts = keptModule(() => import('./DashboardCharts'));
void charts.load().catch(() => undefined);

/**
 * A chart that loads on its own: the card's numbers show as soon as its report is there, the
 * chart (G2, the page's heaviest code) fills its slot when its chunk arrives, at once when it is
 * already there (no spinner, no 300 ms hold of React's Suspense).
 */
function lazyChart<K extends 'FunnelChart' | 'StatusChart' | 'InterestChart' | 'OriginChart'>(name: K): Charts[K] {
  const Chart = charts.lazyExport<object>(name);
  function ChartSlot(props: object) {
    return (
      <Suspense fallback={<Flex align="center" justify="center" style={{ height: 260 }}><Spin /></Flex>}>
        <Chart {...props} />
      </Suspense>
    );
  }
  return ChartSlot as Charts[K];
}

const FunnelChart = lazyChart('FunnelChart');
const StatusChart = lazyChart('StatusChart');
const InterestChart = lazyChart('InterestChart');
const OriginChart = lazyChart('OriginChart');

function ReportCard<T>({ title, query, children }: { title: string; query: UseQueryResult<T>; children(data: T): ReactNode }) {
  return (
    <Card title={title} style={{ height: '100%' }} data-testid={`card-${title}`}>
      {query.isLoading ? (
        <Spin />
      ) : query.isError || query.data === undefined ? (
        <Typography.Text type="danger">{MSG.genericError}</Typography.Text>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}


interface FilterForm {
  UserId: number;
  StartDate: Dayjs;
  EndDate: Dayjs;
}

/** 'Dashboard Ventas': the filter window and four cards, each with its own loader and error. */
export function DashboardPage() {
  const { role, agencyId } = useSignedIn();
  const [filter, setFilter] = useState<DashboardFilter>(initialDashboardFilter);
  const canFilterAdviser = can(role, 'dashboard:filterAdviser');
  const canSeeAgenda = can(role, 'agenda:view');
  const advisers = useQuery({ ...adviserQuery(agencyId), enabled: canFilterAdviser });
  const funnel = useQuery(reportQueries.funnel(filter, agencyId));
  const status = useQuery(reportQueries.status(filter, agencyId));
  const interest = useQuery(reportQueries.interest(filter, agencyId));
  const origins = useQuery(reportQueries.origins(filter, agencyId));
  const responseTime = useQuery(reportQueries.responseTime(filter, agencyId));
  const attendance = useQuery(reportQueries.attendance(filter, agencyId));
  const submit = (v: FilterForm) =>
    setFilter({ UserId: canFilterAdviser ? (v.UserId ?? -1) : -1, StartDate: v.StartDate.format('YYYY-MM-DD'), EndDate: v.EndDate.format('YYYY-MM-DD') });

  return (
    <div>
      <PageTitle>Dashboard Ventas</PageTitle>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form<FilterForm>
          layout="inline"
          initialValues={{ UserId: -1, StartDate: dayjs(filter.StartDate), EndDate: dayjs(filter.EndDate) }}
          onFinish={submit}
        >
          {canFilterAdviser && (
            <Form.Item name="UserId" label="Asesor">
              <Select
                style={{ width: 240 }}
                loading={advisers.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={[
                  { value: -1, label: 'Todos' },
                  ...(advisers.data ?? []).map((u) => ({ value: u.id, label: u.firstAndLastName ?? `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() })),
                ]}
              />
            </Form.Item>
          )}
          <Form.Item name="StartDate" label="Fecha inicial" rules={[{ required: true, message: MSG.selectDate }]}>
            <TypedDatePicker allowClear={false} />
          </Form.Item>
          <Form.Item
            name="EndDate"
            label="Fecha final"
            dependencies={['StartDate']}
            rules={[
              { required: true, message: MSG.selectDate },
              ({ getFieldValue }) => ({
                validator: (_, v: Dayjs | undefined) =>
                  v && (getFieldValue('StartDate') as Dayjs | undefined)?.isAfter(v, 'day') ? Promise.reject(new Error('La fecha inicial no puede ser mayor a la fecha final')) : Promise.resolve(),
              }),
            ]}
          >
            <TypedDatePicker allowClear={false} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Buscar
          </Button>
        </Form>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ReportCard title="Funnel Ventas" query={funnel}>
            {(r) => (
              <>
                <FunnelChart report={r} />
                {/* The chart in words (it is a canvas): each stage's name, count and share of 'Mis Leads'. */}
                <ol data-testid="funnel-legend" aria-label="Etapas del funnel" style={{ paddingLeft: 20, margin: '8px 0' }}>
                  {funnelShapeRows(r).map((row) => (
                    <li key={row.stage}>{row.label}</li>
                  ))}
                </ol>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  Los porcentajes son sobre los {funnelStageTotal(r)} leads de estas etapas; Mis Leads ({r.TotalLeads}) cuenta también los del periodo en otras fases.
                </Typography.Paragraph>
                <Space size="large" wrap>
                  <Statistic title="Cantidad de ventas" value={r.TotalVentas} />
                  <Statistic title="Mis Leads" value={r.TotalLeads} />
                  <Statistic title="Tiempo de primer contacto" value={formatFirstContact(r.Time)} />
                </Space>
              </>
            )}
          </ReportCard>
        </Col>
        <Col xs={24} lg={12}>
          <ReportCard title="Leads por Modelo" query={interest}>
            {(r) => <InterestChart report={r} />}
          </ReportCard>
        </Col>
        <Col xs={24} lg={12}>
          <ReportCard title="Origenes Leads" query={origins}>
            {(r) => <OriginChart report={r} />}
          </ReportCard>
        </Col>
        <Col xs={24} lg={12}>
          <ReportCard title="Estados Leads" query={status}>
            {(r) => (
              <>
                <Statistic title="Total" value={r.TotalLeads} />
                <StatusChart report={r} />
              </>
            )}
          </ReportCard>
        </Col>
        <Col xs={24} lg={12}>
          <ReportCard title="Tiempo de respuesta" query={responseTime}>
            {(r) => (
              <>
                <Space size="large" wrap>
                  <Statistic title="Contactados en tiempo" value={r.withinTargetShare === null ? '-' : `${r.withinTargetShare} %`} />
                  <Statistic
                    title="Mediana de primera respuesta"
                    value={r.medianFirstResponseMinutes === null ? '-' : `${r.medianFirstResponseMinutes} min`}
                  />
                  <Statistic title="Fuera de tiempo" value={r.totalBreaches} />
                </Space>
                {r.leads === 0 && (
                  <Typography.Paragraph type="secondary">
                    Ningún lead del periodo tiene tiempo objetivo (SLA de la agencia). El tiempo de primer contacto de Funnel Ventas es el promedio de todos los leads contactados.
                  </Typography.Paragraph>
                )}
                {r.breachesByAdviser.length > 0 && (
                  <ul aria-label="Fuera de tiempo por asesor" style={{ marginTop: 12, paddingLeft: 20 }}>
                    {r.breachesByAdviser.map((b) => (
                      <li key={b.userId ?? 0}>
                        {b.adviser}: {b.breaches}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </ReportCard>
        </Col>
        <Col xs={24}>
          <ReportCard title="Asistencia a citas" query={attendance}>
            {(r) => (
              <>
                <Flex justify="flex-end">
                  <ExportButton client={reportingApi} path="/lead/AppointmentAttendance" params={{ AgencyId: agencyId, StartDate: filter.StartDate, EndDate: filter.EndDate, UserId: filter.UserId }} />
                </Flex>
                <AttendanceCard report={r} />
              </>
            )}
          </ReportCard>
        </Col>
        {canSeeAgenda && (
          <Col xs={24} lg={12}>
            <AgendaWidget />
          </Col>
        )}
      </Row>
    </div>
  );
}
