import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../../shared/domain/permissions';
import { SALE_STAGE_PERMISSION, saleStageMove, isSaleStage } from '../../../shared/domain/saleStageMove';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { sales } from './tables';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import { likePattern } from '../../lib/list/likePattern';
import { listOrder } from '../../lib/list/listOrder';
import { pageOf } from '../../lib/list/listPage';
import { mexicoDayRange } from '../../lib/list/mexicoDayRange';
import { queryRows } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { findSale, SALE_FROM, SALE_SELECT, saleVisibility, type SaleRow } from './saleQueries';
import { saleDashboardFilters } from '../../../shared/schemas/saleList';
import type { saleDetail } from '../../../shared/schemas/saleResponses';
import { saleRoutes as calls } from '../../../shared/contracts/saleServed';
import { joinLiveLead, leadActivityHistory, leadNameSearch, leadPhaseHistory } from '../leads/doors/listJoin';

type SaleDetailRow = z.output<typeof saleDetail>;

/** Sortable columns of the reported-sales table: Cliente, ID, Producto, Fecha ('-' prefix = descending). */
const SORTS = {
  client: sortKey(sql`l.first_name || ' ' || l.last_name`),
  id: sql`s.id`,
  product: sql`p.model`,
  date: sql`s.created_at`,
} as const;
type SortKey = keyof typeof SORTS;
const NULLABLE_SORTS = new Set<SortKey>(['client', 'product']);

/** The `filters` JSON of GET /sale/dashboard: shared with the screen that builds it. */
const dashboardFilters = saleDashboardFilters;

function parseFilters(raw: string | undefined): z.infer<typeof dashboardFilters> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest();
  }
  const parsed = dashboardFilters.safeParse(value);
  if (!parsed.success) throw badRequest();
  return parsed.data;
}

/**
 * Reported sales (spec §7 Sales). Every list is agency-scoped by the checked `agencyid` header and an
 * adviser sees only their own sales; the `userid`/`role` headers the client sends are not trusted.
 * POST /sale/vin belongs to the lead routes.
 */
