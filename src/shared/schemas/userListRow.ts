import { z } from 'zod';
import type { Wire } from './wire';

/** A user's role as the user answers carry it. */
export const userRoleAnswer = z.object({ slug: z.string(), description: z.string(), postVenta: z.boolean() });

/** A user as GET /user/ lists it (the admin table and the adviser pickers). */
export const userListRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstAndLastName: z.string(),
  nickname: z.string().nullable(),
  position: z.string().nullable(),
  active: z.boolean(),
  UserRole: userRoleAnswer,
});
export type UserListRow = Wire<typeof userListRowSchema>;
