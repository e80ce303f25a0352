import { describe, expect, it } from 'vitest';
import { funnelRows, originRows } from './chartData';

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
});
