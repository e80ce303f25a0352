import type { ColumnType } from 'antd/es/table/interface';

/**
 * A list screen's column: antd's, plus the declaration's `drop` (src/shared/lists/defineListColumns.ts):
 * 1, 2 or 3 for a column the list leaves out when it is too narrow for all of them.
 */
export type ListColumnType<Row> = ColumnType<Row> & { drop?: 1 | 2 | 3 };

/** What a column without a pixel width is counted as (a date or a two-word tag fits in it). */
export const UNSIZED_COLUMN_PX = 130;

/** A column's share of the width: its own, or UNSIZED_COLUMN_PX. */
export function columnPx(column: { width?: string | number }): number {
  return typeof column.width === 'number' ? column.width : UNSIZED_COLUMN_PX;
}

/**
 * The columns that fit `width` pixels (issue 51, one mechanism for every list): while the columns'
 * widths add up to more than the list has, the droppable column of lowest `drop` goes (the rightmost
 * first among equals); essential columns always stay. `width` undefined (not measured yet) keeps all.
 * `reserved` is what the table adds beside its columns (the selection checkboxes); `least` droppable
 * columns go whatever the sum says (ListScreen measured the table still wider than the list: columns
 * sized by their content are wider than UNSIZED_COLUMN_PX).
 */
export function fitColumns<C extends { width?: string | number; drop?: number }>(columns: readonly C[], width: number | undefined, reserved = 0, least = 0): C[] {
  if (width === undefined || width <= 0) return [...columns];
  const kept = [...columns];
  const droppable = columns
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.drop !== undefined)
    .sort((a, b) => a.c.drop! - b.c.drop! || b.i - a.i);
  let total = kept.reduce((sum, c) => sum + columnPx(c), reserved);
  for (const [n, { c }] of droppable.entries()) {
    if (total <= width && n >= least) break;
    kept.splice(kept.indexOf(c), 1);
    total -= columnPx(c);
  }
  return kept;
}
