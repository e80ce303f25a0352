/**
 * The server's half of accountContracts.ts: the zod schemas of each call, attached to its descriptor.
 * The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { notificationDiscardedAnswer, notificationsAnswer } from '../schemas/notificationResponses';
import { savedViewAnswer, savedViewCreate, savedViewDefaultAnswer, savedViewDefaultInput, savedViewListQuery, savedViewsAnswer, savedViewUpdate } from '../schemas/savedViews';
import { messageAnswer } from '../schemas/wire';
import { idParams } from './leadServed';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './accountContracts';

/** The schemas of notificationRoutes (accountContracts.ts declares the calls). */
export const notificationCallSchemas = callSchemas({
  list: { params: z.object({ userId: dbId }), response: { 200: notificationsAnswer } },
  discard: { params: idParams, response: { 200: notificationDiscardedAnswer } },
});

/** notificationRoutes with their schemas: what the server serves. */
export const notificationRoutes = attachSchemas(described.notificationRoutes, notificationCallSchemas);

/** The schemas of savedViewRoutes (accountContracts.ts declares the calls). */
export const savedViewCallSchemas = callSchemas({
  list: { query: savedViewListQuery, response: { 200: savedViewsAnswer } },
  create: { body: savedViewCreate, response: { 201: savedViewAnswer } },
  update: { params: idParams, body: savedViewUpdate, response: { 200: savedViewAnswer } },
  remove: { params: idParams, response: { 200: messageAnswer } },
  setDefault: { body: savedViewDefaultInput, response: { 200: savedViewDefaultAnswer } },
});

/** savedViewRoutes with their schemas: what the server serves. */
export const savedViewRoutes = attachSchemas(described.savedViewRoutes, savedViewCallSchemas);
