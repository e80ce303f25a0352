import { describe, expect, it } from 'vitest';
import { funnelRows, funnelShapeRows, originRows, sharesOf } from './chartData';

describe('chart rows', () => {
  it('pairs labels with amounts', () => {
    expect(funnelRows({ labels: ['A', 'B'], amounts: [3, 1], percentages: [75, 25], TotalVentas: 0, TotalLeads: 4, Time: null })).toEqual([
      { stage: 'A', value: 3, percentage: 75 },
      { stage: 'B', value: 1, percentage: 25 },
    ]);
  });
  it('puts both periods of each origin side by side', () => {
    expect(originRows({ labels: ['Facebook'], data1: [4], data2: [2] })).toEqual([
      { origin: 'Facebook', period: 'Periodo actual', value: 4 },
      { origin: 'Facebook', period: 'Mes anterior', value: 2 },
    ]);
  });
  it('gives each stage its share of the leads in the stages, adding up to 100 % whatever Mis Leads counts', () => {
    // 723 leads in the period, 539 of them in the three stages: shares of 723 added up to 75 %.
    const rows = funnelRows({ labels: ['Primer contacto', 'Seguimiento', 'Cierre'], amounts: [300, 200, 39], percentages: [41, 28, 5], TotalVentas: 0, TotalLeads: 723, Time: null });
    expect(rows.map((r) => r.percentage)).toEqual([56, 37, 7]);
    expect(sharesOf([1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(100);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });
  it('draws a funnel that never widens downwards and labels each stage with its count and share', () => {
    const rows = funnelShapeRows({ labels: ['Primer contacto', 'Seguimiento', 'Cierre'], amounts: [1, 4, 0], percentages: [20, 80, 0], TotalVentas: 0, TotalLeads: 5, Time: null });
    expect(rows.map((r) => r.reached)).toEqual([5, 4, 0]);
    expect(rows.map((r) => r.label)).toEqual(['Primer contacto: 1 (20 %)', 'Seguimiento: 4 (80 %)', 'Cierre: 0 (0 %)']);
  });
});
