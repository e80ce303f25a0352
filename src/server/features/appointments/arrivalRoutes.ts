import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../shared/messages';
import { appointmentRoutes } from '../../../shared/contracts/appointmentServed';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { conflict } from '../../lib/httpError';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { findAppointment } from './appointmentAccess';
import { arriveAppointment } from './appointmentArrival';

/**
 * 'Llegó' (the arrival loop): the hostess or coordinator records that the client of today's
 * appointment is in the showroom, from Citas or the lead's appointment panel, when the client walks
 * straight to the desk without a floor visit. `appointments:arrival` (admin, manager, hostess,
 * coordinator) is checked before the body is read; another agency's appointment is 404.
 */
export async function arrivalRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  serveContract(app, appointmentRoutes.arrival, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    const { id } = request.body.data;
    await findAppointment(db, caller, id);
    const arrival = await db.transaction((tx) => arriveAppointment(tx, id, caller.id));
    if (arrival === 'closed') throw conflict(MSG.appointmentClosed);
    if (arrival === 'notToday') throw conflict(MSG.appointmentNotToday);
    return { data: { ...arrival, message: arrival.first ? MSG.appointmentArrived : MSG.appointmentAlreadyArrived, cita: arrival.message } };
  });
}
