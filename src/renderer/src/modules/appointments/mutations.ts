import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentType } from '@shared/domain/phases';
import { api, getData } from '../../lib/apiClient';
import { appointmentQueries } from './queries';
import type { AppointmentAction, AppointmentArrival } from '@shared/schemas/appointmentResponses';

/** Confirm, close and reschedule answer the appointment's id, status and a message. */
type Result = AppointmentAction;

/** Appointment writes refresh the lists, the waiting list and the agenda. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentQueries.all }),
      queryClient.invalidateQueries({ queryKey: ['agenda'] }),
    ]);
}

export function useCloseAppointmentMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (data: { id: number; type: AppointmentType; status: 'SUCCESSFUL' | 'NO_SHOW' | 'CANCELED'; comments?: string }) =>
      getData<Result>(api.patch('/leadActivity/data/appointment-closing', { data })),
    onSuccess: invalidate,
  });
}

export function useConfirmAppointmentMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (data: { id: number; type: AppointmentType }) => getData<Result>(api.patch('/leadActivity/data/appointments', { data })),
    onSuccess: invalidate,
  });
}

export function useRescheduleAppointmentMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, type, date }: { id: number; type: AppointmentType; date: string }) =>
      getData<Result>(api.patch(`/leadActivity/appointment/${type}/${id}`, { data: { date } })),
    onSuccess: invalidate,
  });
}

/** 'Llegó': the client of today's appointment is in the showroom (hostess, coordinator). */
export function useArrivalMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => getData<AppointmentArrival>(api.patch('/leadActivity/data/appointment-arrival', { data: { id } })),
    onSuccess: invalidate,
  });
}

/**
 * 'Confirmar' in Citas' 'Mañana': the lead panel's confirm of a SCHEDULED appointment (BDC confirms
 * there too; the lead's record rule applies).
 */
export function useConfirmScheduledMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => getData<unknown>(api.patch(`/lead/TestDriveAppointment/${id}`, { data: { status: 'CONFIRMED' } })),
    onSuccess: invalidate,
  });
}
