import { z } from 'zod';
import { duplicatePairSchema, matchReasonSchema } from './duplicatePair';
import { dataOf, pagedOf, wireDateTime, type Wire } from './wire';

/** The answers of the duplicate-leads calls (issue 41): /leads-duplicados… and /lead/duplicates/…. */

/** A pair as the lists answer it: the pair plus its status and when it was found. */
export const duplicatePairRowSchema = duplicatePairSchema.extend({ status: z.string(), createdAt: wireDateTime });
export type DuplicatePairRow = Wire<typeof duplicatePairRowSchema>;

/** GET /leads-duplicados: the agency's open pairs, paged. */
export const duplicatePairListAnswer = pagedOf(duplicatePairRowSchema);
/** GET /leads-duplicados/{leadId}: the open pairs of one lead. */
export const leadDuplicatePairsAnswer = dataOf(z.array(duplicatePairRowSchema));
/** GET /leads-duplicados/data/totals. */
export const duplicateTotalsAnswer = dataOf(z.object({ total: z.number(), pages: z.number() }));

const idValue = z.object({ id: z.number(), value: z.string() });

/** An entry of a side's history (activities, phase changes, appointments, floor visits), newest first. */
export const duplicateHistoryEntrySchema = z.object({
  kind: z.string(),
  id: z.number(),
  createdAt: wireDateTime,
  title: z.string().nullable(),
  comments: z.string().nullable(),
  status: z.string().nullable(),
});

/** An interest of a side, current first. */
export const duplicateInterestSchema = z.object({
  id: z.number(),
  current: z.boolean(),
  quantity: z.number(),
  buyType: z.string(),
  Product: z.object({ id: z.number(), name: z.string(), model: z.string(), imageUrl: z.string().nullable() }),
  ProductColor: z.object({ name: z.string(), slug: z.string() }).nullable(),
});

/** One side of the comparison screen: Datos and Historial. */
export const duplicateLeadSideSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  firstAndLastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phase: z.string(),
  subStatus: z.string(),
  buyType: z.string(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
  UserId: z.number().nullable(),
  User: z.object({ id: z.number(), firstAndLastName: z.string(), email: z.string() }).nullable(),
  LeadOrigin: z.object({ slug: z.string(), description: z.string() }).nullable(),
  leadEmails: z.array(idValue),
  leadPhones: z.array(idValue),
  LeadInterests: z.array(duplicateInterestSchema),
  History: z.array(duplicateHistoryEntrySchema),
});
export type DuplicateLeadSide = Wire<typeof duplicateLeadSideSchema>;

/** GET /lead/duplicates/detail/{lead1}/{lead2}: the pair and both sides. */
export const duplicateDetailSchema = z.object({
  id: z.number(),
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  lead1: duplicateLeadSideSchema,
  lead2: duplicateLeadSideSchema,
});
export type DuplicateDetail = Wire<typeof duplicateDetailSchema>;
export const duplicateDetailAnswer = dataOf(duplicateDetailSchema);

/** GET /lead/duplicates/users/{value}: advisers for the merge dialog. */
export const mergeUserSchema = z.object({ id: z.number(), firstAndLastName: z.string(), email: z.string(), role: z.string() });
export type MergeUser = Wire<typeof mergeUserSchema>;
export const mergeUsersAnswer = dataOf(z.array(mergeUserSchema));

/** GET /lead/duplicates/merges/{leadId}: the merges into a lead, newest first. */
export const leadMergeSchema = z.object({
  id: z.number(),
  principalId: z.number(),
  secondaryId: z.number(),
  createdAt: wireDateTime,
  undoneAt: wireDateTime.nullable(),
  secondaryName: z.string(),
  undoable: z.boolean(),
});
export type LeadMerge = Wire<typeof leadMergeSchema>;
export const leadMergesAnswer = dataOf(z.array(leadMergeSchema));

/** POST /lead/duplicates/merges/{id}/undo. */
export const mergeUndoneAnswer = dataOf(z.object({ message: z.string(), principalId: z.number(), secondaryId: z.number() }));

/** POST /lead/duplicates/combine and /lead/duplicates/setDifferent/{id}: the confirmation text. */
export const duplicateActionAnswer = dataOf(z.string());
