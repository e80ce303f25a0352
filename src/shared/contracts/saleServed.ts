/**
 * The server's half of saleContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, int4, pesos, text, TEXT_MAX } from '../schemas/primitives';
import { pagingQuery } from '../schemas/pagingQuery';
import { SALE_STAGES } from '../domain/phases';
import { saleVinsAnswer } from '../schemas/leadResponses';
import { externalReportAnswer, reportTokenAnswer, saleAnswer, saleDashboardPage, saleDetailAnswer, saleReportingPage } from '../schemas/saleResponses';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './saleContracts';

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


/** The schemas of saleRoutes (saleContracts.ts declares the calls). */
export const saleCallSchemas = callSchemas({
  dashboard: { query: saleDashboardQuery, response: { 200: saleDashboardPage } },
  detail: { params: idParams, response: { 200: saleDetailAnswer } },
  reporting: { query: pagingQuery.extend({ filter: z.enum(SALE_STAGES).optional() }), response: { 200: saleReportingPage } },
  reportingDetail: { params: idParams, response: { 200: saleAnswer } },
  update: { params: idParams, body: saleUpdateBody, response: { 200: saleAnswer } },
  moveStage: { params: idParams, body: z.object({ stage: text(40) }), response: { 200: saleAnswer } },
  saveVins: { params: z.object({ leadId: dbId }), body: z.object({ data: z.object({ vins: z.array(text(40)).max(100) }) }), response: { 200: saleVinsAnswer } },
  reportAuth: { body: reportCredentials, response: { 200: reportTokenAnswer } },
  reportExternal: { body: externalReport, response: { 200: externalReportAnswer } },
});

/** saleRoutes with their schemas: what the server serves. */
export const saleRoutes = attachSchemas(described.saleRoutes, saleCallSchemas);
