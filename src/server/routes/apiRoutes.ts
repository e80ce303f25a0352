import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../lib/zodApp';
import { adminUserRoutes } from './adminUser/index';
import { agencyRoutes } from './agency/index';
import { agendaRoutes } from './agenda/index';
import { appointmentRoutes } from './appointments/index';
import { floorVisitRoutes } from './floorVisits/index';
import { healthRoutes } from './health/index';
import { notificationRoutes } from './notification/index';
import { userRoutes } from './user/index';
import { reportRoutes } from './reports/index';
import { duplicateRoutes } from './duplicates/index';
import { saleRoutes } from './sales/index';
import { externalSaleRoutes } from './externalSales/index';
import { accessoryLeadRoutes } from './accessoryLeads/index';
import { leadListRoutes } from './leadLists/index';
import { leadRoutes } from './lead/index';
import { leadActivityRoutes } from './leadActivity/index';
import { leadInterestRoutes } from './leadInterest/index';
import { leadOriginRoutes } from './leadOrigin/index';
import { productRoutes } from './product/index';
import { publicRoutes } from './public/index';
import { vacancyRoutes } from './hr/index';
import { saleVinRoutes } from './sale/vinRoutes';
import { userReminderRoutes } from './userReminder/index';
import { fleetCompanyRoutes } from './fleetCompanies/index';
import { fleetLeadRoutes } from './fleetLeads/index';
import { fleetProspectRoutes } from './fleetProspects/index';
import { leadsIoRoutes } from '../features/leadsIo/routes';

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
  // The only calls without a session: /api/public/… (see routes/public/index.ts).
  await app.register(publicRoutes, { ...deps, prefix: '/public' });
}
