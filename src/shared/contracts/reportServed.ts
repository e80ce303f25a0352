/**
 * The server's half of reportContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { reportQuery } from '../schemas/reportQuery';
import { attendanceReportAnswer, funnelReportAnswer, interestReportAnswer, originReportAnswer, responseTimeReportAnswer, statusReportAnswer } from '../schemas/reportResponses';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './reportContracts';

/** The schemas of reportRoutes (reportContracts.ts declares the calls). */
export const reportCallSchemas = callSchemas({
  funnel: { query: reportQuery, response: { 200: funnelReportAnswer } },
  status: { query: reportQuery, response: { 200: statusReportAnswer } },
  interest: { query: reportQuery, response: { 200: interestReportAnswer } },
  origins: { query: reportQuery, response: { 200: originReportAnswer } },
  responseTime: { query: reportQuery, response: { 200: responseTimeReportAnswer } },
  attendance: { query: reportQuery, response: { 200: attendanceReportAnswer } },
});

/** reportRoutes with their schemas: what the server serves. */
export const reportRoutes = attachSchemas(described.reportRoutes, reportCallSchemas);
