import { z } from 'zod';
import { FLEET_MSG } from '../domain/fleetMessages';
import { reqId, reqText } from './fleetFields';
import { dateText, optDateText, optDbId, optText, TEXT_MAX } from './primitives';

/** Activities, follow-up comments and the agenda of a fleet lead (spec part 2 §3 Activity, §5, §7). */

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * POST /lead-fleet/simple-activity/{leadId} body (`{ data: … }`): follow-up type, activity, title
 * required; status defaults to 1 (open). For the follow-up type 'reuniones' `date` ('YYYY-MM-DD' or
 * ISO) and `time` ('HH:mm') are required too (the server checks the slug). Every miss:
 * 'Completa todos los campos para continuar'.
 */
export const simpleActivityInput = z.object({
  LeadFleetActivityFollowUpTypeId: reqId(FLEET_MSG.completeAllFields),
  LeadFleetActivityTypeId: reqId(FLEET_MSG.completeAllFields),
  status: z.preprocess((v) => (v === undefined || v === null || v === '' ? 1 : Number(v)), z.union([z.literal(0), z.literal(1)], { error: FLEET_MSG.completeAllFields })),
  title: reqText(TEXT_MAX.name, FLEET_MSG.completeAllFields),
  comments: optText(TEXT_MAX.long),
  date: optDateText,
  time: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(8).regex(TIME, { error: FLEET_MSG.completeAllFields }).optional()),
});
export type SimpleActivityInput = z.input<typeof simpleActivityInput>;

/** PATCH /lead-fleet/activity/{id}: toggle open (1) / closed (0). */
export const activityStatusInput = z.object({
  status: z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : Number(v)), z.union([z.literal(0), z.literal(1)])),
});

/** POST /lead-fleet/follow-up/{leadId}: a comment on one of the lead's open, non-test-drive activities. */
export const followUpInput = z.object({
  /** A missing or foreign activity id answers 'Intente de nuevo'. */
  LeadFleetActivityId: optDbId,
  comment: reqText(TEXT_MAX.long, FLEET_MSG.writeComment),
});
export type FollowUpInput = z.input<typeof followUpInput>;

/** GET /lead-fleet/schedule/{leadId}?dateStart&dateEnd (ISO instants, end exclusive). */
export const scheduleQuery = z.object({ dateStart: dateText, dateEnd: dateText });

// ---- answers (the contracts: ./fleetLeadResponses.ts) ----

export type {
  FleetLeadHistory,
  FollowUpComment,
  FollowUpType,
  LeadFleetActivity,
  LeadFleetActivityType,
  LeadFleetEvent,
  SimpleActivityCatalogs,
} from './fleetLeadResponses';
