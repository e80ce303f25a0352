import { z } from 'zod';
import { CONTACT_TYPES } from '../domain/fleetConstants';
import { dataOf, messageAnswer, pagedOf, wireDateTime, type Wire } from './wire';

/**
 * The answers of the company calls (spec part 2 §7 Companies; issue 41: one contract per payload).
 * Paths and shapes: src/server/features/fleet/README.md. Fleet timestamps are ISO text made in SQL.
 */

/** `{ id, description }` of a catalog. */
export const catalogItemSchema = z.object({ id: z.number(), description: z.string() });
export type CatalogItem = Wire<typeof catalogItemSchema>;

/** The executive reference of the fleet answers. */
export const fleetUserRefSchema = z.object({ id: z.number(), firstAndLastName: z.string(), email: z.string() });
export type FleetUserRef = Wire<typeof fleetUserRefSchema>;

export const companyContactPersonSchema = z.object({
  id: z.number(),
  CompanyId: z.number(),
  type: z.enum(CONTACT_TYPES),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  position: z.string().nullable(),
});
export type CompanyContactPerson = Wire<typeof companyContactPersonSchema>;

/** A company as lists show it: catalog objects resolved; a free-text sector comes as { id: 0, description }. */
export const companyRowSchema = z.object({
  id: z.number(),
  AgencyId: z.number(),
  name: z.string(),
  /** The spec's sort key 'businessName' is the company name. */
  businessName: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
  UserId: z.number().nullable(),
  CompanyTypeId: z.number().nullable(),
  CompanySectorId: z.number().nullable(),
  CompanySizeId: z.number().nullable(),
  CompanyNeedId: z.number().nullable(),
  CompanyEconomicCapacityId: z.number().nullable(),
  CompanyFleetLocationId: z.number().nullable(),
  CompanyType: catalogItemSchema.nullable(),
  CompanySector: catalogItemSchema.nullable(),
  CompanySize: catalogItemSchema.nullable(),
  CompanyNeed: catalogItemSchema.nullable(),
  CompanyEconomicCapacity: catalogItemSchema.nullable(),
  CompanyFleetLocation: catalogItemSchema.nullable(),
  User: fleetUserRefSchema.nullable(),
});
export type CompanyRow = Wire<typeof companyRowSchema>;

/** GET /company/{id}: the row plus its contacts (COMPANY, OPERATOR and the CONTACTO people of its leads). */
export const companySchema = companyRowSchema.extend({ CompanyContactPeople: z.array(companyContactPersonSchema) });
export type Company = Wire<typeof companySchema>;

/** GET /company/data/catalogs. `Users`: the executives a company may be assigned to (§6: role fleet-executive). */
export const companyCatalogsSchema = z.object({
  CompanyTypes: z.array(catalogItemSchema),
  CompanySectors: z.array(catalogItemSchema),
  CompanySizes: z.array(catalogItemSchema),
  CompanyNeeds: z.array(catalogItemSchema),
  CompanyEconomicCapacities: z.array(catalogItemSchema),
  CompanyFleetLocations: z.array(catalogItemSchema),
  Users: z.array(fleetUserRefSchema),
});
export type CompanyCatalogs = Wire<typeof companyCatalogsSchema>;

/**
 * GET /lead-fleet/data/contactPersonSuggestion and /company/data/contactPersonSuggestion: a company's
 * contacts (with id) or a store's dealer contacts typed on leads (id null, type 'CONTACTO').
 */
export const contactSuggestionSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  type: z.string(),
});
export type ContactSuggestion = Wire<typeof contactSuggestionSchema>;

/** `{ data: { id } }` plus the texts of a delete. */
export const deletedIdAnswer = z.object({ data: z.object({ id: z.number() }), message: z.string() });

// ---- the answers, route by route ----

export const companyListAnswer = pagedOf(companyRowSchema);
export const companyCatalogsAnswer = dataOf(companyCatalogsSchema);
export const contactSuggestionsAnswer = dataOf(z.array(contactSuggestionSchema));
export const companyAnswer = dataOf(companySchema);
/** POST, PUT, status toggle: the company and the §8 text. */
export const companyWriteAnswer = companyAnswer.extend(messageAnswer.shape);
/** DELETE /company/{id}: `{ data: { id }, title, message }`. */
export const companyDeleteAnswer = deletedIdAnswer.extend({ title: z.string() });
