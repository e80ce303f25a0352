import { z } from 'zod';
import { ENUM_LABELS, type EnumKind } from '../domain/labels';
import type { Permission } from '../domain/permissions';
import { optDateText, optDbId, text, userFilter } from '../schemas/primitives';
import { idList } from '../schemas/fleetFields';
import { columnFilterBounds, columnFilterShape } from './columnFilters';
import type { AnyRowColumns, FilterValues } from './defineListColumns';

/**
 * The named option lists a `catalog` filter picks from. The renderer maps each name to the catalogue
 * query its options come from (ui/list/filterSources.ts, which a name without a source fails to typecheck).
 */
export type FilterSource =
  | 'companyUsers'
  | 'companySectors'
  | 'fleetUsers'
  | 'fleetCompanies'
  | 'prospectProducts'
  | 'accessoryTypes'
  | 'productFamilies'
  | 'familyModels'
  | 'fleetProducts'
  | 'fleetAgencies'
  | 'leadOrigins'
  | 'leadProducts'
  | 'leadAdvisers';

interface FilterField {
  /** The Spanish label of the field (and its accessible name). */
  label: string;
  placeholder?: string;
  /** The field's element id after the modal's prefix ('sector' → 'company-filter-sector', or 'sector' under an empty prefix); the key when absent. */
  id?: string;
  /** Who may use it: the field is hidden from, and the SQL ignores it for, a role without this permission. */
  permission?: Permission;
}

/** One value out of the shared label map `labels` ('ACTIVO' → 'Activo'), a select of its options. */
export interface EnumFilter<K extends string = string> extends FilterField {
  kind: 'enum';
  key: K;
  labels: EnumKind;
  search?: true;
  /** The codes offered and their order, where the list offers some of the map's (a lead's sub status but 'Bloqueado'); all when absent. */
  codes?: readonly string[];
}

/** One id out of a named catalogue (`source`), a select of its options; with `multiple`, any of several ids. */
export interface CatalogFilter<K extends string = string> extends FilterField {
  kind: 'catalog';
  key: K;
  source: FilterSource;
  search?: true;
  /** Several ids, any of which a row matches (a fleet lead's models, its dealers). */
  multiple?: true;
  /** The filters this one narrows, emptied when it changes (a family narrows the models). */
  clears?: readonly string[];
  /** The id that stands for every one, which the query takes and the SQL ignores (the leads list's -1 user). */
  everyone?: -1;
  /** While the options load the select says so as its placeholder ('Cargando...', the leads modal's) instead of a spinner. */
  loadingPlaceholder?: true;
}

/** One of a fixed list of options declared beside the list (a fleet lead's quantity bucket), a select of them. */
export interface ChoiceFilter<K extends string = string, V extends number = number> extends FilterField {
  kind: 'choice';
  key: K;
  options: readonly { value: V; label: string }[];
}

/**
 * A checkbox, its label beside it: checked is `true` (leads out of time). With `tab` it is the list's
 * own tab instead, a tab that is not one of the tabs shown (the frozen fleet leads, CONGELADO): checked
 * sets the list's `key` to `tab.on`, unchecked to `tab.off`; it is no filter of the query, and clearing
 * the filters unchecks it and leaves any other tab as it was.
 */
export interface CheckFilter<K extends string = string> extends FilterField {
  kind: 'check';
  key: K;
  tab?: { on: string; off: string };
  placeholder?: never;
}

/** A text the filtered column contains (case aside), up to `max` characters. */
export interface TextFilter<K extends string = string> extends FilterField {
  kind: 'text';
  key: K;
  max: number;
}

/** A range of Mexico City days over a moment, both included, under the keys `start` and `end`. */
export interface DaysFilter<S extends string = string, E extends string = string> extends FilterField {
  kind: 'days';
  start: S;
  end: E;
  /** The end's element id after the modal's prefix, where the modal names it. */
  endId?: string;
  /** The end's own label, where the modal asks the two days apart, each a date picker ('Fecha inicio', 'Fecha fin'). */
  endLabel?: string;
  placeholder?: never;
  placeholders?: readonly [string, string];
}

/**
 * The filters the list's columns declare (`filter: 'range' | 'days'` in shared/lists), at this place of
 * the modal: their keys, shape, SQL and fields are the columns' (columnFilters.ts, DeclaredFilterFields).
 */
