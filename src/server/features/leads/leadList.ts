import { SECURITY_MSG } from '../../../shared/domain/securityMessages';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LEAD_PHASE_LABELS, LEAD_PHASES, type LeadPhase } from '../../../shared/domain/phases';
import { isAdviser } from '../../../shared/domain/roles';
import type { Db } from '../../db/client';
import { leads } from './tables';
import { users } from '../../db/tables/org';
import type { Paging } from '../../lib/paged';
import { likePattern } from '../../lib/list/likePattern';
import { pageOf } from '../../lib/list/listPage';
import { boundedCount } from '../../lib/list/boundedTotal';
import { customPlan, queryRows, textArray } from '../../lib/queryRows';
import { ListWhere, type ListFilterSql } from '../../lib/list/ListWhere';
import { rowSelect, tableColumns } from '../../lib/list/tableColumns';
import { ISO_INSTANT_FORMAT } from '../../lib/isoInstant';
import { LEAD_FILTERS } from '../../../shared/lists/leadFilters';
import { listFilterKeys } from '../../../shared/lists/listFilters';
import { leadListRow, type LeadListRow } from '../../../shared/schemas/leadResponses';
import { TOTAL_CAP } from '../../../shared/domain/paging';
import { leadScope } from './leadScope';
import { countedPhases, sumPhases, type CountScope } from './leadCounts';
import { adviserSortedPageIds } from './adviserSortedPage';
import type { Caller } from '../../identity/auth';
import { badRequest } from '../../lib/httpError';
import { listOrder } from '../../lib/list/listOrder';
import { LEAD_COLUMNS } from '../../../shared/lists/leadColumns';
import type { SortKeyOf } from '../../../shared/lists/defineListColumns';
import { leadFiltersSchema, type LeadFilters } from '../../../shared/schemas/leadList';

/** The phases the funnel list shows when no phase (the 'All' tab) is asked for. */
export const FUNNEL_LIST_PHASES: LeadPhase[] = ['subasta', '1er-contacto', 'seguimiento', 'en-cierre'];

/** The filter modal's fields (the `filters` JSON of GET /lead/new): the shared schema the screen types its filters with. */
export { leadFiltersSchema, type LeadFilters };

export interface LeadListQuery extends LeadFilters {
  agencyId: number;
  phase?: string | null;
  search?: string | null;
}

/**
 * sortBy is '<field>:<asc|desc>' (default 'createdAt:desc'); the fields are the keys the list's
 * declaration gives its columns (shared/lists/leadColumns.ts): id, contact (name), phase (funnel
 * order), subStatus, adviser, createdAt, lastContact. Ties fall back to the newest id.
 */
export type LeadSortField = SortKeyOf<typeof LEAD_COLUMNS>;
export function parseSortBy(sortBy: string | undefined | null): { field: LeadSortField; dir: 'asc' | 'desc' } {
  if (!sortBy) return { field: 'createdAt', dir: 'desc' };
  const [f, d, ...rest] = sortBy.split(':');
  // Unknown names ('__proto__', typos) and directions are refused rather than sorting silently.
  if (rest.length || !(LEAD_COLUMNS.sortKeys as readonly string[]).includes(f ?? '')) throw badRequest(SECURITY_MSG.invalidSort);
  if (d !== undefined && !['asc', 'desc', 'ascend', 'descend'].includes(d.toLowerCase())) throw badRequest(SECURITY_MSG.invalidSort);
  return { field: f as LeadSortField, dir: d?.toLowerCase().startsWith('asc') ? 'asc' : 'desc' };
}

const phaseOrder = sql`array_position(ARRAY['subasta','1er-contacto','seguimiento','en-cierre','cerrado','congelado','futura-venta']::text[], ${leads.phase})`;
const searchText = sql`lower(${leads.firstName} || ' ' || ${leads.lastName} || ' ' || coalesce(${leads.email}, '') || ' ' || coalesce(${leads.phone}, ''))`;

/** Each declared sort key's SQL; a key the declaration adds without SQL here fails typecheck. */
export const LEAD_SORT: Record<LeadSortField, SQL> = {
  id: sql`${leads.id}`,
  // crm_sort_key of the name, stored (migration 0011) and indexed by leads_live_agency_(phase_)name_idx:
  // a page by name walks the index without computing a key for the rows it skips.
  contact: sql`${leads}.${sql.identifier('name_sort_key')}`,
  phase: phaseOrder,
  subStatus: sql`${leads.subStatus}`,
  // The adviser's key is kept on the user (users.name_sort_key): nothing computed per listed lead.
  adviser: sql`${users.nameSortKey}`,
  createdAt: sql`${leads.createdAt}`,
  lastContact: sql`coalesce(${leads.lastContactAt}, ${leads.createdAt})`,
};

