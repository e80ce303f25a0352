import { z } from 'zod';
import { dbId, int4, pesos, text, TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { SALE_STAGES } from '../domain/phases';
import { SALE_STAGE_PERMISSION } from '../domain/saleStageMove';
import { saleVinsAnswer } from '../schemas/leadResponses';
import { externalReportAnswer, reportTokenAnswer, saleAnswer, saleDashboardPage, saleDetailAnswer, saleReportingPage } from '../schemas/saleResponses';
import { idParams } from './leadContracts';
import { route } from './routeContract';

/** GET /sale/dashboard: `filters` is the JSON of saleDashboardFilters (schemas/saleList.ts). */
export const saleDashboardQuery = pagingQuery.extend({
  phase: z.enum(['TODAS', ...SALE_STAGES]).default('TODAS'),
  search: z.string().trim().max(100).optional(),
  /** JSON object: UserId, ProductId, startDate, endDate. */
  filters: z.string().max(2000).optional(),
  sortBy: z
    .string()
    .regex(/^-?(client|id|product|date)$/)
    .optional(),
});

export const saleUpdateBody = z.object({
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

const reportCredentials = z.object({
  credentials: z.object({ username: text(TEXT_MAX.email).pipe(z.string().min(1)), password: z.string().min(1).max(256) }),
});

const externalReport = z.object({
  /** The CRM client: the lead id of the sale. */
  ClientId: dbId,
  saleVINs: z.array(z.string().trim().min(1).max(40)).max(50).default([]),
});

/** Who may move a sale to some stage (any one: the body's stage says which it needs). */
const SALE_STAGE_PERMISSIONS = Object.values(SALE_STAGE_PERMISSION);

/** Reported sales (spec §7 Sales, features/sales). */
export const saleRoutes = {
  dashboard: route({ method: 'GET', path: '/sale/dashboard', access: { permission: 'sales:view' }, query: saleDashboardQuery, response: { 200: saleDashboardPage } }),
  detail: route({ method: 'GET', path: '/sale/dashboard/:id', access: { permission: 'sales:view' }, params: idParams, response: { 200: saleDetailAnswer } }),
  reporting: route({
    method: 'GET',
    path: '/sale/reporting',
    access: { permission: 'sales:view' },
    query: pagingQuery.extend({ filter: z.enum(SALE_STAGES).optional() }),
    response: { 200: saleReportingPage },
  }),
  reportingDetail: route({ method: 'GET', path: '/sale/reporting/:id', access: { permission: 'sales:view' }, params: idParams, response: { 200: saleAnswer } }),
  update: route({ method: 'PUT', path: '/sale/:id', access: { permission: 'lead:closing' }, params: idParams, body: saleUpdateBody, response: { 200: saleAnswer } }),
  /** Each target stage has its own permission (SALE_STAGE_PERMISSION), checked with the body. */
  moveStage: route({ method: 'PATCH', path: '/sale/stage/:id', access: { permission: SALE_STAGE_PERMISSIONS }, params: idParams, body: z.object({ stage: text(40) }), response: { 200: saleAnswer } }),
  /** The lead's VINs. */
  saveVins: route({
    method: 'POST',
    path: '/sale/vin/:leadId',
    access: { permission: 'lead:saleData' },
    params: z.object({ leadId: dbId }),
    body: z.object({ data: z.object({ vins: z.array(text(40)).max(100) }) }),
    response: { 200: saleVinsAnswer },
  }),
  /** The external sale report played locally (spec §7): the token, then the report with it as `api-key`. */
  reportAuth: route({ method: 'POST', path: '/auth', access: { permission: 'sales:simulateReport' }, body: reportCredentials, response: { 200: reportTokenAnswer } }),
  reportExternal: route({ method: 'POST', path: '/sales/data/external', access: { permission: 'sales:simulateReport' }, body: externalReport, response: { 200: externalReportAnswer } }),
};
