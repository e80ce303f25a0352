import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from './likePattern';
import { mexicoDays } from './mexicoDayRange';

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

  sql(): SQL {
    return sql.join(this.parts, sql` AND `);
  }
}
