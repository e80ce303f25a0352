import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { columnFilterBounds, columnFilterShape, COLUMN_FILTER_REFUSALS } from './columnFilters';
import { defineListColumns } from './defineListColumns';

interface Row {
  id: number;
  budget: number | null;
  units: number;
  promisedOn: string | null;
  touchedAt: string;
}

const LIST = defineListColumns<Row>()([
  { path: 'id', title: 'ID', kind: 'number' },
  { path: 'budget', title: 'Presupuesto', kind: 'money', centavos: true, filter: 'range' },
  { path: 'units', title: 'Unidades', kind: 'number', filter: 'range' },
  { path: 'promisedOn', title: 'Fecha prometida', kind: 'day', filter: 'days' },
  { path: 'touchedAt', title: 'Última actividad', kind: 'date', filter: 'days' },
]);
const filters = z.object(columnFilterShape(LIST));

describe('columnFilterBounds', () => {
  it('names each bound after its column, in column order', () => {
    expect(columnFilterBounds(LIST).map((b) => [b.key, b.label])).toEqual([
      ['minBudget', 'Presupuesto desde'],
      ['maxBudget', 'Presupuesto hasta'],
      ['minUnits', 'Unidades desde'],
      ['maxUnits', 'Unidades hasta'],
      ['startPromisedOn', 'Fecha prometida desde'],
      ['endPromisedOn', 'Fecha prometida hasta'],
      ['startTouchedAt', 'Última actividad desde'],
      ['endTouchedAt', 'Última actividad hasta'],
    ]);
  });
});

describe('columnFilterShape', () => {
  it('takes whole amounts of 0 or more, real days, and nothing at all', () => {
    expect(filters.parse({})).toEqual({});
    expect(filters.parse({ minBudget: 0, maxBudget: 150_000_00, minUnits: '', startPromisedOn: '2027-02-28', endTouchedAt: '2026-11-29T10:00:00.000Z' })).toEqual({
      minBudget: 0,
      maxBudget: 150_000_00,
      startPromisedOn: '2027-02-28',
      endTouchedAt: '2026-11-29T10:00:00.000Z',
    });
  });

  it('refuses a negative or fractional amount naming the bound, and a day that does not exist', () => {
    const first = (v: unknown) => filters.safeParse(v).error?.issues[0]?.message;
    expect(first({ minBudget: -1 })).toBe('Presupuesto desde debe ser una cantidad de 0 o más');
    expect(first({ maxUnits: 2.5 })).toBe('Unidades hasta debe ser una cantidad de 0 o más');
    expect(first({ maxBudget: 'mucho' })).toBe('Presupuesto hasta debe ser una cantidad de 0 o más');
    expect(filters.safeParse({ startPromisedOn: '2027-02-30' }).success).toBe(false);
    expect(filters.safeParse({ startPromisedOn: '2027-02-28T10:00:00Z' }).success).toBe(false);
  });

  it("lets the API answer its refusals (they join the catalogue of texts a caller may read)", () => {
    expect(COLUMN_FILTER_REFUSALS.has('Unidades desde debe ser una cantidad de 0 o más')).toBe(true);
  });
});