export async function saleRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, calls.dashboard, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const f = parseFilters(q.filters);
    const term = q.search ? likePattern(q.search) : undefined;
    const days = mexicoDayRange(f.startDate?.slice(0, 10), f.endDate?.slice(0, 10));
    const where = sql`${saleVisibility(caller)}
      ${term ? sql`AND (${leadNameSearch('l', term)} OR s.id::text = ${q.search} OR lower(coalesce(p.model, '')) LIKE ${term}
                    OR EXISTS (SELECT 1 FROM sale_vins v WHERE v.sale_id = s.id AND lower(v.vin) LIKE ${term}))` : sql``}
      ${f.UserId !== undefined && f.UserId > 0 ? sql`AND s.user_id = ${f.UserId}` : sql``}
      ${f.ProductId !== undefined && f.ProductId > 0 ? sql`AND s.product_id = ${f.ProductId}` : sql``}
      ${days.from ? sql`AND s.created_at >= ${days.from}` : sql``}
      ${days.to ? sql`AND s.created_at < ${days.to}` : sql``}`;
    const stageFilter = q.phase === 'TODAS' ? sql`` : sql`AND s.stage = ${q.phase}`;
    const sortKey = (q.sortBy?.replace(/^-/, '') ?? 'date') as SortKey;
    // Date and id are never null: without NULLS LAST the (agency, created_at) index yields the page
    // in order (a descending btree puts nulls first, so NULLS LAST made PostgreSQL sort every sale).
    const order = listOrder([{ key: sortKey, desc: !q.sortBy || q.sortBy.startsWith('-') }], SORTS, { key: 'date', desc: true }, sql`s.id`, (key) =>
      NULLABLE_SORTS.has(key),
    );
    // Counts per tab under the same search and filters, for the tab badges. A sale never belongs to a
    // merged lead (the merge moves it to the lead that stays, and a merged lead takes no sale), so
    // without a search the count reads the sales index alone instead of probing a lead per sale.
    const countFrom = term
      ? sql`FROM sales s ${joinLiveLead('l', sql`s.lead_id`)} LEFT JOIN products p ON p.id = s.product_id`
      : sql`FROM sales s`;
    let totals = { TODAS: 0, PENDING_REPORTING: 0, PENDING_DELIVERY: 0, CLOSED: 0 };
    const page = await pageOf(
      q,
      (limit, offset) =>
        queryRows<SaleRow>(db, sql`SELECT ${SALE_SELECT} ${SALE_FROM} WHERE ${where} ${stageFilter} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
      async () => {
        const [counts] = await queryRows<Record<'TODAS' | 'PENDING_REPORTING' | 'PENDING_DELIVERY' | 'CLOSED', number>>(
          db,
          sql`SELECT count(*)::int AS "TODAS",
            count(*) FILTER (WHERE s.stage = 'PENDING_REPORTING')::int AS "PENDING_REPORTING",
            count(*) FILTER (WHERE s.stage = 'PENDING_DELIVERY')::int AS "PENDING_DELIVERY",
            count(*) FILTER (WHERE s.stage = 'CLOSED')::int AS "CLOSED"
          ${countFrom} WHERE ${where}`,
        );
        if (counts) totals = counts;
        return totals[q.phase];
      },
    );
    return { ...page, totals };
  });

  serveContract(app, calls.detail, {}, async (request) => {
    const caller = callerOf(request);
    const sale = await findSale(db, caller, request.params.id);
    if (!sale) throw notFound();
    // Funnel and Historial tabs: the lead's phase changes and activities, newest first.
    const LeadPhaseRecords = await leadPhaseHistory<SaleDetailRow['LeadPhaseRecords'][number]>(db, sale.Lead.id);
    const LeadActivities = await leadActivityHistory<SaleDetailRow['LeadActivities'][number]>(db, sale.Lead.id);
    return { data: { ...sale, LeadPhaseRecords, LeadActivities } };
  });

  serveContract(app, calls.reporting, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    const where = sql`${saleVisibility(caller)} ${q.filter ? sql`AND s.stage = ${q.filter}` : sql``}`;
    // As the dashboard's counts: a sale never belongs to a merged lead, so the sales index answers alone.
    return pageOf(
      q,
      (limit, offset) => queryRows<SaleRow>(db, sql`SELECT ${SALE_SELECT} ${SALE_FROM} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`),
      () => queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM sales s WHERE ${where}`).then(([count]) => count?.total),
    );
  });

  serveContract(app, calls.reportingDetail, {}, async (request) => {
    const sale = await findSale(db, callerOf(request), request.params.id);
    if (!sale) throw notFound();
    return { data: sale };
  });

  serveContract(app, calls.update, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const d = request.body.data;
    const updated = await db.transaction(async (tx) => {
      if (!(await findSale(tx, caller, request.params.id))) throw notFound();
      const [row] = await tx
        .update(sales)
        .set({
          salePrice: d.salePrice,
          quantity: d.quantity,
          creditTerm: d.credit_term,
          invoiceNumber: d.InvoiceNumber,
          saleType: d.SaleType,
          bank: d.bank,
          insuranceCarrier: d.insuranceCarrier,
          saleCondition: d.saleCondition,
          paymentMethod: d.paymentMethod,
          takeCarInExange: d.takeCarInExange,
          carExangeBrand: d.car_exange_brand,
          carExangeModel: d.car_exange_model,
          carExangeVersion: d.car_exange_version,
          carExangeYear: d.car_exange_year,
          rfc: d.rfc,
          updatedAt: new Date(),
        })
        .where(eq(sales.id, request.params.id))
        .returning({ id: sales.id });
      return row;
    });
    const sale = updated && (await findSale(db, caller, updated.id));
    if (!sale) throw notFound();
    return { data: sale };
  });

  // Each target stage has its own permission (SALE_STAGE_PERMISSION), checked below with the body.
  serveContract(app, calls.moveStage, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const to = request.body.stage;
    if (!isSaleStage(to)) throw badRequest(SALES_MSG.stageNotAllowed);
    if (to === 'PENDING_REPORTING' || !can(caller.role, SALE_STAGE_PERMISSION[to])) throw forbidden();
    await db.transaction(async (tx) => {
      const sale = await findSale(tx, caller, request.params.id);
      if (!sale) throw notFound();
      if (!isSaleStage(sale.stage) || !saleStageMove(sale.stage, to)) throw conflict(SALES_MSG.stageNotAllowed);
      // The stage in the WHERE makes two concurrent confirmations move the sale once.
      const moved = await tx
        .update(sales)
        .set({ stage: to, updatedAt: new Date(), ...(to === 'CLOSED' ? { closedSale: true, closingDate: new Date() } : {}) })
        .where(and(eq(sales.id, sale.id), eq(sales.stage, sale.stage)))
        .returning({ id: sales.id });
      if (moved.length === 0) throw conflict(SALES_MSG.stageNotAllowed);
    });
    const sale = await findSale(db, caller, request.params.id);
    if (!sale) throw notFound();
    return { data: sale };
  });
}
