import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/domain/permissions';
import type { Caller } from '../../identity/auth';
import { ListWhere, type ListFilterSql } from '../../lib/list/ListWhere';
import type { ListFilter } from '../../../shared/lists/listFilters';
import { fleetLeadScope, fleetScope } from './fleetAccess';

/**
 * What the fleet lists (companies, fleet leads, closed sales) share: the list kit's WHERE
 * (lib/list/ListWhere.ts) starting from the caller's fleet scope, plus the executive filter.
 */
export class FleetListWhere extends ListWhere {
  private readonly caller: Caller;

  /** Starts with the caller's scope on the list's main table, aliased `alias`; `leads` for lead_fleets (blocked ones left out, issue 54). */
  constructor(caller: Caller, alias: string, table: 'companies' | 'leads' = 'companies') {
    super(table === 'leads' ? fleetLeadScope(caller, alias) : fleetScope(caller, alias));
    this.caller = caller;
  }

  /** The list's declared filters (ListWhere.filters), the executive's only for roles that may filter by one. */
  override filters<F extends readonly ListFilter[]>(filters: F, values: object, sqlOf: ListFilterSql<F>): this {
    return super.filters(filters, values, sqlOf, (p) => can(this.caller.role, p));
  }

  /** The executive filter, for roles with `fleet:filterUser` (§6); a fleet-executive's scope already is their own. */
  executive(column: SQL, userId: number | null | undefined): this {
    return this.add(userId && can(this.caller.role, 'fleet:filterUser') ? sql`${column} = ${userId}` : undefined);
  }
}

// The list kit (lib/list/), which the fleet lists import from here.
export { listOrder, type ListSort } from '../../lib/list/listOrder';
export { listPage } from '../../lib/list/listPage';
