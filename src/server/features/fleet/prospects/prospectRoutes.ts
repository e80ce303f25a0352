import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROSPECT_MSG } from '../../../../shared/domain/prospectMessages';
import { prospectRoutes } from '../../../../shared/contracts/fleetCompanyServed';
import { convertSchema } from '../../../../shared/schemas/fleetProspect';
import { dataOrFlat } from '../../../../shared/contracts/dataOrFlat';
import type { prospectEventSchema, prospectSchema } from '../../../../shared/schemas/fleetProspectResponses';
import { callerOf } from '../../../identity/auth';
import { can } from '../../../../shared/domain/permissions';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { notFound } from '../../../lib/httpError';
import { queryRows } from '../../../lib/queryRows';
import type { RouteDeps } from '../../../lib/zodApp';
import { serveContract } from '../../../lib/serveContract';
import { listPage } from '../fleetList';
import { prospectForCaller } from './prospectAccess';
import { convertProspect } from './prospectConvert';
import { editProspect, toggleProspect } from './prospectEdit';
import { PROSPECT_FROM, PROSPECT_ROW, prospectOrder, prospectWhere } from './prospectQueries';

/** A prospect as the query reads it (its timestamps a Date or text, by driver). */
type Row = z.output<typeof prospectSchema>;

/** Fleet prospects (spec part 2 §7 Prospects): headers agencyid and userid, sortBy direction-prefixed. */
export async function fleetProspectRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, prospectRoutes.list, {}, async (request) => {
    const caller = callerOf(request);
    const q = request.query;
    // The page's ids first (an index walk on the agency and the order), then the rows shown; the count beside it.
    return listPage(db, q, {
      // Every sort key and filter is a column of the prospect (the model's name key is kept on it): no join, and the count reads an index alone.
      from: sql`lead_fleet_prospects p`,
      id: sql`p.id`,
      where: prospectWhere(caller, q),
      order: prospectOrder(q.sortBy),
      rows: (tx, ids) => queryRows<Row>(tx, sql`SELECT ${PROSPECT_ROW} ${PROSPECT_FROM} WHERE ${ids}`),
      // How many prospects a search or filter matches decides the plan (walk the order, or read the matches).
      customPlan: !!(q.search || q.company || q.ProductId || q.startDate || q.endDate),
    });
  });

  serveContract(app, prospectRoutes.detail, {}, async (request) => {
    const caller = callerOf(request);
    await prospectForCaller(db, caller, request.params.id);
    const [row] = await queryRows<Row>(db, sql`SELECT ${PROSPECT_ROW} ${PROSPECT_FROM} WHERE p.id = ${request.params.id}`);
    // prospectForCaller found it just before; a row gone since is a 404, never `{ data: undefined }`.
    if (!row) throw notFound();
    return { data: row };
  });

  // The prospect's own history: created, edited, discarded, reactivated, converted.
  serveContract(app, prospectRoutes.history, {}, async (request) => {
    const caller = callerOf(request);
    await prospectForCaller(db, caller, request.params.id);
    const rows = await queryRows<z.output<typeof prospectEventSchema>>(
      db,
      sql`SELECT e.id, e.action, e.detail, e.created_at AS "createdAt",
        CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'firstAndLastName', u.first_name || ' ' || u.last_name) END AS "User"
        FROM lead_fleet_prospect_events e LEFT JOIN users u ON u.id = e.user_id
        WHERE e.prospect_id = ${request.params.id} ORDER BY e.created_at DESC, e.id DESC`,
    );
    return { data: rows };
  });

  serveContract(app, prospectRoutes.update, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    await editProspect(db, caller, request.params.id, request.body);
    return { data: PROSPECT_MSG.updated };
  });

  serveContract(app, prospectRoutes.toggleActive, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const active = await toggleProspect(db, caller, request.params.id);
    return { data: { active, message: PROSPECT_MSG.toggled } };
  });

  serveContract(app, prospectRoutes.convert, { bodyLimit: BODY_LIMIT.form, preValidation: convertRulesOfCaller }, async (request, reply) => {
    const caller = callerOf(request);
    const leadId = await convertProspect(db, caller, request.params.id, request.body);
    return reply.status(201).send({ data: leadId });
  });
}

/**
 * 'Convertir' requires the advisor of a caller who chooses one (a fleet-executive becomes the owner):
 * the same schema with the caller's rule, checked before the route's own (which documents the call
 * for every role), so the messages keep the form's order. A ZodError answers its first message.
 */
async function convertRulesOfCaller(request: FastifyRequest): Promise<void> {
  dataOrFlat(convertSchema(can(callerOf(request).role, 'fleet:chooseAdvisor'))).parse(request.body);
}
