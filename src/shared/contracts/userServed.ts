/**
 * The server's half of userContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId, int4, optDbId } from '../schemas/primitives';
import { disableUserSchema } from '../schemas/admin';
import { USER_ACTION_LOGIN, USER_ACTION_LOGOUT } from '../domain/constants';
import { outboxAnswer, userActionAnswer, userDetailAnswer, userDisabledAnswer, userListAnswer, userSavedAnswer } from '../schemas/adminResponses';
import { userListRowSchema } from '../schemas/userListRow';
import { pagingQuery } from '../schemas/pagingQuery';
import { dataOf, pagedOf } from '../schemas/wire';
import { attachSchemas, callSchemas, sentAs, type Sendable } from './routeContract';
import * as described from './userContracts';

/** GET /user/: admin's directory (paged, `search`) or an agency's users for a picker (`AgencyId`, `role`). */
export const userListQuery = z.object({
  page: int4.pipe(z.number().min(1)).optional(),
  limit: int4.pipe(z.number().min(1).max(100)).default(10),
  search: z.string().max(100).optional(),
  AgencyId: optDbId,
  role: z
    .union([z.string().max(200), z.array(z.string().max(60)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  excludePostVenta: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const idParams = z.object({ id: dbId });
/** The user form's payload, checked by the route with the create or edit schema (parseData: its Spanish messages). */
const userBody = z.object({ data: z.unknown() });
/**
 * 'Baja de Usuario': `{ data: {...} }` or the fields flat, parsed by the route with disableUserSchema
 * (parseData: its Spanish messages); the screen sends the envelope.
 */
const disableBody = sentAs<{ data: Sendable<typeof disableUserSchema> }>()(z.unknown().optional());

/** The schemas of userRoutes (userContracts.ts declares the calls). */
export const userCallSchemas = callSchemas({
  list: { query: userListQuery, response: { 200: userListAnswer } },
  paged: { query: userListQuery.required({ page: true }), response: { 200: pagedOf(userListRowSchema) } },
  ofAgency: { query: userListQuery.omit({ page: true }).required({ AgencyId: true }), response: { 200: dataOf(z.array(userListRowSchema)) } },
  outbox: { query: pagingQuery.extend({ to: z.string().max(200).optional() }), response: { 200: outboxAnswer } },
  create: { body: userBody, response: { 201: userSavedAnswer } },
  detail: { params: idParams, response: { 200: userDetailAnswer } },
  update: { params: idParams, body: userBody, response: { 200: userSavedAnswer } },
  disable: { params: idParams, body: disableBody, response: { 200: userDisabledAnswer } },
  sessionAction: { body: z.object({ data: dbId, action: z.union([z.literal(USER_ACTION_LOGIN), z.literal(USER_ACTION_LOGOUT)]) }), response: { 200: userActionAnswer } },
});

/** userRoutes with their schemas: what the server serves. */
export const userRoutes = attachSchemas(described.userRoutes, userCallSchemas);
