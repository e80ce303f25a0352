import type { FastifyInstance } from 'fastify';
import { reportRoutes as reportCalls } from '../../../shared/contracts/reportServed';
import { serveContract } from '../../lib/serveContract';
import { callerOf } from '../../identity/auth';
import type { RouteDeps } from '../../lib/zodApp';
import { appointmentAttendance } from '../appointments';
import { reportScope } from './reportFilter';

/**
 * 'Asistencia a citas' (the arrival loop): booked, arrived, started, no-show, show rate and average
 * wait for the dashboard's period and the one before it, by adviser and by lead origin. Same query,
 * scope and permission as the other cards (advisers and bdc: their own); appointments computes the
 * figures from its own table. `format=xlsx|csv` exports them (reportListExports.ts).
 */
export async function attendanceRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, reportCalls.attendance, {}, async (request) => {
    const scope = reportScope(callerOf(request), request.query);
    return { data: await appointmentAttendance(db, scope) };
  });
}
