import { describe, expect, it } from 'vitest';
import { fitColumns, UNSIZED_COLUMN_PX } from './fitColumns';

const cols = [
  { key: 'name', width: 200 },
  { key: 'type', width: 120, drop: 2 as const },
  { key: 'adviser', width: 140 },
  { key: 'model', width: 110, drop: 1 as const },
  { key: 'date' },
];
const keys = (w: number | undefined) => fitColumns(cols, w).map((c) => c.key);

describe('fitColumns', () => {
  it('keeps every column when they fit, or before the list is measured', () => {
    expect(keys(2000)).toEqual(['name', 'type', 'adviser', 'model', 'date']);
    expect(keys(undefined)).toEqual(['name', 'type', 'adviser', 'model', 'date']);
  });
  it('drops the lowest `drop` first, and only as many as it takes', () => {
    const all = 200 + 120 + 140 + 110 + UNSIZED_COLUMN_PX;
    expect(keys(all - 1)).toEqual(['name', 'type', 'adviser', 'date']);
    expect(keys(all - 111)).toEqual(['name', 'adviser', 'date']);
  });
  it('never drops an essential column, even when the rest do not fit', () => {
    expect(keys(100)).toEqual(['name', 'adviser', 'date']);
  });
  it('leaves out at least `least` droppable columns (the table measured wider than the list)', () => {
    expect(fitColumns(cols, 2000, 0, 1).map((c) => c.key)).toEqual(['name', 'type', 'adviser', 'date']);
    expect(fitColumns(cols, 2000, 0, 5).map((c) => c.key)).toEqual(['name', 'adviser', 'date']);
  });
  it('counts what the table reserves beside the columns (the selection boxes)', () => {
    const all = 200 + 120 + 140 + 110 + UNSIZED_COLUMN_PX;
    expect(fitColumns(cols, all, 48).map((c) => c.key)).not.toContain('model');
  });
});
