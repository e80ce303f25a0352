import type { FunnelReport, InterestReport, OriginReport, StatusReport } from '@shared/domain/dashboardReports';

/**
 * Whole-number shares of the total that add up to exactly 100 (largest remainder): rounding each
 * alone can give 99 or 101.
 */
export function sharesOf(amounts: number[]): number[] {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (total === 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * 100) / total);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Rows for @ant-design/charts (data-driven charts take one object per point). Each stage's share is
 * of the leads in the funnel's stages, so the shares add up to 100 % ('Mis Leads' also counts the
 * period's leads outside these stages: shares of it added up to 75 %).
 */
export function funnelRows(r: FunnelReport): { stage: string; value: number; percentage: number }[] {
  const amounts = r.labels.map((_, i) => r.amounts[i] ?? 0);
  const shares = sharesOf(amounts);
  return r.labels.map((stage, i) => ({ stage, value: amounts[i] ?? 0, percentage: shares[i] ?? 0 }));
}

/** How many leads the funnel's stages hold (the base of their shares). */
export function funnelStageTotal(r: FunnelReport): number {
  return r.amounts.reduce((a, b) => a + b, 0);
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
