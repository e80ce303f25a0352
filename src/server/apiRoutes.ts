import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './lib/zodApp';
import { adminUserRoutes } from './features/admin/adminUserRoutes';
import { agencyRoutes } from './features/admin/agencyRoutes';
import { agendaRoutes } from './features/appointments/agendaRoutes';
import { appointmentRoutes } from './features/appointments/appointmentRoutes';
import { floorVisitRoutes } from './features/floorVisits/floorVisitRoutes';
import { healthRoutes } from './lib/healthRoutes';
import { notificationRoutes } from './features/notifications/notificationRoutes';
import { userRoutes } from './features/admin/userRoutes';
import { reportRoutes } from './features/reports/reportRoutes';
import { duplicateRoutes } from './features/duplicates/duplicateRoutes';
import { slaRoutes } from './features/sla/slaRoutes';
import { saleRoutes } from './features/sales/saleRoutes';
import { externalSaleRoutes } from './features/sales/externalSaleRoutes';
import { accessoryLeadRoutes } from './features/ecommerce/accessoryLeadRoutes';
import { leadListRoutes } from './features/leads/leadListRoutes';
import { leadRoutes } from './features/leads/leadRoutes';
import { leadActivityRoutes } from './features/leads/activityRoutes';
import { leadInterestRoutes } from './features/leads/interestRoutes';
import { leadOriginRoutes } from './features/leads/originRoutes';
import { productRoutes } from './features/product/productRoutes';
import { publicRoutes } from './features/public/publicRoutes';
import { vacancyRoutes } from './features/hr/vacancyRoutes';
import { saleVinRoutes } from './features/sales/vinRoutes';
import { userReminderRoutes } from './features/appointments/reminderRoutes';
import { fleetCompanyRoutes } from './features/fleet/companies/companyRoutes';
import { fleetLeadRoutes } from './features/fleet/leads/fleetLeadRoutes';
import { fleetProspectRoutes } from './features/fleet/prospects/prospectRoutes';
import { leadsIoRoutes } from './features/leadsIo/routes';
import { displayAdminRoutes } from './features/displays';

/** Every resource's routes under /api: one line a resource folder. */
export async function apiRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  // Only db and config go down: passing the whole options object would repeat the '/api' prefix.
  const deps: RouteDeps = { db, config };
  await app.register(healthRoutes);
  await app.register(userRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(agencyRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(duplicateRoutes, deps);
  await app.register(slaRoutes, deps);
  await app.register(saleRoutes, deps);
  await app.register(externalSaleRoutes, deps);
  await app.register(accessoryLeadRoutes, deps);
  await app.register(leadListRoutes, deps);
  await app.register(adminUserRoutes, deps);
  await app.register(leadRoutes, deps);
  await app.register(leadActivityRoutes, deps);
  await app.register(leadInterestRoutes, deps);
  await app.register(leadOriginRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(saleVinRoutes, deps);
  await app.register(appointmentRoutes, deps);
  await app.register(agendaRoutes, deps);
  await app.register(userReminderRoutes, deps);
  await app.register(floorVisitRoutes, deps);
  await app.register(fleetCompanyRoutes, deps);
  await app.register(fleetLeadRoutes, deps);
  await app.register(fleetProspectRoutes, deps);
  await app.register(vacancyRoutes, deps);
  await app.register(leadsIoRoutes, deps);
  await app.register(displayAdminRoutes, deps);
  // The only calls without a session: /api/public/… (see features/public/publicRoutes.ts).
  await app.register(publicRoutes, { ...deps, prefix: '/public' });
}