/** The leads table as the list's queries name it (the drizzle builder's own alias). */
const LEAD_COLUMN = tableColumns(leads, 'leads');
const instant = (value: SQL) => sql`to_char(${value} AT TIME ZONE 'UTC', ${sql.raw(ISO_INSTANT_FORMAT)})`;
/** phaseOf in SQL: the funnel position, slug and Spanish label of the row's phase. */
const phaseJson = sql`CASE ${leads.phase} ${sql.join(
  LEAD_PHASES.map((p, i) => sql`WHEN ${sql.raw(`'${p}'`)} THEN json_build_object('id', ${sql.raw(String(i + 1))}, 'slug', ${leads.phase}, 'description', ${sql.raw(`'${LEAD_PHASE_LABELS[p].replace(/'/g, "''")}'`)})`),
  sql` `,
)} ELSE json_build_object('id', 0, 'slug', ${leads.phase}, 'description', ${leads.phase}) END`;

/** The row's keys that are not a column of the lead: its names, phase, adviser, origin, model and timer basis. */
const LEAD_ROW_COMPUTED: Record<string, SQL> = {
  firstAndLastName: sql`${leads.firstName} || ' ' || ${leads.lastName}`,
  leadPhase: phaseJson,
  adviser: sql`CASE WHEN coalesce(u.first_name, '') = '' THEN NULL ELSE u.first_name || ' ' || u.last_name END`,
  User: sql`CASE WHEN ${leads.userId} IS NULL THEN NULL ELSE json_build_object('id', ${leads.userId}, 'firstName', u.first_name, 'lastName', u.last_name) END`,
  LeadOrigin: sql`CASE WHEN ${leads.leadOriginId} IS NULL THEN NULL ELSE json_build_object('id', ${leads.leadOriginId}, 'description', o.description) END`,
  productName: sql`p.name`,
  /** Where the business-hours timer starts: the last contact, or the creation. */
  lastContactBasis: instant(sql`coalesce(${leads.lastContactAt}, ${leads.createdAt})`),
};
const LEAD_ROW_SELECT = rowSelect(leadListRow.shape, leads, 'leads', LEAD_ROW_COMPUTED);
const LEAD_ROW_FROM = sql`FROM ${leads} LEFT JOIN users u ON u.id = ${leads.userId} LEFT JOIN lead_origins o ON o.id = ${leads.leadOriginId} LEFT JOIN products p ON p.id = ${leads.currentProductId}`;

function isPhase(v: string | null | undefined): v is LeadPhase {
  return !!v && (LEAD_PHASES as readonly string[]).includes(v);
}

/**
 * What an adviser sees: their leads and the unowned ones in subasta. Within one phase's list the
 * condition is written for that phase — their own leads only, or theirs and the unowned in subasta —
 * because the OR a phase cannot meet kept the planner off leads_live_agency_user_phase_created_idx
 * (under a prepared statement the phase is a parameter): an adviser's deep page sorted the matches
 * of a bitmap OR (8 ms at the demo agency's 67,000 leads) instead of walking their own index range
 * (0.2 ms).
 */
function adviserScope(caller: Caller, phase: string | null | undefined): SQL {
  if (isPhase(phase)) return phase === 'subasta' ? or(eq(leads.userId, caller.id), isNull(leads.userId))! : eq(leads.userId, caller.id);
  return or(eq(leads.userId, caller.id), and(eq(leads.phase, 'subasta'), isNull(leads.userId)))!;
}

/** Each declared filter's SQL (shared/lists/leadFilters.ts): a check's condition, a user's id above 0 (-1 or 0: every one). */
const LEAD_FILTER_SQL: ListFilterSql<typeof LEAD_FILTERS> = {
  LeadOriginId: sql`${leads.leadOriginId}`,
  subStatus: sql`${leads.subStatus}`,
  StartDate: sql`${leads.createdAt}`,
  // The lead's one current interest (lead_interests_one_current_idx), mirrored on the row by trigger.
  ProductId: sql`${leads.currentProductId}`,
  outOfTime: sql`${leads.slaStage} = 2`,
  UserId: (id) => (id > 0 ? sql`${leads.userId} = ${id}` : sql`true`),
  columns: LEAD_COLUMN.sqlOf,
};

/** A day, or an instant's day ('2025-06-15T…' is 2025-06-15). */
const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined);

