import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from './likePattern';
import { mexicoDays } from './mexicoDayRange';
import { columnFilterBounds } from '../../../shared/lists/columnFilters';
import type { AnyRowColumns } from '../../../shared/lists/defineListColumns';

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

  sql(): SQL {
    return sql.join(this.parts, sql` AND `);
  }
}
