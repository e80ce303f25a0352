import type { FastifyInstance } from 'fastify';
import { DISPLAY_MESSAGES } from '../../../shared/schemas/waitingListDisplay';
import { displayRoutes as displayCalls } from '../../../shared/contracts/displayServed';
import { serveContract } from '../../lib/serveContract';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, notFound } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { agencyExists, createDisplay, findDisplay, listDisplays, renameDisplay, revokeDisplay } from './displayService';

/**
 * 'Pantallas de lista de espera' (admin): create a display for an agency (its one-time pairing code
 * is in this answer only), list, rename, revoke. Admin manages the whole network's agencies
 * ('admin:agencies'), so it manages every agency's displays.
 */
export async function displayAdminRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Access ('admin:agencies') and schemas: src/shared/contracts/displayContracts.ts.
  /** The display just renamed or revoked (a 404 if it vanished in between: the answer always has its row). */
  const changedDisplay = async (id: number) => {
    const display = await findDisplay(db, id);
    if (!display) throw notFound();
    return display;
  };

  serveContract(app, displayCalls.list, {}, async (request) => {
    const { page, limit, AgencyId } = request.query;
    return listDisplays(db, { agencyId: AgencyId, page, limit });
  });

  serveContract(app, displayCalls.detail, {}, async (request) => {
    const display = await findDisplay(db, request.params.id);
    if (!display) throw notFound();
    return { data: display };
  });

  serveContract(app, displayCalls.create, { bodyLimit: BODY_LIMIT.form }, async (request, reply) => {
    const { AgencyId, name } = request.body;
    if (!(await agencyExists(db, AgencyId))) throw badRequest('La agencia no existe');
    const created = await createDisplay(db, { agencyId: AgencyId, name, createdById: callerOf(request).id });
    reply.status(201);
    return { data: created, message: DISPLAY_MESSAGES.created };
  });

  serveContract(app, displayCalls.rename, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    if (!(await renameDisplay(db, request.params.id, request.body.name))) throw notFound();
    return { data: await changedDisplay(request.params.id), message: DISPLAY_MESSAGES.renamed };
  });

  serveContract(app, displayCalls.revoke, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    if (!(await revokeDisplay(db, request.params.id))) throw notFound();
    return { data: await changedDisplay(request.params.id), message: DISPLAY_MESSAGES.revoked };
  });
}
