import { z } from 'zod';
import { dataOf, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the fleet prospect calls (spec part 2 §7 Prospects; issue 41). Timestamps come from
 * the driver as they are (a Date or text): `wireDateTime` sends ISO text either way.
 */

export const prospectProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  version: z.string(),
  transmission: z.string(),
  model: z.string(),
  imageUrl: z.string().nullable(),
});
export type ProspectProduct = Wire<typeof prospectProductSchema>;

export const prospectSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  firstAndLastName: z.string(),
  email: z.string(),
  phone: z.string(),
  companyName: z.string(),
  position: z.string(),
  ProductId: z.number().nullable(),
  quantity: z.number(),
  Product: prospectProductSchema.nullable(),
  ProductColor: z.object({ id: z.number(), name: z.string() }).nullable(),
  active: z.boolean(),
  convertedToLeadAt: wireDateTime.nullable(),
  leadFleetId: z.number().nullable(),
  UserId: z.number().nullable(),
  source: z.string(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
});
export type Prospect = Wire<typeof prospectSchema>;

export const PROSPECT_EVENT_ACTIONS = ['created', 'edited', 'discarded', 'reactivated', 'converted'] as const;

export const prospectEventSchema = z.object({
  id: z.number(),
  action: z.enum(PROSPECT_EVENT_ACTIONS),
  detail: z.string().nullable(),
  createdAt: wireDateTime,
  User: z.object({ id: z.number(), firstAndLastName: z.string() }).nullable(),
});
export type ProspectEvent = Wire<typeof prospectEventSchema>;

// ---- the answers, route by route ----

export const prospectListAnswer = pagedOf(prospectSchema);
export const prospectAnswer = dataOf(prospectSchema);
export const prospectHistoryAnswer = dataOf(z.array(prospectEventSchema));
/** PATCH /lead-fleet-prospect/{id}: `{ data: 'Prospecto actualizado…' }`. */
export const prospectEditAnswer = dataOf(z.string());
/** POST …/toggle-active: the new state and its text inside `data`. */
export const prospectToggleAnswer = dataOf(z.object({ active: z.boolean(), message: z.string() }));
/** POST …/convert-to-lead: 201 with the new fleet lead's id. */
export const prospectConvertAnswer = dataOf(z.number());