/** Everything but the phase: the totals count each phase over the same rows (`phase`: the list's, when it has one). */
function baseWhere(caller: Caller, q: LeadListQuery, phase?: string | null): SQL[] {
  const where = new ListWhere(leadScope('leads', q.agencyId, isAdviser(caller.role) ? adviserScope(caller, phase) : undefined));
  const term = q.search?.trim().toLowerCase();
  if (term) {
    // Same expression as leads_agency_phase_search_trgm_idx, so a LIKE '%…%' is served by the agency's trigram index.
    const like = likePattern(term);
    where.add(/^\d+$/.test(term) && term.length < 10 ? or(sql`${searchText} LIKE ${like}`, eq(leads.id, Number(term)))! : sql`${searchText} LIKE ${like}`);
  }
  return [where.filters(LEAD_FILTERS, { ...q, StartDate: day(q.StartDate), EndDate: day(q.EndDate) }, LEAD_FILTER_SQL).sql()];
}

/**
 * The funnel's phases as ONE text[] parameter (queryRows.ts textArray), not one parameter each: in the
 * prepared (generic) plan `phase IN ($2, $3, $4, $5)` is `phase = ANY (ARRAY[$2, $3, $4, $5])`, an array
 * built anew for every row the index walk tests — the deep page's 37,000 at 54,000 leads: 8-12 ms against
 * 5.5-6.6 with the array as one value (issue 55).
 */
const FUNNEL_PHASES_WHERE = sql`${leads.phase} = ANY(${textArray(FUNNEL_LIST_PHASES)})`;

function phaseWhere(phase: string | null | undefined): SQL {
  return isPhase(phase) ? eq(leads.phase, phase) : FUNNEL_PHASES_WHERE;
}

