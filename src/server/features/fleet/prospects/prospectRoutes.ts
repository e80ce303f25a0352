import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROSPECT_MSG } from '../../../../shared/domain/prospectMessages';
import { convertSchema, prospectEditSchema, prospectListQuery } from '../../../../shared/schemas/fleetProspect';
import {
  prospectAnswer,
  prospectConvertAnswer,
  prospectEditAnswer,
  prospectHistoryAnswer,
  prospectListAnswer,
  prospectToggleAnswer,
  type prospectEventSchema,
  type prospectSchema,
} from '../../../../shared/schemas/fleetProspectResponses';
import { callerOf } from '../../../identity/auth';
import { can } from '../../../../shared/domain/permissions';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { notFound } from '../../../lib/httpError';
import { queryRows } from '../../../lib/queryRows';
import { dataOrFlat } from '../../../lib/unwrapData';
import { idParams, typed, type RouteDeps } from '../../../lib/zodApp';
import { listPage } from '../fleetList';
import { prospectForCaller } from './prospectAccess';
import { convertProspect } from './prospectConvert';
import { editProspect, toggleProspect } from './prospectEdit';
import { PROSPECT_FROM, PROSPECT_ROW, prospectOrder, prospectWhere } from './prospectQueries';

/** A prospect as the query reads it (its timestamps a Date or text, by driver). */
type Row = z.output<typeof prospectSchema>;

/** Fleet prospects (spec part 2 §7 Prospects): headers agencyid and userid, sortBy direction-prefixed. */
export async function fleetProspectRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.get('/lead-fleet-prospect', { config: { permission: 'fleet:view' }, schema: { querystring: prospectListQuery, response: { 200: prospectListAnswer } } }, async (request) => {
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

  r.get('/lead-fleet-prospect/:id', { config: { permission: 'fleet:view' }, schema: { params: idParams, response: { 200: prospectAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await prospectForCaller(db, caller, request.params.id);
    const [row] = await queryRows<Row>(db, sql`SELECT ${PROSPECT_ROW} ${PROSPECT_FROM} WHERE p.id = ${request.params.id}`);
    // prospectForCaller found it just before; a row gone since is a 404, never `{ data: undefined }`.
    if (!row) throw notFound();
    return { data: row };
  });

  // The prospect's own history: created, edited, discarded, reactivated, converted.
  r.get('/lead-fleet-prospect/:id/history', { config: { permission: 'fleet:view' }, schema: { params: idParams, response: { 200: prospectHistoryAnswer } } }, async (request) => {
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

  r.patch('/lead-fleet-prospect/:id', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(prospectEditSchema), response: { 200: prospectEditAnswer } } }, async (request) => {
    const caller = callerOf(request);
    await editProspect(db, caller, request.params.id, request.body);
    return { data: PROSPECT_MSG.updated };
  });

  r.post('/lead-fleet-prospect/:id/toggle-active', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, response: { 200: prospectToggleAnswer } } }, async (request) => {
    const caller = callerOf(request);
    const active = await toggleProspect(db, caller, request.params.id);
    return { data: { active, message: PROSPECT_MSG.toggled } };
  });

  r.post('/lead-fleet-prospect/:id/convert-to-lead', { config: { permission: 'fleet:work' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(convertSchema(false)), response: { 201: prospectConvertAnswer } }, preValidation: convertRulesOfCaller }, async (request, reply) => {
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
