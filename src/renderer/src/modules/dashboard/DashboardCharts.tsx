import { Bar, Column, Funnel, Pie } from '@ant-design/charts';
import { FUNNEL_COLORS, STATUS_COLORS, type FunnelReport, type InterestReport, type OriginReport, type StatusReport } from '@shared/domain/dashboardReports';
import { funnelRows, interestRows, originRows, statusRows } from './chartData';

/** The only module that imports @ant-design/charts: loaded lazily by the dashboard screen alone. */
export function FunnelChart({ report }: { report: FunnelReport }) {
  return <Funnel data={funnelRows(report)} xField="stage" yField="value" colorField="stage" scale={{ color: { range: [...FUNNEL_COLORS] } }} height={260} legend={false} />;
}

export function StatusChart({ report }: { report: StatusReport }) {
  return (
    <Pie
      data={statusRows(report)}
      angleField="value"
      colorField="type"
      innerRadius={0.6}
      scale={{ color: { range: [...STATUS_COLORS] } }}
      height={260}
      legend={{ color: { position: 'bottom' } }}
    />
  );
}

export function InterestChart({ report }: { report: InterestReport }) {
  return <Bar data={interestRows(report)} xField="model" yField="value" height={260} axis={{ y: { title: 'Leads' } }} />;
}

export function OriginChart({ report }: { report: OriginReport }) {
  return <Column data={originRows(report)} xField="origin" yField="value" colorField="period" group height={260} />;
}
