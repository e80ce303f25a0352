import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SALES_MSG } from '../../../shared/domain/salesMessages';
import { lockLiveLeadOfAgency } from '../leads';
import { sales } from './tables';
import { findIdentityByEmail } from '../../identity/identityUsers';
import { verifyPassword } from '../../identity/passwords';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { conflict, notFound, unauthorized } from '../../lib/httpError';
import { queryRows } from '../../lib/queryRows';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { issueReportToken, verifyReportToken } from './reportToken';
import { saleRoutes } from '../../../shared/contracts/saleServed';

/**
 * The external sale report in local mode (spec §7 'External sale report': POST auth, then POST
 * sales/data/external with the api-key header). The real reporting system is another service; here the
 * API plays it so the admin-only 'Reportar venta (simulación)' panel moves a sale from
 * PENDING_REPORTING to PENDING_DELIVERY. Both calls also need the admin's CRM session.
 */
export async function externalSaleRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const secret = config.inventoryApiKey;

  serveContract(app, saleRoutes.reportAuth, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { username, password } = request.body.credentials;
    const user = await findIdentityByEmail(db, username.toLowerCase());
    // Only the signed-in admin's own credentials open the report.
    if (!user || user.id !== caller.id || !(await verifyPassword(user.passwordHash, password))) throw unauthorized(SALES_MSG.invalidCredentials);
    return { data: { token: issueReportToken(secret, caller.id) } };
  });

  serveContract(app, saleRoutes.reportExternal, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const key = request.headers['api-key'];
    if (verifyReportToken(secret, Array.isArray(key) ? key[0] : key) !== caller.id) throw unauthorized(SALES_MSG.invalidApiKey);
    const { ClientId, saleVINs } = request.body;
    const moved = await db.transaction(async (tx) => {
      const lead = await lockLiveLeadOfAgency(tx, ClientId, caller.agencyId);
      if (!lead) throw notFound();
      // With VINs: the lead's pending sales holding one of them; without: every pending sale of the lead.
      const candidates = await queryRows<{ id: number }>(
        tx,
        sql`SELECT s.id FROM sales s WHERE s.lead_id = ${lead.id} AND s.stage = 'PENDING_REPORTING'
            ${saleVINs.length ? sql`AND EXISTS (SELECT 1 FROM sale_vins v WHERE v.sale_id = s.id AND v.vin IN (${sql.join(saleVINs.map((v) => sql`${v}`), sql`, `)}))` : sql``}
            FOR UPDATE`,
      );
      if (candidates.length === 0) throw conflict(SALES_MSG.noSaleToReport);
      return tx
        .update(sales)
        .set({ stage: 'PENDING_DELIVERY', updatedAt: new Date() })
        .where(and(inArray(sales.id, candidates.map((c) => c.id)), eq(sales.stage, 'PENDING_REPORTING')))
        .returning({ id: sales.id, stage: sales.stage });
    });
    return { data: { message: SALES_MSG.saleReported, sales: moved } };
  });
}
