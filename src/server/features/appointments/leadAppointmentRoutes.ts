import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { sendStoredFile } from '../../lib/storedFile';
import type { RouteDeps } from '../../lib/zodApp';
import { serveContract } from '../../lib/serveContract';
import { leadAppointmentRoutes as calls } from '../../../shared/contracts/appointmentServed';
import {
  APPOINTMENT_TYPE_OPTIONS,
  appointmentEvidence,
  createAppointment,
  rescheduleAppointment,
  setAppointmentStatus,
} from './leadAppointments';

/**
 * Appointments from the lead panel. POST and Types are spec §7; the confirm/cancel, reschedule and
 * evidence paths are not named by the spec (it only says the panel offers those actions) and are ours.
 */
export async function leadAppointmentRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  serveContract(app, calls.types, {}, async () => {
    return { data: [...APPOINTMENT_TYPE_OPTIONS] };
  });

  // With its evidence: one file of at most 5 MB.
  serveContract(app, calls.create, { config: { idempotent: true }, bodyLimit: BODY_LIMIT.oneFile }, async (request, reply) => {
    const caller = callerOf(request);
    return reply.status(201).send({ data: await createAppointment(db, config, caller, request.body) });
  });

  // Not in the spec: confirm (CONFIRMED) or cancel (CANCELED) a SCHEDULED appointment.
  serveContract(app, calls.setStatus, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await setAppointmentStatus(db, caller, request.params.id, request.body.status) };
  });

  // Not in the spec: reschedule a SCHEDULED appointment; a past date is refused with §5's message.
  serveContract(app, calls.reschedule, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    const caller = callerOf(request);
    return { data: await rescheduleAppointment(db, caller, request.params.id, request.body.date) };
  });

  // Not in the spec: the evidence file, under the lead's own authorisation.
  serveContract(app, calls.evidence, {}, async (request, reply) => {
    const caller = callerOf(request);
    const file = await appointmentEvidence(db, config, caller, request.params.id);
    return sendStoredFile(reply, file.bytes, `evidencia-${request.params.id}`);
  });
}
