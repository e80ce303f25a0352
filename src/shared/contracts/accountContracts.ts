import type { notificationCallSchemas, savedViewCallSchemas } from './accountServed';
import { describeCalls } from './routeContract';

/** The caller's own notifications (the bell), on the notification base (features/notifications). */
export const notificationRoutes = describeCalls<typeof notificationCallSchemas>()({
  list: { method: 'GET', path: '/notification/:userId', base: 'notification', access: { signedIn: true } },
  discard: { method: 'PATCH', path: '/notification/discard/:id', base: 'notification', access: { signedIn: true } },
});

/** Saved views of the lists (issue 43; features/savedViews): every signed-in user keeps their own; sharing needs 'views:share'. */
export const savedViewRoutes = describeCalls<typeof savedViewCallSchemas>()({
  list: { method: 'GET', path: '/saved-views', access: { signedIn: true } },
  create: { method: 'POST', path: '/saved-views', access: { signedIn: true } },
  update: { method: 'PATCH', path: '/saved-views/:id', access: { signedIn: true } },
  remove: { method: 'DELETE', path: '/saved-views/:id', access: { signedIn: true } },
  setDefault: { method: 'PUT', path: '/saved-views/default', access: { signedIn: true } },
});
