import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { notificationDiscardedAnswer, notificationsAnswer } from '../schemas/notificationResponses';
import { savedViewAnswer, savedViewCreate, savedViewDefaultAnswer, savedViewDefaultInput, savedViewListQuery, savedViewsAnswer, savedViewUpdate } from '../schemas/savedViews';
import { messageAnswer } from '../schemas/wire';
import { idParams } from './leadContracts';
import { route } from './routeContract';

/** The caller's own notifications (the bell), on the notification base (features/notifications). */
export const notificationRoutes = {
  list: route({ method: 'GET', path: '/notification/:userId', base: 'notification', access: { signedIn: true }, params: z.object({ userId: dbId }), response: { 200: notificationsAnswer } }),
  discard: route({ method: 'PATCH', path: '/notification/discard/:id', base: 'notification', access: { signedIn: true }, params: idParams, response: { 200: notificationDiscardedAnswer } }),
};

/** Saved views of the lists (issue 43; features/savedViews): every signed-in user keeps their own; sharing needs 'views:share'. */
export const savedViewRoutes = {
  list: route({ method: 'GET', path: '/saved-views', access: { signedIn: true }, query: savedViewListQuery, response: { 200: savedViewsAnswer } }),
  create: route({ method: 'POST', path: '/saved-views', access: { signedIn: true }, body: savedViewCreate, response: { 201: savedViewAnswer } }),
  update: route({ method: 'PATCH', path: '/saved-views/:id', access: { signedIn: true }, params: idParams, body: savedViewUpdate, response: { 200: savedViewAnswer } }),
  remove: route({ method: 'DELETE', path: '/saved-views/:id', access: { signedIn: true }, params: idParams, response: { 200: messageAnswer } }),
  setDefault: route({ method: 'PUT', path: '/saved-views/default', access: { signedIn: true }, body: savedViewDefaultInput, response: { 200: savedViewDefaultAnswer } }),
};
