import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TableProps } from 'antd';

/**
 * Rows that open a record are real links: the first cell holds a Link to the record (Enter opens
 * it, a middle click opens a tab in the browser build), the first column stays fixed while the
 * table scrolls sideways on small windows, and a click anywhere else on the row follows the link.
 * ListScreen and every other table that opens records use this, so they behave the same.
 */
export function withRowLink<T extends object>(columns: ColumnsType<T>, rowHref: (row: T) => string): ColumnsType<T> {
  return columns.map((c, i) => {
    if (i !== 0) return c;
    const dataIndex = 'dataIndex' in c ? c.dataIndex : undefined;
    const render = (value: unknown, row: T, index: number): ReactNode => {
      const content = c.render ? (c.render(value, row, index) as ReactNode) : (value as ReactNode);
      return (
        <Link to={rowHref(row)} className="crm-row-link" onClick={(e) => e.stopPropagation()}>
          {content}
        </Link>
      );
    };
    return { ...c, dataIndex, render, fixed: 'left' as const };
  });
}

/** The row props that make a click on the row follow its link. */
export function rowLinkProps<T>(): NonNullable<TableProps<T>['onRow']> {
  return () => ({ style: { cursor: 'pointer' }, onClick: openRow });
}

/**
 * A click anywhere on the row follows the row's link, unless it was on a control inside the row. A
 * click in a menu or dialog the row opened (rendered elsewhere in the page, but bubbling through
 * React to the row) is not on the row: Citas' 'Reagendar' from a row's menu opened the lead instead.
 */
function openRow(event: React.MouseEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return;
  if (target.closest('a, button, input, label, .ant-checkbox-wrapper, .ant-select')) return;
  event.currentTarget.querySelector<HTMLAnchorElement>('a.crm-row-link')?.click();
}
