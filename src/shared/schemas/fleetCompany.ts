import { z } from 'zod';
import { FREE_SECTOR_ID } from '../domain/fleetConstants';
import { COMPANY_COLUMNS } from '../lists/companyColumns';
import { COMPANY_FILTERS } from '../lists/companyFilters';
import { listFilterShape } from '../lists/listFilters';
import { FLEET_MSG } from '../domain/fleetMessages';
import { contactPersonInput, reqId, reqText } from './fleetFields';
import { dbId, int4, optDbId, optText, sortKeys, TEXT_MAX } from './primitives';

/** Companies (spec part 2 §3 Company, §5 company rules, §7 Companies). Paths in src/server/features/fleet/README.md. */

export const companyListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** Search text (name, contact names and e-mails, address). */
  filter: optText(TEXT_MAX.short),
  /** The modal's: the assigned executive (ignored for fleet-executive, who only sees their own), the sector (Giro) id, the status. */
  ...listFilterShape(COMPANY_FILTERS),
  sortBy: sortKeys(COMPANY_COLUMNS.sortKeys).optional(),
});
export type CompanyListQuery = z.input<typeof companyListQuery>;

/** The COMPANY and OPERATOR contacts of step 2, each name + phone + e-mail. */
export const companyContactInput = contactPersonInput().extend({ type: z.enum(['COMPANY', 'OPERATOR']) });

/**
 * POST /company and PUT /company/{id} body (`{ data: … }`). CompanySectorId 0 plus `sectorDescription`
 * is a free-text sector (admin, fleet-coordinator, fleet-manager only). UserId is ignored for fleet-executive.
 */
export const companyInput = z
  .object({
    name: reqText(TEXT_MAX.name),
    CompanyTypeId: reqId(),
    CompanySectorId: z
      .preprocess((v) => (v === '' || v === null ? undefined : v), int4.optional())
      .refine((v) => v !== undefined, { error: FLEET_MSG.allFieldsRequired })
      .transform((v) => v as number),
    sectorDescription: optText(TEXT_MAX.short),
    CompanySizeId: reqId(),
    CompanyNeedId: reqId(),
    CompanyEconomicCapacityId: reqId(),
    CompanyFleetLocationId: reqId(),
    /** Shown as the address. */
    description: reqText(TEXT_MAX.medium),
    UserId: optDbId,
    CompanyContactPeople: z
      .array(companyContactInput)
      .max(2)
      .default([])
      .refine((list) => list.some((c) => c.type === 'COMPANY') && list.some((c) => c.type === 'OPERATOR'), {
        error: FLEET_MSG.allFieldsRequired,
      }),
  })
  .refine((c) => c.CompanySectorId !== FREE_SECTOR_ID || !!c.sectorDescription, {
    error: FLEET_MSG.allFieldsRequired,
    path: ['sectorDescription'],
  });
export type CompanyInput = z.input<typeof companyInput>;
export type CompanyValues = z.output<typeof companyInput>;

export const companyContactSuggestionQuery = z.object({
  filter: z.string().trim().max(TEXT_MAX.name).default(''),
  CompanyId: optDbId,
});

// ---- answers (the contracts: ./fleetCompanyResponses.ts) ----

export type { CatalogItem, Company, CompanyCatalogs, CompanyContactPerson, CompanyRow, FleetUserRef } from './fleetCompanyResponses';

export const companyIdParams = z.object({ id: dbId });
