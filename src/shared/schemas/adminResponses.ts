import { z } from 'zod';
import { userDetailSchema, userAgencyAnswer } from './userDetail';
import { userListRowSchema } from './userListRow';
import { dataOf, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the administration calls (issue 41): agencies, their hours, users and the
 * credentials outbox. The handlers in src/server/features/admin return these; the admin screens
 * read their wire side.
 */

// ─── Agencies ───────────────────────────────────────────────────────────────────────────────

/** A row of GET /agency/ (the admin table and every agency picker). */
export const agencyListRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  businessName: z.string(),
  manager: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  stateSlug: z.string(),
  city: z.string(),
  active: z.boolean(),
  AgencyIncomingLeadRuleId: z.number(),
  LeadOwnerId: z.number().nullable(),
});
export type AgencyListRow = Wire<typeof agencyListRowSchema>;

/** GET /agency/: paged with `page`, the whole (caller's) list without it. */
export const agencyListAnswer = z.union([pagedOf(agencyListRowSchema), dataOf(z.array(agencyListRowSchema))]);

/** An agency's opening hours (times 'HH:MM:SS'). */
export const agencyScheduleSchema = z.object({
  AgencyId: z.number(),
  worksOnSunday: z.boolean(),
  worksOnMonday: z.boolean(),
  worksOnTuesday: z.boolean(),
  worksOnWednesday: z.boolean(),
  worksOnThursday: z.boolean(),
  worksOnFriday: z.boolean(),
  worksOnSaturday: z.boolean(),
  openingScheduleWeek: z.string(),
  closingScheduleWeek: z.string(),
  openingScheduleSaturday: z.string(),
  closingScheduleSaturday: z.string(),
  openingScheduleSunday: z.string(),
  closingScheduleSunday: z.string(),
});
export type AgencySchedule = Wire<typeof agencyScheduleSchema>;
export const agencyScheduleAnswer = dataOf(agencyScheduleSchema);
export const agencyScheduleSavedAnswer = z.object({ data: agencyScheduleSchema, message: z.string() });

/** A collaborator of the agency (active user). */
export const agencyUserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  firstAndLastName: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  UserRole: z.object({ slug: z.string(), description: z.string() }),
});
export type AgencyUser = Wire<typeof agencyUserSchema>;

/** A stored logo or document of the agency; `url` is relative to the main API base. */
export const agencyFileSchema = z.object({
  id: z.number(),
  ownerType: z.string(),
  mime: z.string(),
  size: z.number(),
  createdAt: wireDateTime,
  url: z.string(),
});
export type AgencyFile = Wire<typeof agencyFileSchema>;

/** GET /agency/{id}: the agency with its collaborators, hours and files. */
export const agencyDetailSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  businessName: z.string(),
  manager: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  agencyGroup: z.string().nullable(),
  picLogo: z.string().nullable(),
  picLogoDark: z.string().nullable(),
  urlSite: z.string().nullable(),
  url360View: z.string().nullable(),
  urlGoogleMaps: z.string().nullable(),
  AgencySocialMedia: z.record(z.string(), z.string()),
  street: z.string(),
  exteriorNumber: z.string(),
  interiorNumber: z.string().nullable(),
  state: z.string(),
  State: z.object({ slug: z.string(), name: z.string() }),
  transferCode: z.string(),
  city: z.string(),
  City: z.object({ name: z.string() }),
  suburb: z.string(),
  Suburb: z.object({ name: z.string() }),
  postalCode: z.string(),
  PostalCode: z.object({ code: z.string() }),
  municipality: z.string(),
  deputation: z.string().nullable(),
  sicop: z.string().nullable(),
  coordinates: z.tuple([z.number(), z.number()]),
  hasService: z.boolean(),
  active: z.boolean(),
  AgencyIncomingLeadRuleId: z.number(),
  LeadOwnerId: z.number().nullable(),
  arrivalAlertMinutes: z.number().optional(),
  noShowAfterMinutes: z.number().optional(),
  Manager: agencyUserSchema.nullable(),
  Users: z.array(agencyUserSchema),
  landing: z.string().nullable(),
  schedule: agencyScheduleSchema,
  files: z.array(agencyFileSchema),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
});
export type AgencyDetail = Wire<typeof agencyDetailSchema>;
export const agencyDetailAnswer = dataOf(agencyDetailSchema);
/** POST /agency/ (201) and PUT /agency/{id}: the saved agency and the confirmation. */
export const agencySavedAnswer = z.object({ data: agencyDetailSchema, message: z.string() });

// ─── Users ──────────────────────────────────────────────────────────────────────────────────

/** GET /user/: paged with `page` (the admin's directory), an agency's whole list without it (pickers). */
export const userListAnswer = z.union([pagedOf(userListRowSchema), dataOf(z.array(userListRowSchema))]);
export const userDetailAnswer = dataOf(userDetailSchema);
export const userAgenciesAnswer = dataOf(z.array(userAgencyAnswer));

/** POST /user/ (201) and PATCH /user/{id}: the saved user, with the dialog's title and text. */
export const userSavedAnswer = z.object({ data: userDetailSchema, title: z.string(), message: z.string() });

/** What 'Baja de Usuario' did with the user's open leads. */
export const disableResultSchema = z.object({
  /** Leads that changed owner (or went to subasta). */
  moved: z.number(),
  toSubasta: z.number(),
  /** Receiving user id → number of leads. */
  assigned: z.record(z.string(), z.number()),
});
export type DisableResult = Wire<typeof disableResultSchema>;
export const userDisabledAnswer = z.object({ data: z.string(), title: z.string(), result: disableResultSchema });

/** POST /user/Login/: the recorded sign-in or sign-out. */
export const userActionSchema = z.object({ id: z.number(), userId: z.number(), action: z.number(), createdAt: wireDateTime });
export const userActionAnswer = dataOf(userActionSchema);

/** A credentials mail the API wrote (GET /user/outbox). */
export const outboxMailSchema = z.object({ id: z.number(), to: z.string(), subject: z.string(), body: z.string(), createdAt: wireDateTime });
export type OutboxMail = Wire<typeof outboxMailSchema>;
export const outboxAnswer = pagedOf(outboxMailSchema);
