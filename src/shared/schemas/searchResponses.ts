import { z } from 'zod';

/** What a found record is (issue 43's palette): retail lead, fleet lead, company, prospect, appointment. */
export const SEARCH_KINDS = ['lead', 'fleetLead', 'company', 'prospect', 'appointment'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * One record the palette found: its number and name, what it is (phase, adviser, agency) and the screen
 * that opens it. No contact data: the palette never shows a phone or e-mail, so a masked subasta
 * contact cannot leak through it.
 */
export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number(),
  title: z.string(),
  /** The phase's label (or the appointment's day and status), for the line under the name. */
  phase: z.string().nullable(),
  adviser: z.string().nullable(),
  agency: z.string().nullable(),
  /** The screen that opens the record ('/sells/leads/12'). */
  href: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** GET /api/search?q=: the hits of every kind the caller may see, a few of each, best first. */
export const searchAnswer = z.object({ data: z.array(searchHit) });
export type SearchAnswer = z.infer<typeof searchAnswer>;
