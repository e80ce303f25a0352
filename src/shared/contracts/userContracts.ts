import type { userCallSchemas } from './userServed';
import { describeCalls, type DescriptorFields } from './routeContract';

/** GET /user/: admin's directory, or (with `AgencyId`) a sales or fleet screen's adviser picker. */
const list = { method: 'GET', path: '/user/', access: { permission: ['admin:users', 'lead:view', 'fleet:view'] }, arrays: 'repeat' } as const satisfies DescriptorFields;

/** Users (spec §2, features/admin): admin manages them, the pickers read an agency's. */
export const userRoutes = describeCalls<typeof userCallSchemas>()({
  list,
  /** `list` asked with `page`: the answer's paged shape (the users screen, the user search). */
  paged: list,
  /** `list` with `AgencyId` and no `page`: the agency's users (roles as `role=a&role=b`). */
  ofAgency: list,
  /** The credentials mails the API has written (local mode sends none). */
  outbox: { method: 'GET', path: '/user/outbox', access: { permission: 'admin:users' } },
  create: { method: 'POST', path: '/user/', access: { permission: 'admin:users' } },
  /** The caller, an admin, or someone of a shared agency reads a user. */
  detail: { method: 'GET', path: '/user/:id', access: { signedIn: true } },
  update: { method: 'PATCH', path: '/user/:id', access: { permission: 'admin:users' } },
  /** 'Baja de Usuario'. */
  disable: { method: 'DELETE', path: '/user/:id', access: { permission: 'admin:users' } },
  /** Records the caller's sign-in (action 1) or sign-out (action 2). */
  sessionAction: { method: 'POST', path: '/user/Login/', access: { signedIn: true } },
});
