import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { LEAD_PHASE_LABELS, SUB_STATUS_LABELS, type LeadPhase, type SubStatus } from '../../../shared/domain/phases';
import { callerOf } from '../../identity/auth';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { reportRoutes as reportCalls } from '../../../shared/contracts/reportServed';
import { inRange, pct, reportScope } from './reportFilter';
import { leadModelStats, leadOriginStats, leadPhaseStats, leadStatusStats } from '../leads/doors/stats';
import { liveSaleCount } from '../sales';

/** The four funnel stages of the 'Funnel Ventas' card (four colours). */
const FUNNEL_STAGES: LeadPhase[] = ['1er-contacto', 'seguimiento', 'en-cierre', 'cerrado'];
/** The three states of the 'Estados Leads' card (three colours); BLOQUEADO shows only when present. */
const STATUS_ORDER: SubStatus[] = ['ESPERA_CONTACTO', 'ACTIVO', 'INACTIVO', 'BLOQUEADO'];

/**
 * Dashboard reports (spec §7 Reports, §3 Dashboard responses). Static paths under /lead: Fastify
 * prefers them over the lead routes' parametric GET /lead/:id. Every number is about the live leads
 * created in the range (business days in Mexico City (AGENCY_TIME_ZONE)), read from lead_daily_stats.
 */
export async function reportRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {

  serveContract(app, reportCalls.funnel, {}, async (request) => {
    const scope = reportScope(callerOf(request), request.query);
    const inScope = (column: SQL) => inRange(column, scope);
    const leadRow = await leadPhaseStats(db, scope, FUNNEL_STAGES);
    const sales = await liveSaleCount(db, scope.agencyId, scope.userId, inScope);
    const total = leadRow?.total ?? 0;
    const amounts = FUNNEL_STAGES.map((_, i) => Number(leadRow?.[`p${i}`] ?? 0));
    return {
      data: {
        labels: FUNNEL_STAGES.map((p) => LEAD_PHASE_LABELS[p]),
        amounts,
        percentages: amounts.map((a) => pct(a, total)),
        TotalVentas: sales,
        TotalLeads: total,
        /** Average first-contact time in minutes ('Tiempo de primer contacto'); null when nobody was contacted. */
        Time: leadRow?.time ?? null,
      },
    };
  });

  serveContract(app, reportCalls.status, {}, async (request) => {
    const scope = reportScope(callerOf(request), request.query);
    const rows = await leadStatusStats(db, scope);
    const byStatus = new Map(rows.map((row) => [row.status, row.amount]));
    const shown = STATUS_ORDER.filter((s) => s !== 'BLOQUEADO' || (byStatus.get(s) ?? 0) > 0);
    const amounts = shown.map((s) => byStatus.get(s) ?? 0);
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    return {
      data: { labels: shown.map((s) => SUB_STATUS_LABELS[s]), amounts, percentages: amounts.map((a) => pct(a, total)), TotalLeads: total },
    };
  });

  serveContract(app, reportCalls.interest, {}, async (request) => {
    const scope = reportScope(callerOf(request), request.query);
    // One model per lead: its current interest, which the 'product' rows count by (key '0' is a lead without one).
    const rows = await leadModelStats(db, scope);
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    return {
      data: {
        title: 'Leads por Modelo',
        models: rows.map((row) => row.model),
        amounts: rows.map((row) => row.amount),
        percentages: rows.map((row) => pct(row.amount, total)),
      },
    };
  });

  serveContract(app, reportCalls.origins, {}, async (request) => {
    const scope = reportScope(callerOf(request), request.query);
    const rows = await leadOriginStats(db, scope);
    return { data: { labels: rows.map((row) => row.label), data1: rows.map((row) => row.data1), data2: rows.map((row) => row.data2) } };
  });
}
