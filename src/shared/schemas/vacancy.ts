import { z } from 'zod';
import { HR_MSG } from '../domain/hrMessages';
import { cleanList, isAreaOf, isJobLocation } from '../domain/jobs';
import { TEXT_MAX, optText, text } from './primitives';
import type { VacancyRow } from './vacancyResponses';

/** The most entries a vacancy list may hold, and the longest entry. */
export const VACANCY_LIST_MAX = 30;
export const VACANCY_ENTRY_MAX = 300;

const list = z
  .array(z.string().max(VACANCY_ENTRY_MAX, HR_MSG.incomplete).refine((s) => !s.includes(String.fromCharCode(0)), HR_MSG.incomplete), {
    error: HR_MSG.incomplete,
  })
  .max(VACANCY_LIST_MAX * 3, HR_MSG.incomplete)
  .transform(cleanList)
  .refine((l) => l.length >= 1 && l.length <= VACANCY_LIST_MAX, HR_MSG.incomplete);

/**
 * A vacancy (job posting) as POST /bolsa-trabajo/ takes it (spec part 2 §3, §5): title, location of
 * §9, an area of that location and at least one requirement, activity and offering are required;
 * empty and repeated list entries are dropped first. Salary is free text.
 */
export const vacancyInput = z
  .object({
    title: text(TEXT_MAX.name).pipe(z.string().min(1, HR_MSG.incomplete)),
    location: z.string({ error: HR_MSG.incomplete }).max(TEXT_MAX.short).refine(isJobLocation, HR_MSG.incomplete),
    area: z.string({ error: HR_MSG.incomplete }).max(TEXT_MAX.short).min(1, HR_MSG.incomplete),
    requirements: list,
    activities: list,
    offerings: list,
    salary: optText(TEXT_MAX.short),
  }, { error: HR_MSG.incomplete })
  .refine((v) => isAreaOf(v.location, v.area), { message: HR_MSG.invalidArea, path: ['area'] });
export type VacancyInput = z.input<typeof vacancyInput>;
/** A vacancy as the API answers it (the answer's contract: vacancyRowSchema). */
export type Vacancy = VacancyRow;
