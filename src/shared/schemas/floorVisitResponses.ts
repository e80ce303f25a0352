import { z } from 'zod';
import { dataOf, pagedOf, wireDateTime, type Wire } from './wire';
import { wireEnum } from './appointmentResponses';

/** The answers of the floor-visit registry (issue 41): GET/POST /registro-visitas and its helpers. */

export const FLOOR_VISIT_TYPES = ['BE_BACK', 'AGENDED', 'NEW'] as const;
export const FLOOR_VISIT_ORIGINS = ['NEW', 'EXISTING'] as const;
const visitType = wireEnum(FLOOR_VISIT_TYPES);
const visitOrigin = wireEnum(FLOOR_VISIT_ORIGINS);

/** A row of GET /registro-visitas (spec §3 floor visit). */
export const floorVisitRowSchema = z.object({
  id: z.number(),
  LeadId: z.number(),
  name: z.string(),
  phase: z.string(),
  date: wireDateTime,
  /** The model of the lead's current interest. */
  model: z.string().nullable(),
  adviser: z.string().nullable(),
  origin: visitOrigin,
  type: visitType,
});
export type FloorVisitRow = Wire<typeof floorVisitRowSchema>;
export const floorVisitListAnswer = pagedOf(floorVisitRowSchema);

/** GET /registro-visitas/data/totales. */
export const floorVisitTotalsAnswer = dataOf(z.object({ all: z.number() }));

/** Wizard step 1 (GET /registro-visitas/data/find): the agency's matching leads. Contact fields are plain text (the subasta mask). */
export const foundLeadSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phase: z.string(),
  UserId: z.number().nullable(),
  adviser: z.string().nullable(),
});
export type FoundLead = Wire<typeof foundLeadSchema>;
export const foundLeadsAnswer = dataOf(z.array(foundLeadSchema));

/** POST /registro-visitas/: the visit registered and the confirmation. */
export const floorVisitCreatedSchema = z.object({
  id: z.number(),
  LeadId: z.number(),
  origin: visitOrigin,
  type: visitType,
  date: wireDateTime,
  message: z.string(),
  /** The arrival loop: the client's appointment today, now marked arrived ('Tiene cita a las 11:00 con …'); null when none. */
  appointment: z
    .object({ id: z.number(), LeadId: z.number(), hora: z.string(), asesor: z.string().nullable(), arrivedAt: wireDateTime, message: z.string() })
    .nullable()
    .optional(),
});
export type FloorVisitCreated = Wire<typeof floorVisitCreatedSchema>;
export const floorVisitCreatedAnswer = dataOf(floorVisitCreatedSchema);
