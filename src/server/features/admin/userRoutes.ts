import type { FastifyInstance } from 'fastify';
import { userAgenciesAnswer } from '../../../shared/schemas/adminResponses';
import { callerOf } from '../../identity/auth';
import { userActions } from '../../db/tables/org';
import { forbidden, notFound } from '../../lib/httpError';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { getUserDetail, sharesAgency } from './userDetail';
import { userRoutes as userCalls } from '../../../shared/contracts/userServed';
import { serveContract } from '../../lib/serveContract';

export async function userRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  /** A user, as the shell and the screens need it: the caller, an admin, or someone of a shared agency. */
  serveContract(app, userCalls.detail, {}, async (request) => {
    const caller = callerOf(request);
    const id = request.params.id;
    if (id !== caller.id && caller.role !== 'admin' && !(await sharesAgency(db, caller.agencyIds, id))) throw notFound();
    const user = await getUserDetail(db, id);
    if (!user) throw notFound();
    return { data: user };
  });

  r.get('/user/agencies/:id', { config: { signedIn: true }, schema: { params: idParams, response: { 200: userAgenciesAnswer } } }, async (request) => {
    const caller = callerOf(request);
    if (request.params.id !== caller.id && caller.role !== 'admin') throw forbidden();
    const user = await getUserDetail(db, request.params.id);
    if (!user) throw notFound();
    return { data: user.Agencies };
  });

  /** Records a sign-in (action 1) or sign-out (action 2) of the caller. */
  serveContract(app, userCalls.sessionAction, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    if (request.body.data !== caller.id) throw forbidden();
    const [row] = await db.insert(userActions).values({ userId: caller.id, action: request.body.action }).returning();
    return { data: row! };
  });
}
