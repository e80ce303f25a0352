import { z } from 'zod';
import { CONTACT_TYPES } from '../domain/fleetConstants';
import { FLEET_PHASES } from '../domain/fleetPhases';
import { wireDateTime, type Wire } from './wire';

/**
 * The pieces of a fleet lead, a company and an activity the stage work's answers carry (issue 41):
 * PATCH /lead-fleet/dealer/{leadId} answers the lead, GET /lead-fleet/data/closed-sales/{leadId}
 * holds it, the test drives are activities. Declared here for these routes (the lead and activity
 * routes of fleet/leads declare their own answers); the same shapes as fleetLead.ts/fleetActivity.ts.
 */

/** `{ id, description }` of a catalog row. */
export const fleetStageCatalogItem = z.object({ id: z.number(), description: z.string() });

/** `{ id, firstAndLastName, email }` of a user (sqlJson.userJson). */
export const fleetStageUserRef = z.object({ id: z.number(), firstAndLastName: z.string(), email: z.string() });

/** The Product reference of the fleet answers (sqlJson.productJson). */
export const fleetStageProductRef = z.object({
  id: z.number(),
  name: z.string(),
  version: z.string(),
  transmission: z.string(),
  model: z.string(),
  imageUrl: z.string().nullable(),
});

/** A company's contact person (sqlJson.contactJson); contact fields are plain text (a mask may hide them). */
export const fleetStageContactPerson = z.object({
  id: z.number(),
  CompanyId: z.number(),
  type: z.enum(CONTACT_TYPES),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  position: z.string().nullable(),
});

/** A company as the lead carries it (companyQueries.COMPANY_SELECT). */
export const fleetStageCompanyRow = z.object({
  id: z.number(),
  AgencyId: z.number(),
  name: z.string(),
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
  CompanyType: fleetStageCatalogItem.nullable(),
  CompanySector: fleetStageCatalogItem.nullable(),
  CompanySize: fleetStageCatalogItem.nullable(),
  CompanyNeed: fleetStageCatalogItem.nullable(),
  CompanyEconomicCapacity: fleetStageCatalogItem.nullable(),
  CompanyFleetLocation: fleetStageCatalogItem.nullable(),
  User: fleetStageUserRef.nullable(),
});

/** A sold unit line with its VINs. */
export const fleetStageSaleVin = z.object({ id: z.number(), VIN: z.string() });

/** The lead (fleetLeadQueries.loadFleetLead): the answer of PATCH /lead-fleet/dealer/{leadId}. */
export const fleetStageLead = z.object({
  id: z.number(),
  AgencyId: z.number(),
  CompanyId: z.number(),
  phase: z.enum(FLEET_PHASES),
  status: z.enum(['ACTIVO', 'INACTIVO']),
  contactName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string(),
  UserId: z.number().nullable(),
  user: z.string().nullable(),
  User: fleetStageUserRef.nullable(),
  totalQuantity: z.number(),
  lastActivityDate: wireDateTime,
  createdAt: wireDateTime,
  comments: z.string().nullable(),
  updatedAt: wireDateTime,
  LeadFleetOriginId: z.number().nullable(),
  LeadFleetClasificationId: z.number().nullable(),
  CompanyContactPersonId: z.number().nullable(),
  accountInvestigationRealized: z.boolean(),
  Company: fleetStageCompanyRow,
  CompanyContactPerson: fleetStageContactPerson.nullable(),
  CompanyContactPeople: z.array(fleetStageContactPerson),
  LeadFleetProducts: z.array(
    z.object({
      id: z.number(),
      LeadFleetId: z.number(),
      ProductId: z.number(),
      ProductColorId: z.number().nullable(),
      quantity: z.number(),
      Product: fleetStageProductRef,
      ProductColor: z.object({ id: z.number(), name: z.string(), hex: z.string().nullable() }).nullable(),
    }),
  ),
  Agencies: z.array(
    z.object({
      id: z.number(),
      AgencyId: z.number(),
      name: z.string(),
      contactPerson: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
    }),
  ),
  LeadFleetOrigin: fleetStageCatalogItem.nullable(),
  LeadFleetClasification: fleetStageCatalogItem.nullable(),
  LeadFleetAccountInvestigationEvidences: z.array(z.object({ id: z.number(), documentUrl: z.string() })),
  LeadFleetSales: z.array(z.object({ id: z.number(), quantity: z.number(), Product: fleetStageProductRef, LeadFleetSaleVINs: z.array(fleetStageSaleVin) })),
});
export type FleetStageLead = Wire<typeof fleetStageLead>;

/** A file link of a test drive (Evidencias, Comodato, TCO). */
const activityFileLink = z.object({ id: z.number(), name: z.string(), url: z.string() });

/** A test drive: an activity as fleet/leads/fleetActivities.activityRows reads it. */
export const fleetStageActivity = z.object({
  id: z.number(),
  LeadFleetId: z.number(),
  title: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  date: wireDateTime.nullable(),
  endDate: wireDateTime.nullable(),
  time: z.string().nullable(),
  comments: z.string().nullable(),
  createdAt: wireDateTime,
  LeadFleetFollowUpPhase: z.enum(FLEET_PHASES),
  LeadFleetActivityFollowUpType: z.object({ id: z.number(), slug: z.string(), description: z.string() }).nullable(),
  LeadFleetActivityType: fleetStageCatalogItem.nullable(),
  LeadFleetActivityFollowUpComments: z.array(z.object({ id: z.number(), comment: z.string(), createdAt: wireDateTime, User: fleetStageUserRef.nullable() })),
  CompanyContactPerson: fleetStageContactPerson.nullable(),
  LeadFleetActivityTestDriveUnits: z.array(z.object({ id: z.number(), vin: z.string(), plate: z.string(), Product: fleetStageProductRef })),
  commentsOnTest: z.string().nullable(),
  commentsOnResults: z.string().nullable(),
  testEvidence: z.array(activityFileLink),
  comodato: z.array(activityFileLink),
  TCO: z.array(activityFileLink),
  User: fleetStageUserRef.nullable(),
});
export type FleetStageActivity = Wire<typeof fleetStageActivity>;
