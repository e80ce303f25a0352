import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optDbId } from '../../../shared/schemas/primitives';
import { DISPLAY_MESSAGES } from '../../../shared/schemas/waitingListDisplay';
import {
  displayAnswer,
  displayChangedAnswer,
  displayCreatedAnswer,
  displayCreateSchema,
  displayListAnswer,
  displayRenameSchema,
} from '../../../shared/schemas/waitingListDisplaySchemas';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, notFound } from '../../lib/httpError';
import { pagingQuery } from '../../lib/paged';
import { dataOrFlat } from '../../../shared/contracts/dataOrFlat';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { agencyExists, createDisplay, findDisplay, listDisplays, renameDisplay, revokeDisplay } from './displayService';

/**
 * 'Pantallas de lista de espera' (admin): create a display for an agency (its one-time pairing code
 * is in this answer only), list, rename, revoke. Admin manages the whole network's agencies
 * ('admin:agencies'), so it manages every agency's displays.
 */
export async function displayAdminRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);
  const access = { permission: 'admin:agencies' } as const;
  /** The display just renamed or revoked (a 404 if it vanished in between: the answer always has its row). */
  const changedDisplay = async (id: number) => {
    const display = await findDisplay(db, id);
    if (!display) throw notFound();
    return display;
  };

  r.get('/waiting-list-displays', { config: access, schema: { querystring: pagingQuery.extend({ AgencyId: optDbId }), response: { 200: displayListAnswer } } }, async (request) => {
    const { page, limit, AgencyId } = request.query;
    return listDisplays(db, { agencyId: AgencyId, page, limit });
  });

  r.get('/waiting-list-displays/:id', { config: access, schema: { params: idParams, response: { 200: displayAnswer } } }, async (request) => {
    const display = await findDisplay(db, request.params.id);
    if (!display) throw notFound();
    return { data: display };
  });

  r.post('/waiting-list-displays', { config: access, bodyLimit: BODY_LIMIT.form, schema: { body: dataOrFlat(displayCreateSchema), response: { 201: displayCreatedAnswer } } }, async (request, reply) => {
    const { AgencyId, name } = request.body;
    if (!(await agencyExists(db, AgencyId))) throw badRequest('La agencia no existe');
    const created = await createDisplay(db, { agencyId: AgencyId, name, createdById: callerOf(request).id });
    reply.status(201);
    return { data: created, message: DISPLAY_MESSAGES.created };
  });

  r.patch(
    '/waiting-list-displays/:id',
    { config: access, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(displayRenameSchema), response: { 200: displayChangedAnswer } } },
    async (request) => {
      if (!(await renameDisplay(db, request.params.id, request.body.name))) throw notFound();
      return { data: await changedDisplay(request.params.id), message: DISPLAY_MESSAGES.renamed };
    },
  );

  r.post(
    '/waiting-list-displays/:id/revoke',
    { config: access, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: z.unknown().optional(), response: { 200: displayChangedAnswer } } },
    async (request) => {
      if (!(await revokeDisplay(db, request.params.id))) throw notFound();
      return { data: await changedDisplay(request.params.id), message: DISPLAY_MESSAGES.revoked };
    },
  );
}
