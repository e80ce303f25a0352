import type { FunnelReport, InterestReport, OriginReport, StatusReport } from '@shared/domain/dashboardReports';

/** Rows for @ant-design/charts (data-driven charts take one object per point). */
export function funnelRows(r: FunnelReport): { stage: string; value: number; percentage: number }[] {
  return r.labels.map((stage, i) => ({ stage, value: r.amounts[i] ?? 0, percentage: r.percentages[i] ?? 0 }));
}

/**
 * The funnel as drawn: each stage's width is the leads that reached at least that stage (its count
 * plus every later stage's), so the shape never widens downwards even when a later stage holds more
 * leads today; the label says the stage's own count and share.
 */
export function funnelShapeRows(r: FunnelReport): { stage: string; value: number; percentage: number; reached: number; label: string }[] {
  const rows = funnelRows(r);
  let reached = 0;
  const reachedFrom = rows.map((row) => row.value).reverse().map((v) => (reached += v)).reverse();
  return rows.map((row, i) => ({ ...row, reached: reachedFrom[i] ?? 0, label: `${row.stage}: ${row.value} (${Math.round(row.percentage)} %)` }));
}

export function statusRows(r: StatusReport): { type: string; value: number }[] {
  return r.labels.map((type, i) => ({ type, value: r.amounts[i] ?? 0 }));
}

export function interestRows(r: InterestReport): { model: string; value: number; percentage: number }[] {
  return r.models.map((model, i) => ({ model, value: r.amounts[i] ?? 0, percentage: r.percentages[i] ?? 0 }));
}

/** Origins grouped by period: 'Periodo actual' against 'Mes anterior'. */
export function originRows(r: OriginReport): { origin: string; period: string; value: number }[] {
  return r.labels.flatMap((origin, i) => [
    { origin, period: 'Periodo actual', value: r.data1[i] ?? 0 },
    { origin, period: 'Mes anterior', value: r.data2[i] ?? 0 },
  ]);
}
