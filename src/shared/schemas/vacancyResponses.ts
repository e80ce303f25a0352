import { z } from 'zod';
import { dataOf, pagedOf, wireDateTime, type Wire } from './wire';

/** The answers of the jobs board's administration (issue 41): /bolsa-trabajo. */

/** A vacancy as the API answers it. */
export const vacancyRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  location: z.string(),
  area: z.string(),
  requirements: z.array(z.string()),
  activities: z.array(z.string()),
  offerings: z.array(z.string()),
  salary: z.string().nullable(),
  createdAt: wireDateTime,
});
export type VacancyRow = Wire<typeof vacancyRowSchema>;

/** POST /bolsa-trabajo (201): the saved vacancy and the confirmation. */
export const vacancyCreatedAnswer = z.object({ data: vacancyRowSchema, message: z.string() });
/** GET /bolsa-trabajo: paged, newest first. */
export const vacancyListAnswer = pagedOf(vacancyRowSchema);
/** DELETE /bolsa-trabajo/{id}: the confirmation text. */
export const vacancyDeletedAnswer = dataOf(z.string());

// The public jobs board's answer (GET /api/public/jobs) is the public calls' contract: publicResponses.ts.
