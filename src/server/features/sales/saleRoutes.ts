import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { int4, pesos, text } from '../../../shared/schemas/primitives';
import { can } from '../../../shared/domain/permissions';
import { SALE_STAGES } from '../../../shared/domain/phases';
import { SALE_STAGE_PERMISSION, saleStageMove, isSaleStage } from '../../../shared/domain/saleStageMove';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { sales } from './tables';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, conflict, forbidden, notFound } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { likePattern } from '../../lib/list/likePattern';
import { listOrder } from '../../lib/list/listOrder';
import { pageOf } from '../../lib/list/listPage';
import { mexicoDayRange } from '../../lib/list/mexicoDayRange';
import { queryRows } from '../../lib/queryRows';
import { sortKey } from '../../lib/sortKey';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { findSale, SALE_FROM, SALE_SELECT, saleVisibility, type SaleRow } from './saleQueries';
import { saleDashboardFilters } from '../../../shared/schemas/saleList';
import { saleAnswer, saleDashboardPage, saleDetailAnswer, saleReportingPage, type saleDetail } from '../../../shared/schemas/saleResponses';
import { joinLiveLead, leadActivityHistory, leadNameSearch, leadPhaseHistory } from '../leads/doors/listJoin';

type SaleDetailRow = z.output<typeof saleDetail>;

/** Who may move a sale to some stage; which stage (and so which permission) the body says. */
const SALE_STAGE_PERMISSIONS = Object.values(SALE_STAGE_PERMISSION);

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

const dashboardQuery = pagingQuery.extend({
  phase: z.enum(['TODAS', ...SALE_STAGES]).default('TODAS'),
  search: z.string().trim().max(100).optional(),
  /** JSON object: UserId, ProductId, startDate, endDate. */
  filters: z.string().max(2000).optional(),
  sortBy: z
    .string()
    .regex(/^-?(client|id|product|date)$/)
    .optional(),
});

const saleUpdate = z.object({
  data: z
    .object({
      salePrice: pesos,
      quantity: int4.pipe(z.number().min(1)),
      credit_term: int4.pipe(z.number().max(600)).nullable(),
      InvoiceNumber: z.string().trim().max(60).nullable(),
      SaleType: z.string().max(30).nullable(),
      bank: z.string().max(40).nullable(),
      insuranceCarrier: z.string().max(40).nullable(),
      saleCondition: z.string().max(20).nullable(),
      paymentMethod: z.string().max(20).nullable(),
      takeCarInExange: z.boolean(),
      car_exange_brand: z.string().max(60).nullable(),
      car_exange_model: z.string().max(60).nullable(),
      car_exange_version: z.string().max(60).nullable(),
      car_exange_year: z.number().int().min(1950).max(2100).nullable(),
      rfc: z.string().trim().max(13).nullable(),
    })
    .partial(),
});

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
  const r = typed(app);

  r.get('/sale/dashboard', { config: { permission: 'sales:view' }, schema: { querystring: dashboardQuery, response: { 200: saleDashboardPage } } }, async (request) => {
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

  r.get('/sale/dashboard/:id', { config: { permission: 'sales:view' }, schema: { params: idParams, response: { 200: saleDetailAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const sale = await findSale(db, caller, request.params.id);
    if (!sale) throw notFound();
    // Funnel and Historial tabs: the lead's phase changes and activities, newest first.
    const LeadPhaseRecords = await leadPhaseHistory<SaleDetailRow['LeadPhaseRecords'][number]>(db, sale.Lead.id);
    const LeadActivities = await leadActivityHistory<SaleDetailRow['LeadActivities'][number]>(db, sale.Lead.id);
    return { data: { ...sale, LeadPhaseRecords, LeadActivities } };
  });

  r.get(
    '/sale/reporting',
    { config: { permission: 'sales:view' }, schema: { querystring: pagingQuery.extend({ filter: z.enum(SALE_STAGES).optional() }), response: { 200: saleReportingPage } } },
    async (request) => {
      const caller = callerOf(request);
      const q = request.query;
      const where = sql`${saleVisibility(caller)} ${q.filter ? sql`AND s.stage = ${q.filter}` : sql``}`;
      // As the dashboard's counts: a sale never belongs to a merged lead, so the sales index answers alone.
      return pageOf(
        q,
        (limit, offset) => queryRows<SaleRow>(db, sql`SELECT ${SALE_SELECT} ${SALE_FROM} WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit} OFFSET ${offset}`),
        () => queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM sales s WHERE ${where}`).then(([count]) => count?.total),
      );
    },
  );

  r.get('/sale/reporting/:id', { config: { permission: 'sales:view' }, schema: { params: idParams, response: { 200: saleAnswer } } }, async (request) => {
    const sale = await findSale(db, callerOf(request), request.params.id);
    if (!sale) throw notFound();
    return { data: sale };
  });

  r.put('/sale/:id', { config: { permission: 'lead:closing' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: saleUpdate, response: { 200: saleAnswer } } }, async (request) => {
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

  r.patch(
    '/sale/stage/:id',
    // Each target stage has its own permission (SALE_STAGE_PERMISSION), checked below with the body.
    { config: { permission: SALE_STAGE_PERMISSIONS }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: z.object({ stage: text(40) }), response: { 200: saleAnswer } } },
    async (request) => {
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
    },
  );
}
