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
}

/** A list's columns and the sort keys they declare. */
export interface ListColumns<Row, S extends string> {
  columns: readonly ListColumn<Row, S>[];
  /** The sort keys, in column order (the list's query schema takes these and no other). */
  sortKeys: readonly [S, ...S[]];
}

type SortOf<C> = C extends { sort: infer S extends string } ? S : never;

/**
 * Declares a list's columns against its row type (the list's response schema's wire side):
 * `defineListColumns<FleetLeadRow>()([{ path: 'companyName', title: 'Empresa', kind: 'text', sort: 'companyName' }, …])`.
 * `extra` sort keys are the list's orders no column shows (a default order the screen cannot pick).
 */
export function defineListColumns<Row>() {
  return <const C extends readonly ListColumn<Row>[], const X extends string = never>(columns: C, extra: readonly X[] = []): ListColumns<Row, SortOf<C[number]> | X> => {
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
