import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storableDate } from '../../../shared/schemas/primitives';
import { authorize } from '../../identity/auth';
import { dataOrFlat } from '../../lib/unwrapData';
import { sendStoredFile } from '../../lib/storedFile';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { appointmentSchema, appointmentStatusSchema } from '../../../shared/schemas/leadPayloads';
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
  const r = typed(app);

  r.get('/lead/TestDriveAppointment/Types', async (request) => {
    authorize(request, 'lead:view');
    return { data: APPOINTMENT_TYPE_OPTIONS };
  });

  r.post('/lead/TestDriveAppointment', { schema: { body: dataOrFlat(appointmentSchema) } }, async (request, reply) => {
    const caller = authorize(request, 'lead:appointments');
    return reply.status(201).send({ data: await createAppointment(db, config, caller, request.body) });
  });

  // Not in the spec: confirm (CONFIRMED) or cancel (CANCELED) a SCHEDULED appointment.
  r.patch('/lead/TestDriveAppointment/:id', { schema: { params: idParams, body: dataOrFlat(appointmentStatusSchema) } }, async (request) => {
    const caller = authorize(request, 'lead:appointments');
    return { data: await setAppointmentStatus(db, caller, request.params.id, request.body.status) };
  });

  // Not in the spec: reschedule a SCHEDULED appointment; a past date is refused with §5's message.
  r.patch(
    '/lead/TestDriveAppointment/:id/reschedule',
    { schema: { params: idParams, body: dataOrFlat(z.object({ date: storableDate.nullish() })) } },
    async (request) => {
      const caller = authorize(request, 'lead:appointments');
      return { data: await rescheduleAppointment(db, caller, request.params.id, request.body.date) };
    },
  );

  // Not in the spec: the evidence file, under the lead's own authorisation.
  r.get('/lead/TestDriveAppointment/:id/evidence', { schema: { params: idParams } }, async (request, reply) => {
    const caller = authorize(request, 'lead:view');
    const file = await appointmentEvidence(db, config, caller, request.params.id);
    return sendStoredFile(reply, file.bytes, `evidencia-${request.params.id}`);
  });
}
