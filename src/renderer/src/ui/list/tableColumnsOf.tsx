import type { Key, ReactNode } from 'react';
import { formatDate, formatDateTime } from '@shared/domain/dates';
import { labelOf } from '@shared/domain/labels';
import { formatPhone } from '@shared/domain/phone';
import { formatMxn } from '@shared/domain/quotationAmount';
import { pick, type ListColumn, type ListColumns } from '@shared/lists/defineListColumns';
import { sortOrderOf } from './sortParam';
import type { ListColumnType } from './fitColumns';

/** A screen column's id: its sort key (what ListScreen's onSort hands back), else its path. */
const idOf = <Row,>(c: ListColumn<Row>): string => c.sort ?? (c.path as string);

/** The cell as the declaration's kind shows it: the same formats as the export. */
function cellOf<Row>(c: ListColumn<Row>, row: Row): ReactNode {
  const v = pick(row, c.path as string);
  switch (c.kind) {
    case 'date':
      return formatDateTime(v as string | null);
    case 'day':
      return formatDate(v as string | null);
    case 'phone':
      return formatPhone(v as string | null);
    case 'label':
      return labelOf(c.labels!, v as string | null);
    case 'money':
      return typeof v === 'number' ? (c.centavos ? formatMxn(v) : formatMxn(v * 100)) : '-';
    case 'custom':
      return c.value!(row) ?? '-';
    default:
      return v === null || v === undefined || v === '' ? (c.empty ?? '-') : String(v);
  }
}

/**
 * A list screen's antd columns from the list's one declaration (src/shared/lists/<list>Columns.ts):
 * every column but the export-only ones, in the declared order, with its title, width, sorter and the
 * kind's cell; `overrides` (by sort key, else path) add what only a screen has: tags, links, colours.
 * `Row` is the screen's row where the declaration serves several row shapes (`Declared`, a union).
 */
export function tableColumnsOf<Row extends Declared, Declared = Row>(
  declared: ListColumns<Declared, string>,
  sortBy: string | undefined,
  overrides: Record<string, Partial<ListColumnType<Row>>> = {},
): ListColumnType<Row>[] {
  return declared.columns
    .filter((c) => c.only !== 'export')
    .map((c) => {
      const id = idOf(c);
      const column: ListColumnType<Row> = {
        key: id,
        title: c.title,
        width: c.px,
        ...(c.drop ? { drop: c.drop } : {}),
        render: (_v: unknown, row: Row) => cellOf(c, row),
        ...(c.sort ? { sorter: true, sortOrder: sortOrderOf(sortBy, c.sort) } : {}),
      };
      return { ...column, ...overrides[id] };
    });
}

/**
 * A screen's columns in its own order where it differs from the export's (the declaration keeps the
 * export's order): the listed keys first, in the given order, then any others as they came.
 */
export function inScreenOrder<C extends { key?: Key }>(columns: C[], keys: readonly string[]): C[] {
  const listed = keys.flatMap((k) => columns.filter((c) => c.key === k));
  return [...listed, ...columns.filter((c) => !listed.includes(c))];
}
