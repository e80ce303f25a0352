import type { displayCallSchemas } from './displayServed';
import { describeCalls } from './routeContract';

/** Admin manages the whole network's agencies, so every agency's displays. */
const access = { permission: 'admin:agencies' } as const;

/** 'Pantallas de lista de espera' (features/displays): the admin's screen. */
export const displayRoutes = describeCalls<typeof displayCallSchemas>()({
  list: { method: 'GET', path: '/waiting-list-displays', access },
  detail: { method: 'GET', path: '/waiting-list-displays/:id', access },
  /** The answer holds the one-time pairing code (in this answer only). */
  create: { method: 'POST', path: '/waiting-list-displays', access },
  rename: { method: 'PATCH', path: '/waiting-list-displays/:id', access },
  revoke: { method: 'POST', path: '/waiting-list-displays/:id/revoke', access },
});
