import { z } from 'zod';
import { APPOINTMENT_LIST_DAYS, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../domain/phases';
import { userFilter } from './primitives';

/** The `status` filter's words for every status ('' too). */
export const APPOINTMENT_ALL_STATUSES = ['', 'ALL', 'TODAS', 'TODOS'] as const;

/**
 * The appointments list's filters, sent as the `filters` JSON of GET /leadActivity/data/appointments.
 * Shared so the screen's filters are this schema's keys (a key renamed or added here reaches the
 * screen or fails its typecheck).
 */
export const appointmentListFilters = z.object({
  UserId: userFilter,
  type: z.union([z.enum(APPOINTMENT_TYPES), z.literal(''), z.null()]).optional(),
  /** Default CONFIRMED (spec §9); '', 'ALL', 'TODAS' or null: every status. */
  status: z.union([z.enum(APPOINTMENT_STATUSES), z.enum(APPOINTMENT_ALL_STATUSES), z.null()]).optional(),
  /** The arrival loop's lists: HOY (the day's no-shows BDC calls back) and MANANA (tomorrow's to confirm), Mexico City days. */
  day: z.union([z.enum(APPOINTMENT_LIST_DAYS), z.literal(''), z.null()]).optional(),
});
