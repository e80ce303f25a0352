import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { adfKeyRoutes } from './adf/adfKeyRoutes';
import { importRoutes } from './import/importRoutes';

/** The signed-in calls of leads in and out (issue 29): the agencies' ADF keys and the imports. */
export async function leadsIoRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(adfKeyRoutes, deps);
  await app.register(importRoutes, deps);
}
