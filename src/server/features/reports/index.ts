// The reports feature's door (issue 41): its routes and the report filter the SLA report shares.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../lib/zodApp';
import { attendanceRoutes } from './attendanceRoutes';
import { reportRoutes as dashboardRoutes } from './reportRoutes';

export { inRange, pct, reportQuery, reportScope } from './reportFilter';
export { REPORT_LIST_EXPORTS } from './reportListExports';

/** Every dashboard card: the spec's four and 'Asistencia a citas'. */
export async function reportRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(dashboardRoutes, deps);
  await app.register(attendanceRoutes, deps);
}