export interface ColumnsFilter<F extends FilterValues = FilterValues> {
  kind: 'columns';
  list: AnyRowColumns<F>;
  /** Their fields' element id prefix, where it is not the modal's ('lead-filter'). */
  idPrefix?: string;
  label?: never;
  permission?: never;
}

/**
 * A filter of a list's modal that is declared on no column: its query key is not a row's path (the
 * executive's id, not their name), or the list shows nothing of it (a family of models); or the place
 * among them of the filters the columns declare (ColumnsFilter). Declared once, in the modal's order,
 * its query schema (listFilterShape), its SQL (ListWhere.filters) and its field (DeclaredFiltersModal)
 * follow.
 */
export type ListFilter = EnumFilter | CatalogFilter | ChoiceFilter | CheckFilter | TextFilter | DaysFilter | ColumnsFilter;

/** The query keys of a filter (a tab's check: the list's key it sets). */
export function listFilterKeys(f: ListFilter): string[] {
  if (f.kind === 'columns') return columnFilterBounds(f.list).map((b) => b.key);
  return f.kind === 'days' ? [f.start, f.end] : [f.key];
}

type EnumCodes<L extends EnumKind> = keyof (typeof ENUM_LABELS)[L] & string;
type Optional<T> = z.ZodOptional<z.ZodType<T, unknown>>;
const optIdList = idList.optional();
type ShapeOf<F> = F extends EnumFilter<infer K> & { labels: infer L extends EnumKind }
  ? { [P in K]: Optional<EnumCodes<L>> }
  : F extends CatalogFilter<infer K> & { multiple: true }
    ? { [P in K]: typeof optIdList }
    : F extends CatalogFilter<infer K> & { everyone: -1 }
      ? { [P in K]: typeof userFilter }
      : F extends CatalogFilter<infer K>
        ? { [P in K]: typeof optDbId }
        : F extends ChoiceFilter<infer K, infer V>
          ? { [P in K]: Optional<V> }
          : F extends CheckFilter & { tab: object }
            ? Record<never, never>
            : F extends CheckFilter<infer K>
              ? { [P in K]: Optional<boolean> }
              : F extends TextFilter<infer K>
                ? { [P in K]: Optional<string> }
                : F extends DaysFilter<infer S, infer E>
                  ? { [P in S | E]: typeof optDateText }
                  : F extends ColumnsFilter<infer V>
                    ? ReturnType<typeof columnFilterShape<V>>
                    : never;
/** The intersection of a union's members (each filter's part of a shape, of a list's SQL). */
export type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The zod shape a tuple of filters declares, key by key. */
export type ListFilterShape<F extends readonly ListFilter[]> = UnionToIntersection<ShapeOf<F[number]>>;

/** A list's filters, in the modal's order, their keys kept as literals (the shape and the SQL map type by them). */
export function defineListFilters<const F extends readonly ListFilter[]>(filters: F): F {
  return filters;
}

const emptyIsNone = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * The zod shape of a list's filters, spread into its query schema: a catalogue's id (empty is none), or
 * ids (a list, or comma-separated), a code of the label map (empty is none), a choice's value, a check's
 * true ('true', 'false' and empty as the query's text), a text of at most `max` characters, days or
 * instants, and the columns' filters (columnFilterShape). A tab's check is the list's, not the filters'.
 */
export function listFilterShape<const F extends readonly ListFilter[]>(filters: F): ListFilterShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of filters) {
    if (f.kind === 'catalog') shape[f.key] = f.multiple ? optIdList : f.everyone ? userFilter : optDbId;
    else if (f.kind === 'text') shape[f.key] = text(f.max).optional();
    else if (f.kind === 'days') shape[f.start] = shape[f.end] = optDateText;
    else if (f.kind === 'columns') Object.assign(shape, columnFilterShape(f.list));
    else if (f.kind === 'check') {
      if (!f.tab) shape[f.key] = z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? undefined : v), z.boolean().optional());
    } else if (f.kind === 'choice') {
      const values = f.options.map((o) => z.literal(o.value));
      shape[f.key] = z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : Number(v)), (values.length > 1 ? z.union(values) : values[0]!).optional());
    } else {
      const codes = Object.keys(ENUM_LABELS[f.labels]) as [string, ...string[]];
      shape[f.key] = z.preprocess(emptyIsNone, z.enum(codes).optional());
    }
  }
  return shape as ListFilterShape<F>;
}
