import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../lib/zodApp';
import { agencyRoutes } from './agency/index';
import { agendaRoutes } from './agenda/index';
import { appointmentRoutes } from './appointments/index';
import { floorVisitRoutes } from './floorVisits/index';
import { healthRoutes } from './health/index';
import { notificationRoutes } from './notification/index';
import { userRoutes } from './user/index';
import { userReminderRoutes } from './userReminder/index';

/** Every resource's routes under /api: one line a resource folder. */
export async function apiRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  // Only db and config go down: passing the whole options object would repeat the '/api' prefix.
  const deps: RouteDeps = { db, config };
  await app.register(healthRoutes);
  await app.register(userRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(agencyRoutes, deps);
  await app.register(appointmentRoutes, deps);
  await app.register(agendaRoutes, deps);
  await app.register(userReminderRoutes, deps);
  await app.register(floorVisitRoutes, deps);
}
