import { z } from 'zod';
import { dataOf, messageAnswer, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the reported-sales calls (issue 41): GET /sale/dashboard and /sale/reporting with
 * their details, PUT /sale/{id}, PATCH /sale/stage/{id} and the simulated external report.
 */

const id = z.number();
const nText = z.string().nullable();

/** The sale row every sales list and detail answers (spec §3 Sale). */
export const saleRow = z.object({
  id,
  stage: z.string(),
  closedSale: z.boolean(),
  origin: z.string(),
  /** sale_price read as float8. */
  salePrice: z.number().nullable(),
  quantity: z.number(),
  credit_term: id.nullable(),
  InvoiceNumber: nText,
  SaleType: nText,
  bank: nText,
  insuranceCarrier: nText,
  saleCondition: nText,
  paymentMethod: nText,
  takeCarInExange: z.boolean(),
  car_exange_brand: nText,
  car_exange_model: nText,
  car_exange_version: nText,
  car_exange_year: id.nullable(),
  rfc: nText,
  createdAt: wireDateTime,
  closingDate: wireDateTime.nullable(),
  AgencyId: id,
  User: z.object({ id, firstAndLastName: z.string() }).nullable(),
  Product: z
    .object({ id, name: z.string(), model: z.string(), version: z.string(), imageUrl: nText, color: nText })
    .nullable(),
  /** Contact fields are plain text: the subasta contact mask writes '-' over them. */
  Lead: z.object({ id, firstAndLastName: z.string(), email: nText, phone: nText, ClientId: nText }),
  SaleVINs: z.array(z.object({ id, vin: z.string() })),
});
export type SaleRow = Wire<typeof saleRow>;

/** Counts per tab of the sales dashboard. */
export const saleTotals = z.object({ TODAS: z.number(), PENDING_REPORTING: z.number(), PENDING_DELIVERY: z.number(), CLOSED: z.number() });

/** GET /sale/dashboard: a page of sales plus the tab counts. */
export const saleDashboardPage = pagedOf(saleRow).extend({ totals: saleTotals });
export type SaleList = Wire<typeof saleDashboardPage>;

/** GET /sale/reporting. */
export const saleReportingPage = pagedOf(saleRow);
export type SaleReportingPage = Wire<typeof saleReportingPage>;

/** GET /sale/dashboard/{id}: the sale with its lead's funnel and history. */
export const saleDetail = saleRow.extend({
  LeadPhaseRecords: z.array(
    z.object({ id, createdAt: wireDateTime, comments: nText, OldPhaseSlug: nText, NewPhaseSlug: z.string() }),
  ),
  LeadActivities: z.array(
    z.object({
      id,
      date: wireDateTime.nullable(),
      title: nText,
      comments: nText,
      status: z.string(),
      createdAt: wireDateTime,
      LeadActivityType: z.object({ slug: z.string(), description: z.string() }),
      LeadActivityChannelType: z.object({ slug: z.string(), description: z.string() }).nullable(),
    }),
  ),
});
export type SaleDetail = Wire<typeof saleDetail>;
export const saleDetailAnswer = dataOf(saleDetail);

/** GET /sale/reporting/{id}, PUT /sale/{id}, PATCH /sale/stage/{id}: the sale. */
export const saleAnswer = dataOf(saleRow);

/** POST /auth (the simulated reporting system's sign-in): the report token. */
export const reportToken = z.object({ token: z.string() });
export type ReportToken = Wire<typeof reportToken>;
export const reportTokenAnswer = dataOf(reportToken);

/** POST /sales/data/external: the confirmation and the sales moved to PENDING_DELIVERY. */
export const externalReport = messageAnswer.extend({ sales: z.array(z.object({ id, stage: z.string() })) });
export type ExternalReport = Wire<typeof externalReport>;
export const externalReportAnswer = dataOf(externalReport);
