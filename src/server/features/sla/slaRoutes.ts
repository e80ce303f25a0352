import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { agencySlaSchema } from '../../../shared/schemas/agencySla';
import { reportRoutes as reportCalls } from '../../../shared/contracts/reportServed';
import { slaRoutes as slaCalls } from '../../../shared/contracts/slaServed';
import { serveContract } from '../../lib/serveContract';
import { authorize, type Caller } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { notFound } from '../../lib/httpError';
import { queryRows } from '../../lib/queryRows';
import type { RouteDeps } from '../../lib/zodApp';
import { parseData } from '../../lib/parseData';
import { inRange, pct, reportScope } from '../reports';
import { firstContactStats } from '../leads/doors/stats';
import { agencyClosureDays, agencySla } from './tables';

export const SLA_SAVED = 'Tiempos de respuesta guardados';

/** The caller's agency or 404 (another agency's settings are not revealed). Admin: any agency. */
function assertAgency(caller: Caller, agencyId: number): void {
  if (caller.role !== 'admin' && !caller.agencyIds.includes(agencyId)) throw notFound();
}

/**
 * The contact SLA (issue 30): an agency's targets, return-to-subasta flag and closure days (admin,
 * manager: 'agency:sla'), and the dashboard's 'Tiempo de respuesta' card.
 */
export async function slaRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {

  async function read(agencyId: number) {
    const [exists] = await queryRows<{ id: number }>(db, sql`SELECT id FROM agencies WHERE id = ${agencyId}`);
    if (!exists) throw notFound();
    const [row] = await db.select().from(agencySla).where(eq(agencySla.agencyId, agencyId));
    const days = await db
      .select({ day: agencyClosureDays.day, description: agencyClosureDays.description })
      .from(agencyClosureDays)
      .where(eq(agencyClosureDays.agencyId, agencyId))
      .orderBy(agencyClosureDays.day);
    return {
      agencyId,
      firstContactMinutes: row?.firstContactMinutes ?? null,
      followUpMinutes: row?.followUpMinutes ?? null,
      returnToSubasta: row?.returnToSubasta ?? false,
      closureDays: days,
    };
  }

  serveContract(app, slaCalls.settings, {}, async (request) => {
    const caller = authorize(request, 'agency:sla');
    assertAgency(caller, request.params.id);
    return { data: await read(request.params.id) };
  });

  serveContract(app, slaCalls.save, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = authorize(request, 'agency:sla');
    const agencyId = request.params.id;
    assertAgency(caller, agencyId);
    const body = request.body as { data?: unknown } | null;
    const input = parseData(agencySlaSchema, body && typeof body === 'object' && 'data' in body ? body.data : body);
    await read(agencyId);
    await db.transaction(async (tx) => {
      const values = {
        firstContactMinutes: input.firstContactMinutes,
        followUpMinutes: input.followUpMinutes,
        returnToSubasta: input.returnToSubasta,
        updatedAt: new Date(),
      };
      await tx.insert(agencySla).values({ agencyId, ...values }).onConflictDoUpdate({ target: agencySla.agencyId, set: values });
      await tx.delete(agencyClosureDays).where(eq(agencyClosureDays.agencyId, agencyId));
      const unique = new Map(input.closureDays.map((d) => [d.day, d.description ?? null]));
      if (unique.size) await tx.insert(agencyClosureDays).values([...unique].map(([day, description]) => ({ agencyId, day, description })));
    });
    return { data: await read(agencyId), message: SLA_SAVED };
  });

  /**
   * 'Tiempo de respuesta' (dashboard): for the live leads created in the filter's period that had a
   * first-contact target, the share contacted within it (of those contacted or already due), the
   * median open-time minutes to the first contact, and the breaches per adviser (by deadline).
   * Index-only reads: leads_live_agency_first_contact_idx (leads' firstContactStats) and sla_breaches_agency_deadline_idx.
   */
  serveContract(app, reportCalls.responseTime, {}, async (request) => {
    const scope = reportScope(authorize(request, 'sales:view'), request.query);
    const row = await firstContactStats(db, scope.agencyId, scope.userId, (column) => inRange(column, scope));
    const breaches = await queryRows<{ userId: number | null; adviser: string; breaches: number }>(
      db,
      sql`SELECT b.user_id AS "userId", coalesce(u.first_name || ' ' || u.last_name, 'Sin asesor (subasta)') AS adviser, count(*)::int AS breaches
          FROM sla_breaches b LEFT JOIN users u ON u.id = b.user_id
          WHERE b.agency_id = ${scope.agencyId} AND ${inRange(sql`b.deadline`, scope)}
            ${scope.userId !== undefined ? sql`AND b.user_id = ${scope.userId}` : sql``}
          GROUP BY b.user_id, u.first_name, u.last_name ORDER BY breaches DESC, adviser`,
    );
    const decided = row?.decided ?? 0;
    return {
      data: {
        leads: row?.total ?? 0,
        contacted: row?.contacted ?? 0,
        withinTarget: row?.within ?? 0,
        /** Percentage of the decided leads (contacted, or past the deadline) contacted in time; null when none. */
        withinTargetShare: decided > 0 ? pct(row?.within ?? 0, decided) : null,
        /** Median open-time minutes to the first contact; null when nobody was contacted. */
        medianFirstResponseMinutes: row?.median === null || row?.median === undefined ? null : Math.round(row.median * 10) / 10,
        breachesByAdviser: breaches,
        totalBreaches: breaches.reduce((sum, b) => sum + b.breaches, 0),
      },
    };
  });
}
