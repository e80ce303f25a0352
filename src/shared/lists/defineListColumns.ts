import type { EnumKind } from '../domain/labels';

/**
 * How a column's value is shown, on the screen and in the export alike: text ('-' when empty, or the
 * column's `empty`), a number, money (centavos-free pesos, the export's '"$"#,##0.00'), a moment
 * ('DD-MM-YYYY HH:mm:ss' in Mexico City), a day ('DD-MM-YYYY'), a phone (the shared format), a code
 * through the shared label map (`labels`), or `custom` (the column's own `value`).
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'day' | 'phone' | 'label' | 'custom';

type Depth = [never, 0, 1, 2];

/** Every dotted path into a row ('User.firstAndLastName'), three steps deep; arrays end a path. */
export type PathOf<T, D extends number = 3> = [D] extends [never]
  ? never
  : T extends object
    ? {
        [K in keyof T & string]: NonNullable<T[K]> extends readonly unknown[]
          ? K
          : NonNullable<T[K]> extends object
            ? K | `${K}.${PathOf<NonNullable<T[K]>, Depth[D]>}`
            : K;
      }[keyof T & string]
    : never;

/** A cell the column's own `value` makes (a custom column, or a value the row holds in another shape). */
export type ColumnValue = string | number | null | undefined;

/** One column of a list, declared once for its SQL sort, its screen column and its export column. */
export interface ListColumn<Row, S extends string = string> {
  /** Where the value is in the list's row answer; a path the row lacks fails typecheck. */
  path: PathOf<Row>;
  /** The Spanish title the screen shows (and the export's header, unless `exportTitle`). */
  title: string;
  /** The export's header where it differs from the screen's title. */
  exportTitle?: string;
  kind: ColumnKind;
  /** The shared label map of a `label` column's codes. */
  labels?: EnumKind;
  /** A `custom` column's cell (also the screen's text, unless the screen overrides the render). */
  value?(row: Row): ColumnValue;
  /** A `money` column whose value is integer centavos (the export writes pesos, the screen '$1,234.00 MXN'). */
  centavos?: true;
  /** A text column's cell when empty (default '-'; the adviser columns say 'Sin asesor'). */
  empty?: string;
  /** The list's sort key this column sorts by (the query accepts exactly the declared keys). */
  sort?: S;
  /** The export's column width, in characters (default by kind). */
  width?: number;
  /** The screen's column width, in pixels. */
  px?: number;
  /** A column only the screen shows, or only the export writes, where the two differ. */
  only?: 'screen' | 'export';
  /**
   * A column the screen leaves out when the list is narrower than its columns' widths (a 1024 px
   * laptop): 1 goes first, then 2, then 3. Only for what the record itself shows again; a column
   * without it is essential and always shown (ListScreen's fitColumns).
   */
  drop?: 1 | 2 | 3;
  /**
   * The list's filter over this column, declared here so its schema (src/shared/lists/columnFilters.ts),
   * its SQL (ListWhere.declared) and its field in the filter modal (DeclaredFilterFields) follow:
   * 'range' takes `min<Path>`/`max<Path>` (a number, or centavos for a money column), 'days' takes
   * `start<Path>`/`end<Path>` (days 'YYYY-MM-DD', both included). A top-level path only. A filter whose
   * key is not a row's path, or over what the list does not show (an id out of a catalogue, a code, a
   * text), is declared with the list's filters instead (listFilters.ts).
   */
  filter?: 'range' | 'days';
}

/** A list's columns and the sort keys they declare. */
export interface ListColumns<Row, S extends string, F extends FilterValues = FilterValues> {
  columns: readonly ListColumn<Row, S>[];
  /** The sort keys, in column order (the list's query schema takes these and no other). */
  sortKeys: readonly [S, ...S[]];
  /** Type only: the filter keys the columns' `filter` declare, with their values (columnFilters.ts reads it). */
  readonly filterValues?: F;
}

/** A column as code that serves every list reads it (the filters, the kit): its path as plain text. */
export type AnyRowColumn = Omit<ListColumn<never>, 'path' | 'value'> & { path: string };
/** Any list's declaration, whatever its row, with the filter values it declares (`F`). */
export interface AnyRowColumns<F extends FilterValues = FilterValues> {
  columns: readonly AnyRowColumn[];
  readonly filterValues?: F;
}

/** The filter keys and values a list's columns declare ('minBudget': number, 'startExpectedPurchaseDate': string). */
export type FilterValues = Record<string, number | string>;

type SortOf<C> = C extends { sort: infer S extends string } ? S : never;
type RangeOf<C> = C extends { filter: 'range'; path: infer P extends string } ? `min${Capitalize<P>}` | `max${Capitalize<P>}` : never;
type DaysOf<C> = C extends { filter: 'days'; path: infer P extends string } ? `start${Capitalize<P>}` | `end${Capitalize<P>}` : never;
/** The filter values a tuple of columns declares. */
export type FiltersOf<C> = { [K in RangeOf<C>]: number } & { [K in DaysOf<C>]: string };

/**
 * Declares a list's columns against its row type (the list's response schema's wire side):
 * `defineListColumns<FleetLeadRow>()([{ path: 'companyName', title: 'Empresa', kind: 'text', sort: 'companyName' }, …])`.
 * `extra` sort keys are the list's orders no column shows (a default order the screen cannot pick).
 */
export function defineListColumns<Row>() {
  return <const C extends readonly ListColumn<Row>[], const X extends string = never>(
    columns: C,
    extra: readonly X[] = [],
  ): ListColumns<Row, SortOf<C[number]> | X, FiltersOf<C[number]>> => {
    const keys = [...columns.flatMap((c) => (c.sort ? [c.sort] : [])), ...extra];
    return { columns: columns as unknown as readonly ListColumn<Row, SortOf<C[number]> | X>[], sortKeys: [...new Set(keys)] as unknown as [SortOf<C[number]> | X] };
  };
}

/** The sort keys of a declaration, as a type. */
export type SortKeyOf<L> = L extends { sortKeys: readonly (infer S)[] } ? S : never;

/** A declaration's path read from a row ('User.firstAndLastName'); undefined when any step is missing. */
export function pick(row: unknown, path: string): unknown {
  let v: unknown = row;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}
