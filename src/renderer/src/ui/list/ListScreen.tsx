import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert, Badge, Button, Card, Empty, Flex, Grid, Input, Table, Tabs, Typography } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { FilterOutlined } from '@ant-design/icons';
import { MSG } from '@shared/messages';
import { ListPager } from './ListPager';
import { rowLinkProps, withRowLink } from './rowLink';
import { sortByOf } from './sortParam';
import { fitColumns, type ListColumnType } from './fitColumns';
import type { ListState, ListViews } from './useListState';
import { SEARCH_BUTTON } from '../SearchBox';
import { RECORDS_ATTR } from '../SkipLink';

// Loaded after the list: the leads list's first row keeps its bundle budget.
const SavedViews = lazy(async () => ({ default: (await import('./SavedViews')).SavedViews }));

/** The filter button's one label, on every list whose label the spec leaves to us. */
export const FILTER_BUTTON = 'Filtros';

/**
 * Filter labels the spec quotes for one list, kept as quoted: 'Filtro' (Ventas Reportadas' toggle,
 * Prospectos Flotillas), 'Filtrar' (Ventas completadas).
 */
export type SpecFilterLabel = 'Filtro' | 'Filtrar';

/**
 * The search box is as wide as its placeholder (whole, never 'Buscar por nombre, correo o t…'):
 * 7.5 px a character of antd's 14 px text, plus the box's padding and clear icon and the button.
 */
export function searchBoxWidth(placeholder: string, buttonText: string | undefined): number {
  const button = buttonText ? Math.ceil(buttonText.length * 8) + 32 : 32;
  return Math.min(480, Math.max(280, Math.ceil(placeholder.length * 7.5) + 44 + button));
}

/**
 * The list's width in pixels, measured before the first paint and kept as the window or the side
 * menu changes it: a marker before the table, as wide as the card's content.
 */