export async function listLeads(db: Db, caller: Caller, q: LeadListQuery, paging: Paging, sortBy?: string | null) {
  const where = and(...baseWhere(caller, q, q.phase), phaseWhere(q.phase));
  const { field, dir } = parseSortBy(sortBy);
  // The database's own null order (no NULLS LAST, as the indexes hold it) and the newest id among ties.
  const order = listOrder([{ key: field, desc: dir === 'desc' }], LEAD_SORT, { key: 'createdAt', desc: true }, sql`${leads.id}`, () => false, 'DESC');
  // The page's ids first (an index walk on the list's filter and order, nothing computed for the
  // skipped rows), then the row data for those ids only.
  const scope = countScope(caller, q);
  // A search is planned for its term (lib/queryRows.ts customPlan), as the other lists' searches: prepared
  // once, the generic plan of a common name's count ('maría': 1,700 of the agency's 54,000 leads) walked the
  // phase index and tested every lead (app p50 184 ms against a custom plan's 28, issue 55). Not the other
  // filters: for origin + model + dates the custom plan hashed every current interest of the model in the
  // network (125,000, 150-200 ms) where the generic one probes the filtered leads' interests (76).
  // An owner's leads too (an adviser's own or subasta, or a chosen adviser's): the generic plan could not
  // tell one adviser's 4,000 leads from a handful and took a bitmap of all of them sorted (20.6 ms at
  // 54,000 leads: 29 % of the database's time under 200 users, pg_stat_statements) where the custom
  // plan walks the date index to the page (0.1 ms).
  const searched = !!q.search?.trim();
  const owned = isAdviser(caller.role) || (q.UserId ?? 0) > 0;
  const plan = searched || owned ? customPlan : (query: SQL) => query;
  const pageIds = (limit: number, offset: number) =>
    queryRows<{ id: number }>(
      db,
      plan(
        sql`SELECT ${leads.id} AS id FROM ${leads} ${field === 'adviser' ? sql`LEFT JOIN ${users} ON ${users.id} = ${leads.userId}` : sql``}
          WHERE ${where ?? sql`true`} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      ),
    );
  // By adviser over what the counters hold: the page's advisers from the counters, no sort of the agency.
  const byCounters = field === 'adviser' && !scope.filtered && !scope.adviserId && !(scope.userId && scope.userId > 0);
  const page = await pageOf(
    paging,
    (limit, offset) =>
      byCounters
        ? adviserSortedPageIds(db, q.agencyId, isPhase(q.phase) ? [q.phase] : FUNNEL_LIST_PHASES, dir, paging)
        : pageIds(limit, offset).then((rows) => rows.map((r) => r.id)),
    (bound) => countLeads(db, caller, q, where, bound, searched),
  );
  const ids = page.data;
  // The page's rows, SELECTed from the row's answer schema (README, 'Add a field'): a key of the row
  // is its column's, unless LEAD_ROW_COMPUTED gives it; ordered as the page's ids.
  const data = ids.length
    ? await queryRows<LeadListRow>(db, sql`SELECT ${LEAD_ROW_SELECT} ${LEAD_ROW_FROM} WHERE ${leads.id} IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) ORDER BY array_position(ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[], ${leads.id})`)
    : [];
  return { ...page, data };
}

export function phaseOf(slug: string): { id: number; slug: string; description: string } {
  const i = (LEAD_PHASES as readonly string[]).indexOf(slug);
  return { id: i + 1, slug, description: isPhase(slug) ? LEAD_PHASE_LABELS[slug] : slug };
}

/** The filters the counters (leadCounts.ts) hold no count by: every one but the user's. */
const UNCOUNTED_FILTER_KEYS = LEAD_FILTERS.flatMap(listFilterKeys).filter((k) => k !== 'UserId');

function countScope(caller: Caller, q: LeadListQuery): CountScope {
  const filtered =
    !!q.search?.trim() ||
    UNCOUNTED_FILTER_KEYS.some((k) => {
      const v = (q as unknown as Record<string, unknown>)[k];
      return v !== undefined && v !== null && v !== '' && v !== false;
    });
  return { agencyId: q.agencyId, adviserId: isAdviser(caller.role) ? caller.id : undefined, userId: q.UserId, filtered };
}

/** The list's total: from the counters when they hold the filter, else counted over the same rows. */
async function countLeads(db: Db, caller: Caller, q: LeadListQuery, where: SQL | undefined, bound: number | undefined, searched: boolean): Promise<number> {
  const counts = await countedPhases(db, countScope(caller, q));
  if (counts) return isPhase(q.phase) ? (counts.get(q.phase) ?? 0) : sumPhases(counts, FUNNEL_LIST_PHASES);
  // A search or filter counts its matches up to the list kit's bound ('más de 1,000'), not all of them.
  return boundedCount(db, sql`${leads}`, where ?? sql`true`, bound, searched);
}

/** Counts per phase tab over the same filters: {all, primer_contacto, seguimiento, en_cierre}. */
export async function leadTotals(db: Db, caller: Caller, q: LeadListQuery) {
  const counts = await countedPhases(db, countScope(caller, q));
  if (counts) {
    return {
      all: sumPhases(counts, FUNNEL_LIST_PHASES),
      primer_contacto: counts.get('1er-contacto') ?? 0,
      seguimiento: counts.get('seguimiento') ?? 0,
      en_cierre: counts.get('en-cierre') ?? 0,
      current: isPhase(q.phase) ? (counts.get(q.phase) ?? 0) : sumPhases(counts, FUNNEL_LIST_PHASES),
    };
  }
  // A search or filter: each tab counts its matches up to the list kit's cap, like the list itself
  // ('más de 1,000'), instead of rechecking every match of a common word.
  const where = and(...baseWhere(caller, q)) ?? sql`true`;
  const bounded = (phase: SQL) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${leads} WHERE ${where} AND ${phase} LIMIT ${TOTAL_CAP + 1}) bounded)`;
  const [row] = await queryRows<Record<'all' | 'primer_contacto' | 'seguimiento' | 'en_cierre' | 'current', number>>(
    db,
    sql`SELECT ${bounded(FUNNEL_PHASES_WHERE)} AS "all", ${bounded(sql`${leads.phase} = '1er-contacto'`)} AS primer_contacto,
      ${bounded(sql`${leads.phase} = 'seguimiento'`)} AS seguimiento, ${bounded(sql`${leads.phase} = 'en-cierre'`)} AS en_cierre, ${bounded(phaseWhere(q.phase))} AS "current"`,
  );
  const tabs = { all: Number(row?.all ?? 0), primer_contacto: Number(row?.primer_contacto ?? 0), seguimiento: Number(row?.seguimiento ?? 0), en_cierre: Number(row?.en_cierre ?? 0) };
  const capped = (Object.keys(tabs) as (keyof typeof tabs)[]).filter((k) => tabs[k] > TOTAL_CAP);
  const cap = (n: number) => Math.min(n, TOTAL_CAP);
  const current = Number(row?.current ?? 0);
  return {
    all: cap(tabs.all),
    primer_contacto: cap(tabs.primer_contacto),
    seguimiento: cap(tabs.seguimiento),
    en_cierre: cap(tabs.en_cierre),
    current: cap(current),
    ...(capped.length ? { capped } : {}),
    ...(current > TOTAL_CAP ? { totalCapped: true as const } : {}),
  };
}
