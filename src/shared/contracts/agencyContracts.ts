import type { agencyCallSchemas } from './agencyServed';
import { describeCalls, type DescriptorFields } from './routeContract';

/** GET /agency/: with `page` a page of the network (admin) or the caller's agencies, without it all of them. */
const list = { method: 'GET', path: '/agency/', access: { signedIn: true } } as const satisfies DescriptorFields;

/** Agencies (spec §2, features/admin): admin manages the network, every user reads their own agencies. */
export const agencyRoutes = describeCalls<typeof agencyCallSchemas>()({
  list,
  /** `list` asked with `page`: the answer's paged shape (the agencies screen). */
  paged: list,
  /** `list` without `page`: every agency the caller sees (the pickers). */
  all: list,
  create: { method: 'POST', path: '/agency/', access: { permission: 'admin:agencies' } },
  /** Any user of the agency reads its hours: the last-contact timer and the SLA need them. */
  schedule: { method: 'GET', path: '/agency/schedule/:id', access: { signedIn: true } },
  saveSchedule: { method: 'PATCH', path: '/agency/schedule/:id', access: { permission: 'admin:agencies' } },
  /** A stored logo or document, with the agency's own authorisation. */
  file: { method: 'GET', path: '/agency/file/:id', access: { signedIn: true } },
  detail: { method: 'GET', path: '/agency/:id', access: { signedIn: true } },
  update: { method: 'PUT', path: '/agency/:id', access: { permission: 'admin:agencies' } },
});
