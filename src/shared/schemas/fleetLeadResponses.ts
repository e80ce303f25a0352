import { z } from 'zod';
import { FLEET_LEAD_STATUSES } from '../domain/fleetConstants';
import { FLEET_PHASES } from '../domain/fleetPhases';
import { catalogItemSchema, companyContactPersonSchema, companyRowSchema, deletedIdAnswer, fleetUserRefSchema } from './fleetCompanyResponses';
import { dataOf, messageAnswer, pagedOf, wireDateTime, wireDay, type Wire } from './wire';

/**
 * The answers of the fleet lead calls: leads, their products, activities, follow-ups, history and
 * agenda (spec part 2 §7 Fleet leads; issue 41). Paths and shapes: src/server/features/fleet/README.md.
 * Fleet timestamps are ISO text made in SQL.
 */

const phase = z.enum(FLEET_PHASES);

export const fleetProductRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  version: z.string(),
  transmission: z.string(),
  model: z.string(),
  imageUrl: z.string().nullable(),
});
export type FleetProductRef = Wire<typeof fleetProductRefSchema>;

export const fleetProductColorSchema = z.object({ id: z.number(), name: z.string(), hex: z.string().nullable() });
export type FleetProductColor = Wire<typeof fleetProductColorSchema>;

export const leadFleetProductSchema = z.object({
  id: z.number(),
  LeadFleetId: z.number(),
  ProductId: z.number(),
  ProductColorId: z.number().nullable(),
  quantity: z.number(),
  Product: fleetProductRefSchema,
  ProductColor: fleetProductColorSchema.nullable(),
});
export type LeadFleetProduct = Wire<typeof leadFleetProductSchema>;

/** A dealer (store) of the lead with its contact person. `id` is the link's id, `AgencyId` the store. */
export const leadFleetAgencySchema = z.object({
  id: z.number(),
  AgencyId: z.number(),
  name: z.string(),
  contactPerson: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
});
export type LeadFleetAgency = Wire<typeof leadFleetAgencySchema>;

/** A row of GET /lead-fleet (no catalog objects; `user` is the executive's name for the Ejecutivo column). */
export const fleetLeadRowSchema = z.object({
  id: z.number(),
  AgencyId: z.number(),
  CompanyId: z.number(),
  phase,
  status: z.enum(FLEET_LEAD_STATUSES),
  contactName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string(),
  UserId: z.number().nullable(),
  user: z.string().nullable(),
  User: fleetUserRefSchema.nullable(),
  totalQuantity: z.number(),
  /** 'Fecha estimada de compra'. */
  expectedPurchaseDate: wireDay.nullable(),
  /** 'Presupuesto', integer centavos. */
  budget: z.number().nullable(),
  /** 'Probabilidad de cierre', 0–100. */
  closeProbability: z.number().nullable(),
  lastActivityDate: wireDateTime,
  createdAt: wireDateTime,
  /** The lead's WhatsApp conversation has inbound messages nobody read (issue 53): the list's marker. */
  whatsappUnread: z.boolean(),
});
export type FleetLeadRow = Wire<typeof fleetLeadRowSchema>;

export const leadFleetSaleSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  Product: fleetProductRefSchema,
  LeadFleetSaleVINs: z.array(z.object({ id: z.number(), VIN: z.string() })),
});

/** The lead row's own columns beyond the list's, with its catalogs and contact resolved (one SELECT). */
export const fleetLeadBaseSchema = fleetLeadRowSchema.extend({
  comments: z.string().nullable(),
  updatedAt: wireDateTime,
  LeadFleetOriginId: z.number().nullable(),
  LeadFleetClasificationId: z.number().nullable(),
  CompanyContactPersonId: z.number().nullable(),
  accountInvestigationRealized: z.boolean(),
  LeadFleetOrigin: catalogItemSchema.nullable(),
  LeadFleetClasification: catalogItemSchema.nullable(),
  /** The lead's own contact person (type CONTACTO, or a COMPANY/OPERATOR contact picked in the wizard). */
  CompanyContactPerson: companyContactPersonSchema.nullable(),
});

/** GET /lead-fleet/{id} (and the answer of every lead write). */
export const fleetLeadSchema = fleetLeadBaseSchema.extend({
  Company: companyRowSchema,
  /** Every contact of the company. */
  CompanyContactPeople: z.array(companyContactPersonSchema),
  LeadFleetProducts: z.array(leadFleetProductSchema),
  Agencies: z.array(leadFleetAgencySchema),
  /** EVIDENCE documents of the 'Investigación de cuenta' (PATCH /lead-fleet/evidence/{leadId}). */
  LeadFleetAccountInvestigationEvidences: z.array(z.object({ id: z.number(), documentUrl: z.string() })),
  LeadFleetSales: z.array(leadFleetSaleSchema),
});
export type FleetLead = Wire<typeof fleetLeadSchema>;

/** GET /lead-fleet/data/totals: rows per tab with the same search and filters. TODO counts every phase. */
export const fleetLeadTotalsSchema = z.object({
  TODO: z.number(),
  '1ER_CONTACTO': z.number(),
  SEGUIMIENTO: z.number(),
  CIERRE: z.number(),
  POST_VENTA: z.number(),
  CONGELADO: z.number(),
});
export type FleetLeadTotals = Wire<typeof fleetLeadTotalsSchema>;