function useListWidth(): [React.RefObject<HTMLDivElement | null>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(Math.floor(el.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The table body, 'Saltar al contenido''s landing place: the next Tab is the first record. */
function RecordsBody(props: React.HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} tabIndex={-1} onMouseOver={titleCutCell} {...{ [RECORDS_ATTR]: '' }} />;
}

/**
 * Cells keep to one line and cut long text with '…' (global.css, .crm-list-table): a cut cell gets
 * its whole text as a title when the pointer reaches it, so nothing is hidden for good.
 */
function titleCutCell(event: React.MouseEvent<HTMLTableSectionElement>) {
  const cell = (event.target as HTMLElement).closest('td');
  if (!cell || cell.title) return;
  const cut = [cell, ...cell.querySelectorAll<HTMLElement>('*')].some((el) => el.scrollWidth > el.clientWidth + 1);
  if (cut) cell.title = cell.innerText.replace(/\s*\n\s*/g, ' ').trim();
}
const TABLE_COMPONENTS = { body: { wrapper: RecordsBody } };

export interface ListTab {
  key: string;
  label: ReactNode;
}

export interface ListScreenProps<T> {
  /** The screen's h1; omitted for a list inside a tab of a screen that has its own title. */
  title?: ReactNode;
  /** Crumbs or anything shown above the title. */
  header?: ReactNode;
  /** Buttons on the title row (e.g. 'Crear empresa'). */
  actions?: ReactNode;
  /**
   * The submitted search box: the list searches on Enter or the button, not on each key. When
   * `value` changes from outside (a 'Limpiar' button), the box shows it.
   */
  search?: { value: string; placeholder: string; onSearch(value: string): void; buttonText?: string; ariaLabel?: string; allowClear?: boolean };
  /** Content of its own row under the title row (e.g. a date range shown by the filter button). */
  toolbar?: ReactNode;
  /**
   * Opens the screen's filter modal; the badge shows how many filters are active. The button reads
   * FILTER_BUTTON on every list; only a label the spec quotes for that list replaces it.
   */
  filters?: { count: number; specLabel?: SpecFilterLabel; onOpen(): void };
  tabs?: { active: string; items: ListTab[]; onChange(key: string): void };
  /**
   * The table's columns; a column with `drop` (from its declaration, or the screen's override) is left
   * out while the list is too narrow for all of them. A function receives the list's width in pixels
   * (undefined before it is measured), for a screen whose cells change with the room they have.
   */
  columns: ListColumnType<T>[] | ColumnsType<T> | ((width: number | undefined) => ListColumnType<T>[] | ColumnsType<T>);
  rows: T[] | undefined;
  rowKey: keyof T & string;
  /** Each row is a real link to its record: Enter opens it, middle click opens a tab. */
  rowHref?(row: T): string;
  /** Rows the user may select (e.g. to delete several); omitted: no checkboxes. */
  selection?: { selected: React.Key[]; onChange(keys: React.Key[]): void };
  loading: boolean;
  error?: Error | null;
  errorText?: string;
  emptyText?: string;
  page: number;
  pages: number;
  total: number;
  /** The answer's `totalCapped`: the count stopped at its cap ('más de 1,000'). */
  totalCapped?: boolean;
  onPage(page: number): void;
  /** Called with the direction-prefixed sort key ('-createdAt') or undefined. */
  onSort?(sortBy: string | undefined): void;
  /**
   * 'fixed' when every column has a width: the widths then hold (long text is cut with an ellipsis)
   * instead of growing to the content, so the table fits its window. antd's default with a fixed
   * first column and max-content scrolling is 'auto'.
   */
  tableLayout?: 'fixed';
  /** A minimum table width in pixels before it scrolls sideways (default: as wide as its content). */
  scrollX?: number;
  /** The total's words after the page ('1 registro' / 'N registros' by default). */
  totalText?(total: number): ReactNode;
  /** Without the Card (a list inside a tab of a screen that is already a card or page). */
  bare?: boolean;
  /**
   * Saved views (issue 43): the list's state and how a view's filters, search, tab and sort go back
   * on it (useListState's `views`); the chips show above the list, keyed by the screen's path.
   */
  views?: ListViews<ListState>;
  /** Extra content under the table (dialogs are best rendered lazily by the screen). */
  children?: ReactNode;
}

/**
 * The one list-screen pattern: title and actions, submitted search, filter button with its count,
 * optional tabs, a sortable table whose rows are links, the numbered pager and the total. Paging,
 * sorting and filtering happen on the server; this only renders what the query returned.
 */
export function ListScreen<T extends object>(props: ListScreenProps<T>) {
  const { search, filters, tabs } = props;
  const { pathname } = useLocation();
  const [searchText, setSearchText] = useState(search?.value ?? '');
  const [shownValue, setShownValue] = useState(search?.value);
  if (search && search.value !== shownValue) {
    // The search was changed from outside the box (cleared, restored): the box follows it.
    setShownValue(search.value);
    setSearchText(search.value);
  }
  const onChange = (sorter: SorterResult<T> | SorterResult<T>[]) => {
    if (!props.onSort) return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = typeof s?.columnKey === 'string' ? s.columnKey : undefined;
    props.onSort(sortByOf(key, s?.order));
  };
  const screens = Grid.useBreakpoint();
  const [fitRef, width] = useListWidth();
  const declared = (typeof props.columns === 'function' ? props.columns(width) : props.columns) as ListColumnType<T>[];
  // Columns antd hides at this breakpoint take no room; the rest must fit the list's width.
  const shown = declared.filter((c) => !c.responsive || c.responsive.some((bp) => screens[bp]));
  const droppable = shown.filter((c) => c.drop !== undefined).length;
  // Columns sized by their content can still be wider than the list: measured after each render
  // (before the paint), one more droppable column goes while the table overflows; a new width starts over.
  const [overflow, setOverflow] = useState({ width, least: 0 });
  if (overflow.width !== width) setOverflow({ width, least: 0 });
  const least = overflow.width === width ? overflow.least : 0;
  useLayoutEffect(() => {
    const box = fitRef.current?.parentElement?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (box && least < droppable && box.scrollWidth > box.clientWidth + 1) setOverflow({ width, least: least + 1 });
    // Again when the rows change (a new page's names can be longer); bounded: at most `droppable` steps.
  }, [fitRef, least, droppable, width, props.rows]);
  const fitted: ColumnsType<T> = fitColumns(shown, width, props.selection ? 48 : 0, least).map(({ drop: _drop, ...c }) => c);
  const columns: ColumnsType<T> = props.rowHref ? withRowLink(fitted, props.rowHref) : fitted;
  // With fixed widths the table is as wide as the columns it shows (a max-content width would
  // grow them to their content again); a wider window shares out the rest.
  const scrollX =
    props.tableLayout === 'fixed'
      ? columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), props.selection ? 48 : 0)
      : (props.scrollX ?? 'max-content');
  const titleRow = props.title !== undefined || search || filters || props.actions;
  const body = (
    <>
      {props.header}
      {titleRow ? (
        <Flex justify={props.title === undefined ? 'flex-start' : 'space-between'} align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          {props.title === undefined ? null : (
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              {props.title}
            </Typography.Title>
          )}
          <Flex gap={8} wrap>
            {search ? (
              <Input.Search
                allowClear={search.allowClear ?? true}
                aria-label={search.ariaLabel ?? 'Buscar'}
                placeholder={search.placeholder}
                value={searchText}
                enterButton={search.buttonText ?? SEARCH_BUTTON}
                onChange={(e) => setSearchText(e.target.value)}
                onSearch={(value) => search.onSearch(value.trim())}
                style={{ width: searchBoxWidth(search.placeholder, search.buttonText), maxWidth: '100%' }}
              />
            ) : null}
            {filters ? (
              <Badge count={filters.count} size="small">
                <Button icon={<FilterOutlined />} onClick={filters.onOpen} className="crm-list-filters">
                  {filters.specLabel ?? FILTER_BUTTON}
                </Button>
              </Badge>
            ) : null}
            {props.actions}
          </Flex>
        </Flex>
      ) : null}
      {props.views ? (
        // The row's height while its code loads: the table does not jump down under a click (SavedViews' toolbar is as high).
        <Suspense fallback={<div style={{ height: 24, marginBottom: 12 }} />}>
          <SavedViews list={pathname} views={props.views} />
        </Suspense>
      ) : null}
      {props.toolbar ? <div style={{ marginBottom: 12 }}>{props.toolbar}</div> : null}
      {tabs ? <Tabs activeKey={tabs.active} onChange={tabs.onChange} items={tabs.items} /> : null}
      {props.error ? <Alert type="error" title={props.errorText ?? MSG.listError} description={props.error.message} style={{ marginBottom: 12 }} /> : null}
      <div ref={fitRef} />
      <Table<T>
        rowKey={props.rowKey}
        columns={columns}
        dataSource={props.rows ?? []}
        loading={props.loading}
        pagination={false}
        // antd's own empty look (its text has the contrast a bare string in the placeholder lacks).
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? 'No hay registros'} /> }}
        onChange={(_p, _f, sorter) => onChange(sorter)}
        rowSelection={props.selection ? { selectedRowKeys: props.selection.selected, onChange: props.selection.onChange } : undefined}
        onRow={props.rowHref ? rowLinkProps<T>() : undefined}
        scroll={{ x: scrollX }}
        tableLayout={props.tableLayout}
        components={TABLE_COMPONENTS}
        size="middle"
        className="crm-list-table"
      />
      <ListPager page={props.page} pages={props.pages} total={props.total} totalCapped={props.totalCapped} onChange={props.onPage} totalText={props.totalText} />
      {props.children}
    </>
  );
  return props.bare ? body : <Card>{body}</Card>;
}
