// The plots package alone: @ant-design/charts would add its graph half (G6) and its image export path.
import { Bar, Funnel, Pie } from '@ant-design/plots';
import { FUNNEL_COLORS, STATUS_COLORS, type FunnelReport, type InterestReport, type OriginReport, type StatusReport } from '@shared/domain/dashboardReports';
import { funnelShapeRows, interestRows, originRows, statusRows } from './chartData';

/** The only module that imports @ant-design/charts: loaded lazily by the dashboard screen alone. */
export function FunnelChart({ report }: { report: FunnelReport }) {
  // Widths follow the leads that reached each stage (monotonic); labels carry name, count and share.
  return (
    <Funnel
      data={funnelShapeRows(report)}
      xField="stage"
      yField="reached"
      colorField="stage"
      scale={{ color: { range: [...FUNNEL_COLORS] } }}
      height={260}
      legend={false}
      label={{ text: 'label', position: 'inside', style: { fill: '#fff', fontSize: 13, fontWeight: 600 } }}
      tooltip={{ items: [{ field: 'value', name: 'Leads' }, { field: 'percentage', name: '%' }] }}
    />
  );
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

/** Origins as horizontal bars: their names read level on the left axis (a column chart turned them 90°). */
export function OriginChart({ report }: { report: OriginReport }) {
  const height = Math.max(260, report.labels.length * 34 + 70);
  return (
    <Bar
      data={originRows(report)}
      xField="origin"
      yField="value"
      colorField="period"
      group
      height={height}
      axis={{ x: { labelAutoRotate: false, labelAutoEllipsis: true, title: false }, y: { title: 'Leads' } }}
      legend={{ color: { position: 'bottom' } }}
    />
  );
}