/** GET /lead-fleet/data/catalogs. `Users`: who the lead may be assigned to (§5/§6). */
export const fleetLeadCatalogsSchema = z.object({
  Companies: z.array(z.object({ id: z.number(), name: z.string(), description: z.string().nullable(), UserId: z.number().nullable() })),
  LeadFleetOrigins: z.array(catalogItemSchema),
  LeadFleetClasifications: z.array(catalogItemSchema),
  /** `price`: the public catalogue price in pesos as exact decimal text (the quotation prefills it). */
  products: z.array(fleetProductRefSchema.extend({ price: z.string(), ProductColors: z.array(fleetProductColorSchema) })),
  agencies: z.array(z.object({ id: z.number(), name: z.string() })),
  Users: z.array(fleetUserRefSchema.extend({ role: z.string() })),
});
export type FleetLeadCatalogs = Wire<typeof fleetLeadCatalogsSchema>;

// ---- activities ----

export const followUpTypeSchema = z.object({ id: z.number(), slug: z.string(), description: z.string() });
export type FollowUpType = Wire<typeof followUpTypeSchema>;

export const leadFleetActivityTypeSchema = catalogItemSchema.extend({ LeadFleetActivityFollowUpTypeId: z.number().nullable() });
export type LeadFleetActivityType = Wire<typeof leadFleetActivityTypeSchema>;

/** GET /lead-fleet/data/simple-activity-catalogs (test drives are registered in their own dialog: not listed). */
export const simpleActivityCatalogsSchema = z.object({
  LeadFleetActivityFollowUpTypes: z.array(followUpTypeSchema),
  LeadFleetActivityTypes: z.array(leadFleetActivityTypeSchema),
});
export type SimpleActivityCatalogs = Wire<typeof simpleActivityCatalogsSchema>;

export const followUpCommentSchema = z.object({
  id: z.number(),
  comment: z.string(),
  createdAt: wireDateTime,
  User: fleetUserRefSchema.nullable(),
});
export type FollowUpComment = Wire<typeof followUpCommentSchema>;

const activityFile = z.object({ id: z.number(), name: z.string(), url: z.string() });

export const leadFleetActivitySchema = z.object({
  id: z.number(),
  LeadFleetId: z.number(),
  title: z.string(),
  /** 1 open, 0 closed. */
  status: z.union([z.literal(0), z.literal(1)]),
  /** ISO instant of the meeting / test drive start, else null. */
  date: wireDateTime.nullable(),
  endDate: wireDateTime.nullable(),
  time: z.string().nullable(),
  comments: z.string().nullable(),
  createdAt: wireDateTime,
  /** The lead's phase when the activity was registered (the Historial groups by it). */
  LeadFleetFollowUpPhase: phase,
  LeadFleetActivityFollowUpType: followUpTypeSchema.nullable(),
  LeadFleetActivityType: catalogItemSchema.nullable(),
  LeadFleetActivityFollowUpComments: z.array(followUpCommentSchema),
  CompanyContactPerson: companyContactPersonSchema.nullable(),
  LeadFleetActivityTestDriveUnits: z.array(z.object({ id: z.number(), vin: z.string(), plate: z.string(), Product: fleetProductRefSchema })),
  commentsOnTest: z.string().nullable(),
  commentsOnResults: z.string().nullable(),
  testEvidence: z.array(activityFile),
  comodato: z.array(activityFile),
  TCO: z.array(activityFile),
  User: fleetUserRefSchema.nullable(),
});
export type LeadFleetActivity = Wire<typeof leadFleetActivitySchema>;

/** One line of the lead's own history: created, phase moves, edits, reassignments, freezes, products. */
export const leadFleetEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  oldPhase: phase.nullable(),
  newPhase: phase.nullable(),
  detail: z.string().nullable(),
  createdAt: wireDateTime,
  User: fleetUserRefSchema.nullable(),
});
export type LeadFleetEvent = Wire<typeof leadFleetEventSchema>;

/** GET /lead-fleet/data/history/{leadId}: activities grouped by phase in funnel order (then CONGELADO), newest first within a group. */
export const fleetLeadHistorySchema = z.object({
  phases: z.array(z.object({ phase, label: z.string(), activities: z.array(leadFleetActivitySchema) })),
  events: z.array(leadFleetEventSchema),
});
export type FleetLeadHistory = Wire<typeof fleetLeadHistorySchema>;

// ---- the answers, route by route ----

export const fleetLeadListAnswer = pagedOf(fleetLeadRowSchema);
export const fleetLeadTotalsAnswer = dataOf(fleetLeadTotalsSchema);
export const fleetLeadCatalogsAnswer = dataOf(fleetLeadCatalogsSchema);
export const fleetLeadAnswer = dataOf(fleetLeadSchema);
/** Every lead write: the lead and the §8 text; a phase move adds its title ('Etapa finalizada'). */
export const fleetLeadWriteAnswer = fleetLeadAnswer.extend({ ...messageAnswer.shape, title: z.string().optional() });
export const fleetLeadDeleteAnswer = deletedIdAnswer;
export const simpleActivityCatalogsAnswer = dataOf(simpleActivityCatalogsSchema);
export const leadFleetActivityAnswer = dataOf(leadFleetActivitySchema);
export const leadFleetActivityWriteAnswer = leadFleetActivityAnswer.extend(messageAnswer.shape);
export const leadFleetActivitiesAnswer = dataOf(z.array(leadFleetActivitySchema));
export const fleetLeadHistoryAnswer = dataOf(fleetLeadHistorySchema);
export const followUpCommentWriteAnswer = dataOf(followUpCommentSchema).extend(messageAnswer.shape);
export const leadFleetProductWriteAnswer = dataOf(leadFleetProductSchema).extend(messageAnswer.shape);
export const leadFleetProductDeleteAnswer = deletedIdAnswer;
