// The admin feature's door (issue 41): its routes under /api. Other features import only this file.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { adminUserRoutes } from './adminUserRoutes';
import { agencyRoutes } from './agencyRoutes';
import { userRoutes } from './userRoutes';

/** Every admin route (users, agencies, the signed-in user's calls), with the URLs each plugin declares. */
export async function adminRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(userRoutes, deps);
  await app.register(agencyRoutes, deps);
  await app.register(adminUserRoutes, deps);
}
