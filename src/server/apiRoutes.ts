import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './lib/zodApp';
import { healthRoutes } from './lib/healthRoutes';
import { adminRoutes } from './features/admin';
import { appointmentsRoutes } from './features/appointments';
import { displayAdminRoutes } from './features/displays';
import { duplicateRoutes } from './features/duplicates';
import { accessoryLeadRoutes } from './features/ecommerce';
import { fleetRoutes } from './features/fleet';
import { floorVisitRoutes } from './features/floorVisits';
import { vacancyRoutes } from './features/hr';
import { leadsRoutes } from './features/leads';
import { leadsIoRoutes } from './features/leadsIo';
import { notificationRoutes } from './features/notifications';
import { productRoutes } from './features/product';
import { publicRoutes } from './features/public';
import { reportRoutes } from './features/reports';
import { salesRoutes } from './features/sales';
import { savedViewRoutes } from './features/savedViews';
import { searchRoutes } from './features/search';
import { slaRoutes } from './features/sla';
import { whatsappRoutes } from './features/whatsapp';

/** Every feature's routes under /api: one line a feature, each from the feature's door (features/<domain>/index.ts). */
export async function apiRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  // Only db and config go down: passing the whole options object would repeat the '/api' prefix.
  const deps: RouteDeps = { db, config };
  await app.register(healthRoutes);
  await app.register(adminRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(duplicateRoutes, deps);
  await app.register(slaRoutes, deps);
  await app.register(salesRoutes, deps);
  await app.register(accessoryLeadRoutes, deps);
  await app.register(leadsRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(appointmentsRoutes, deps);
  await app.register(floorVisitRoutes, deps);
  await app.register(fleetRoutes, deps);
  await app.register(vacancyRoutes, deps);
  await app.register(leadsIoRoutes, deps);
  await app.register(displayAdminRoutes, deps);
  await app.register(searchRoutes, deps);
  await app.register(savedViewRoutes, deps);
  await app.register(whatsappRoutes, deps);
  // The only calls without a session: /api/public/… (see features/public/publicRoutes.ts).
  await app.register(publicRoutes, { ...deps, prefix: '/public' });
}
