import type { z } from 'zod';
import type { leadDetail as leadDetailAnswer } from '../../../shared/schemas/leadResponses';
import type { Db } from '../../db/client';
import { appSlot, appState } from '../../lib/appScope';
import type { Caller } from '../../identity/auth';
import type { Lead } from './leadAccess';

/**
 * The lead detail's sections (issue 41). GET /api/lead/{id} shows what other features keep about the
 * lead (its sales and VINs, appointments, floor visits, whether it has an open duplicate pair); leads
 * is at the bottom of the feature graph, so it does not read their tables: each of those features
 * registers the section it owns, once at start (src/server/featureWiring.ts), reading its own tables
 * in one query per part for the lead. The parts' types are the detail answer's
 * (shared/schemas/leadResponses.ts), so a section answers exactly the keys the contract has.
 */

type LeadDetailAnswer = z.output<typeof leadDetailAnswer>;

/** What a section reads the lead by: the lead as the caller may see it, and the caller (its agencies). */
export interface LeadDetailContext {
  lead: Lead;
  caller: Caller;
}

/** Each section and the keys of the detail it answers. */
export interface LeadDetailParts {
  /** sales: the lead's sales, its VINs, and the sales of other leads with its e-mail or phone in the caller's agencies. */
  sales: Pick<LeadDetailAnswer, 'Sales' | 'SaleVINs' | 'RepurchaseSales'>;
  /** appointments: the lead's test drives and appointments, newest first. */
  appointments: Pick<LeadDetailAnswer, 'LeadTestDriveAppointments'>;
  /** floorVisits: the lead's floor visits, newest first. */
  floorVisits: Pick<LeadDetailAnswer, 'FloorRegisters'>;
  /** duplicates: whether the lead is in an open duplicate pair. */
  duplicates: Pick<LeadDetailAnswer, 'duplicados'>;
}

export type LeadDetailSectionName = keyof LeadDetailParts;

export type LeadDetailSection<K extends LeadDetailSectionName> = (db: Db, context: LeadDetailContext) => Promise<LeadDetailParts[K]>;

type Sections = { [K in LeadDetailSectionName]?: LeadDetailSection<K> };
// Per app (lib/appScope.ts).
const sectionsSlot = appSlot<Sections>('lead detail sections', () => ({}));

/** Where the features owning a section register it (once, at start: src/server/featureWiring.ts). */
export const leadDetailSections = {
  register<K extends LeadDetailSectionName>(name: K, section: LeadDetailSection<K>): void {
    (appState(sectionsSlot) as Record<K, LeadDetailSection<K>>)[name] = section;
  },
};

/** Reads one section through its registered owner; a detail read before the wiring ran is a programming error. */
export function readLeadDetailSection<K extends LeadDetailSectionName>(name: K, db: Db, context: LeadDetailContext): Promise<LeadDetailParts[K]> {
  const section = appState(sectionsSlot)[name] as LeadDetailSection<K> | undefined;
  if (!section) throw new Error(`lead detail: no '${name}' section registered (call wireFeatures() at start)`);
  return section(db, context);
}

