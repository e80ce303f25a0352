import { z } from 'zod';
import { userRoleAnswer } from './userListRow';
import { wireDay, type Wire } from './wire';

const idValue = z.object({ id: z.number(), value: z.string() });

/** An agency as a user's answers name it. */
export const userAgencyAnswer = z.object({ id: z.number(), name: z.string() });

/** A user as GET /user/{id} answers it (spec part 1 §3 User). */
export const userDetailSchema = z.object({
  id: z.number(),
  email: z.string(),
  nickname: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  firstAndLastName: z.string(),
  gender: z.string().nullable(),
  birthDate: wireDay.nullable(),
  position: z.string().nullable(),
  active: z.boolean(),
  UserRole: userRoleAnswer,
  Agencies: z.array(userAgencyAnswer),
  UserEmails: z.array(idValue),
  UserPhones: z.array(idValue),
  AgencyId: z.number().nullable(),
  permissions: z.array(z.string()),
});
export type UserDetail = Wire<typeof userDetailSchema>;
