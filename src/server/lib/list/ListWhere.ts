import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from './likePattern';
import { mexicoDays } from './mexicoDayRange';
import { columnFilterBounds } from '../../../shared/lists/columnFilters';
import type { AnyRowColumns } from '../../../shared/lists/defineListColumns';
import type { ChoiceFilter, ListFilter, UnionToIntersection } from '../../../shared/lists/listFilters';
import type { Permission } from '../../../shared/domain/permissions';

/** The value a filter's SQL is given: an id, ids, a choice's value, a check's true, a code or a text. */
type ValueOf<F> = F extends { kind: 'catalog'; multiple: true }
  ? number[]
  : F extends { kind: 'catalog' }
    ? number
    : F extends ChoiceFilter<string, infer V>
      ? V
      : F extends { kind: 'check' }
        ? true
        : string;
/**
 * One filter's part of a list's SQL, under its key (a day range's start key): the column it compares (an
 * id and a code are equal to it, ids hold it, a text is contained in its lower case, a day range bounds
 * it, a check's is the condition it makes), or the condition a value makes where a column will not say
 * it (a boolean column, an EXISTS). The columns' filters name the SQL column of a path under `columns`
 * (tableColumns(...).sqlOf); a tab's check has none (the list's tab is its own).
 */
type SqlOf<F> = F extends { kind: 'columns' }
  ? { columns: (path: string) => SQL }
  : F extends { kind: 'check'; tab: object }
    ? Record<never, never>
    : F extends { kind: 'days'; start: infer S extends string }
      ? { [P in S]: SQL }
      : F extends { key: infer K extends string }
        ? { [P in K]: SQL | ((value: ValueOf<F>) => SQL) }
        : never;
/** Each declared filter's SQL (SqlOf). A filter without its SQL fails typecheck. */
export type ListFilterSql<F extends readonly ListFilter[]> = UnionToIntersection<SqlOf<F[number]>>;

/**
 * A list's WHERE: it starts from the caller's scope (the feature's scope rule: fleetScope, leadScope…),
 * searches one lower-cased expression, filters by Mexico City days, and is counted the same for the
 * page's total.
 */
export class ListWhere {
  protected readonly parts: SQL[];

  /** Starts with `scope`, the rows the caller may see. */
  constructor(scope: SQL) {
    this.parts = [scope];
  }

  add(condition: SQL | false | undefined | null | 0 | ''): this {
    if (condition) this.parts.push(condition);
    return this;
  }

  /** The search box: '%term%' over `expression` (the same one as the list's trigram index). */
  search(expression: SQL, term: string | null | undefined): this {
    return this.add(term ? sql`${expression} LIKE ${likePattern(term)}` : undefined);
  }

  /** `from` and `to` ('YYYY-MM-DD' Mexico City days, both inclusive, or instants) over `column`. */
  days(column: SQL, from: string | null | undefined, to: string | null | undefined): this {
    for (const condition of mexicoDays(column, from, to)) this.add(condition);
    return this;
  }

  /** `from` and `to` ('YYYY-MM-DD', both inclusive) over a `date` column (a day with no time or zone). */
  dates(column: SQL, from: string | null | undefined, to: string | null | undefined): this {
    return this.add(from && sql`${column} >= ${from}::date`).add(to && sql`${column} <= ${to}::date`);
  }

  /**
   * The filters a list's columns declare (`filter: 'range' | 'days'`), from the checked filter values:
   * a range closes both ends, a day range over a timestamp is Mexico City's days, over a `date` the days.
   * `columnOf` names the SQL column of a path (tableColumns(...).sqlOf).
   */
  declared(list: AnyRowColumns, values: Record<string, unknown>, columnOf: (path: string) => SQL): this {
    for (const b of columnFilterBounds(list)) {
      const v = values[b.key] as string | number | undefined | null;
      if (v === undefined || v === null || v === '') continue;
      const column = columnOf(b.path);
      if (b.bound === 'min') this.add(sql`${column} >= ${v}`);
      else if (b.bound === 'max') this.add(sql`${column} <= ${v}`);
      else if (b.column.kind === 'day') this.dates(column, b.bound === 'start' ? String(v) : undefined, b.bound === 'end' ? String(v) : undefined);
      else this.days(column, b.bound === 'start' ? String(v) : undefined, b.bound === 'end' ? String(v) : undefined);
    }
    return this;
  }

  /**
   * The filters a list declares (shared/lists/listFilters.ts), from the checked query: each by its SQL
   * (`sqlOf`); one a permission guards is ignored for a caller `may` refuses it to, and so is an empty
   * one (no ids, the id that is every one).
   */
  filters<F extends readonly ListFilter[]>(filters: F, values: object, sqlOf: ListFilterSql<F>, may: (p: Permission) => boolean = () => true): this {
    const given = (key: string) => {
      const v = (values as Record<string, unknown>)[key] as string | number | boolean | number[] | undefined | null;
      return v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && !v.length) ? undefined : v;
    };
    const sqls = sqlOf as Record<string, SQL | ((value: unknown) => SQL)>;
    for (const f of filters) {
      if (f.permission && !may(f.permission)) continue;
      if (f.kind === 'columns') {
        this.declared(f.list, values as Record<string, unknown>, sqls.columns as (path: string) => SQL);
        continue;
      }
      if (f.kind === 'check' && f.tab) continue;
      const of = sqls[f.kind === 'days' ? f.start : f.key]!;
      if (f.kind === 'days') {
        const from = given(f.start);
        const to = given(f.end);
        if (from !== undefined || to !== undefined) this.days(of as SQL, from === undefined ? undefined : String(from), to === undefined ? undefined : String(to));
        continue;
      }
      const v = given(f.key);
      if (v === undefined || (f.kind === 'catalog' && f.everyone !== undefined && v === f.everyone)) continue;
      if (typeof of === 'function') this.add(of(v));
      else if (f.kind === 'check') this.add(of);
      else if (f.kind === 'text') this.add(sql`lower(${of}) LIKE ${likePattern(String(v))}`);
      else if (Array.isArray(v)) this.add(sql`${of} IN (${sql.join(v.map((id) => sql`${id}`), sql`, `)})`);
      else this.add(sql`${of} = ${v}`);
    }
    return this;
  }

  sql(): SQL {
    return sql.join(this.parts, sql` AND `);
  }
}
