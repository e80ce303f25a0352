import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentType } from '@shared/domain/phases';
import { callData } from '../../lib/apiCall';
import { appointmentRoutes, leadAppointmentRoutes } from '@shared/contracts/appointmentContracts';
import { appointmentQueries } from './queries';

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
      callData(appointmentRoutes.close, { body: { data } }),
    onSuccess: invalidate,
  });
}

export function useConfirmAppointmentMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (data: { id: number; type: AppointmentType }) => callData(appointmentRoutes.confirm, { body: { data } }),
    onSuccess: invalidate,
  });
}

export function useRescheduleAppointmentMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, type, date }: { id: number; type: AppointmentType; date: string }) =>
      callData(appointmentRoutes.reschedule, { params: { type, id }, body: { data: { date } } }),
    onSuccess: invalidate,
  });
}

/** 'Llegó': the client of today's appointment is in the showroom (hostess, coordinator). */
export function useArrivalMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => callData(appointmentRoutes.arrival, { body: { data: { id } } }),
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
    mutationFn: (id: number) => callData(leadAppointmentRoutes.setStatus, { params: { id }, body: { data: { status: 'CONFIRMED' } } }),
    onSuccess: invalidate,
  });
}
