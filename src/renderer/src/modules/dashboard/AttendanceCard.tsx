import { Flex, Space, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { AttendanceReport } from '@shared/schemas/reportResponses';

type Group = AttendanceReport['byAdviser'][number];

const minutes = (m: number | null) => (m === null ? '-' : `${m} min`);

/** '+5.0 pts' / '-3' against the previous period: what changed, signed. */
function delta(now: number | null, before: number | null, unit = ''): string {
  if (now === null || before === null) return 'sin dato anterior';
  const d = Math.round((now - before) * 10) / 10;
  return `${d > 0 ? '+' : ''}${d}${unit} vs periodo anterior`;
}

const columns: ColumnsType<Group> = [
  { title: 'Nombre', dataIndex: 'label', key: 'label' },
  { title: 'Agendadas', dataIndex: 'booked', key: 'booked', align: 'right' },
  { title: 'Llegaron', dataIndex: 'arrived', key: 'arrived', align: 'right' },
  { title: 'Iniciadas', dataIndex: 'started', key: 'started', align: 'right' },
  { title: 'No asistieron', dataIndex: 'noShow', key: 'noShow', align: 'right' },
  { title: 'Asistencia', dataIndex: 'showRate', key: 'showRate', align: 'right', render: (v: number) => `${v} %` },
  { title: 'Espera', dataIndex: 'averageWait', key: 'averageWait', align: 'right', render: minutes },
];

/**
 * 'Asistencia a citas' (the arrival loop): the period's booked, arrived, started and no-show
 * appointments, the show rate and the average wait from arrival to start, each against the
 * previous period of the same length, then by adviser and by lead origin.
 */
export function AttendanceCard({ report }: { report: AttendanceReport }) {
  const { period: p, previous: b } = report;
  return (
    <Flex vertical gap={12}>
      <Space size="large" wrap>
        <Statistic title="Agendadas" value={p.booked} />
        <Statistic title="Llegaron" value={p.arrived} />
        <Statistic title="Iniciadas" value={p.started} />
        <Statistic title="No asistieron" value={p.noShow} />
        <Statistic title="Asistencia" value={`${p.showRate} %`} />
        <Statistic title="Espera promedio" value={minutes(p.averageWait)} />
      </Space>
      <Typography.Text type="secondary" data-testid="attendance-previous">
        Asistencia {delta(p.showRate, b.showRate, ' pts')} ({b.showRate} %, {b.booked} agendadas); espera {delta(p.averageWait, b.averageWait, ' min')}
      </Typography.Text>
      {report.byAdviser.length > 0 && (
        <Table<Group> size="small" rowKey="key" pagination={false} columns={columns} dataSource={report.byAdviser} title={() => 'Por asesor'} scroll={{ x: true }} />
      )}
      {report.byOrigin.length > 0 && (
        <Table<Group> size="small" rowKey="key" pagination={false} columns={columns} dataSource={report.byOrigin} title={() => 'Por origen del lead'} scroll={{ x: true }} />
      )}
      {p.booked === 0 && <Typography.Paragraph type="secondary">Sin citas en el periodo.</Typography.Paragraph>}
    </Flex>
  );
}
