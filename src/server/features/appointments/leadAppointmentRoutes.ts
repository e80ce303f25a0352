import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { storableDate } from '../../../shared/schemas/primitives';
import { callerOf } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { dataOrFlat } from '../../lib/unwrapData';
import { sendStoredFile } from '../../lib/storedFile';
import { idParams, typed, type RouteDeps } from '../../lib/zodApp';
import { appointmentSchema, appointmentStatusSchema } from '../../../shared/schemas/leadPayloads';
import { appointmentRecordAnswer, appointmentTypeOptionsAnswer } from '../../../shared/schemas/appointmentResponses';
import { fileAnswer } from '../../../shared/schemas/wire';
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

  r.get('/lead/TestDriveAppointment/Types', { config: { permission: 'lead:view' }, schema: { response: { 200: appointmentTypeOptionsAnswer } } }, async () => {
    return { data: [...APPOINTMENT_TYPE_OPTIONS] };
  });

  r.post(
    '/lead/TestDriveAppointment',
    // With its evidence: one file of at most 5 MB.
    { config: { permission: 'lead:appointments', idempotent: true }, bodyLimit: BODY_LIMIT.oneFile, schema: { body: dataOrFlat(appointmentSchema()), response: { 201: appointmentRecordAnswer } } },
    async (request, reply) => {
      const caller = callerOf(request);
      return reply.status(201).send({ data: await createAppointment(db, config, caller, request.body) });
    },
  );

  // Not in the spec: confirm (CONFIRMED) or cancel (CANCELED) a SCHEDULED appointment.
  r.patch(
    '/lead/TestDriveAppointment/:id',
    { config: { permission: 'lead:appointments' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(appointmentStatusSchema), response: { 200: appointmentRecordAnswer } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await setAppointmentStatus(db, caller, request.params.id, request.body.status) };
    },
  );

  // Not in the spec: reschedule a SCHEDULED appointment; a past date is refused with §5's message.
  r.patch(
    '/lead/TestDriveAppointment/:id/reschedule',
    { config: { permission: 'lead:appointments' }, bodyLimit: BODY_LIMIT.form, schema: { params: idParams, body: dataOrFlat(z.object({ date: storableDate.nullish() })), response: { 200: appointmentRecordAnswer } } },
    async (request) => {
      const caller = callerOf(request);
      return { data: await rescheduleAppointment(db, caller, request.params.id, request.body.date) };
    },
  );

  // Not in the spec: the evidence file, under the lead's own authorisation.
  r.get('/lead/TestDriveAppointment/:id/evidence', { config: { permission: 'lead:view' }, schema: { params: idParams, response: { 200: fileAnswer } } }, async (request, reply) => {
    const caller = callerOf(request);
    const file = await appointmentEvidence(db, config, caller, request.params.id);
    return sendStoredFile(reply, file.bytes, `evidencia-${request.params.id}`);
  });
}
