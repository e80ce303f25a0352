import { z } from 'zod';
import { FLEET_PHASES } from '../domain/fleetPhases';
import { FLEET_DOCUMENT_TYPES } from './fleetStage';
import { dataOf, pagedOf, wireDateTime, wireDay, type Wire } from './wire';
import { companyContactPersonSchema, fleetUserRefSchema } from './fleetCompanyResponses';
import { fleetLeadSchema, fleetProductRefSchema, leadFleetActivitySchema, leadFleetSaleSchema } from './fleetLeadResponses';

/**
 * The answers of a fleet lead's stage work and of the closed sales (issue 41's contract): documents,
 * dealers, quotations, test drives, deliveries, the CIERRE checklist and the closed-sales list and
 * detail. Paths: src/server/features/fleet/README.md. The renderer reads their wire side (`Wire<…>`)
 * under the names of fleetStage.ts.
 */

/** A stored file of a lead. `documentUrl` is an API path (under /api) the caller fetches with their token. */
export const fleetDocument = z.object({
  id: z.number(),
  LeadFleetId: z.number(),
  type: z.enum(FLEET_DOCUMENT_TYPES),
  name: z.string(),
  documentUrl: z.string(),
  mime: z.string(),
  createdAt: wireDateTime,
  /** Set for quotation documents. */
  LeadFleetQuotationId: z.number().nullable(),
  Product: fleetProductRefSchema.nullable(),
  /** Only in all-documents, for a test drive's file (its `id` is then the file's id, not a document id). */
  testDriveKind: z.string().optional(),
});

export const fleetQuotation = z.object({
  id: z.number(),
  LeadFleetId: z.number(),
  ProductId: z.number(),
  Product: fleetProductRefSchema,
  publicPriceCentavos: z.number(),
  discountPercentage: z.number(),
  discountAbsorbedByDealer: z.number(),
  discountAbsorbedByManufacturer: z.number(),
  quantity: z.number(),
  hasCharger: z.boolean(),
  chargerAmountCentavos: z.number(),
  finalAmountCentavos: z.number(),
  /** Pesos, for the spec's keys (display only; the centavos fields are the truth). */
  publicPrice: z.number(),
  chargerAmount: z.number(),
  finalAmount: z.number(),
  comments: z.string().nullable(),
  status: z.number(),
  createdAt: wireDateTime,
  User: fleetUserRefSchema.nullable(),
  /** The uploaded document, or the PDF the API renders when none was uploaded. */
  documentUrl: z.string(),
  documents: z.array(fleetDocument),
});

export const testDriveCatalogs = z.object({
  products: z.array(fleetProductRefSchema),
  /** The company's contact people (the responsible can be picked from them). */
  CompanyContactPeople: z.array(companyContactPersonSchema),
});

export const fleetDelivery = z.object({
  id: z.number(),
  LeadFleetId: z.number(),
  ProductId: z.number(),
  Product: fleetProductRefSchema,
  quantity: z.number(),
  dealerReunionDate: wireDay,
  logisticsDetails: z.string(),
  observations: z.string(),
  rfc: z.string(),
  createdAt: wireDateTime,
  VINs: z.array(z.string()),
  /** The sale the delivery made (a LEFT JOIN: null only if that sale is gone). */
  LeadFleetSaleId: z.number().nullable(),
  documents: z.array(fleetDocument),
});

export const closedSaleRow = z.object({
  /** The lead's id: one row per lead with at least one closed sale. */
  id: z.number(),
  LeadFleetId: z.number(),
  User: fleetUserRefSchema.nullable(),
  companyName: z.string(),
  CompanyId: z.number(),
  units: z.number(),
  /** The sold models' names; null when the lead has no sale rows left. */
  models: z.string().nullable(),
  phase: z.enum(FLEET_PHASES),
  createdAt: wireDateTime,
});

/** A sale of the lead as the closed-sales detail lists it: the lead's sale with its date. */
export const closedSaleUnit = leadFleetSaleSchema.extend({ createdAt: wireDateTime });

export const closedSaleDetail = z.object({
  lead: fleetLeadSchema,
  sales: z.array(closedSaleUnit),
  quotations: z.array(fleetQuotation),
});

export const CLOSING_CHECKLIST_KEYS = ['QUOTATION', 'PURCHASE_ORDER', 'TERMS_AND_CONDITIONS', 'DELIVERY'] as const;
/** The CIERRE checklist (the feature README's Decisions): what a closer must have before POST_VENTA. */
export const closingChecklist = z.object({
  items: z.array(z.object({ key: z.enum(CLOSING_CHECKLIST_KEYS), label: z.string(), done: z.boolean(), count: z.number() })),
  complete: z.boolean(),
});

/** `{ data, message }`: a write's record and its Spanish confirmation. */
const dataAndMessage = <S extends z.ZodType>(schema: S) => z.object({ data: schema, message: z.string() });

// ---- the routes' answers ----

/** PATCH /lead-fleet/dealer/{leadId}: the lead. */
export const dealerAddAnswer = dataAndMessage(fleetLeadSchema);
/** PATCH /lead-fleet/evidence/{leadId} (200) and POST /lead-fleet/documents/{leadId} (201): the new documents. */
export const documentsUploadAnswer = dataAndMessage(z.array(fleetDocument));
/** GET /lead-fleet/documents/{leadId}, GET /lead-fleet/all-documents/{leadId}. */
export const documentsAnswer = dataOf(z.array(fleetDocument));
/** POST /lead-fleet/cotizacion/{leadId} (201). */
export const quotationCreateAnswer = dataAndMessage(fleetQuotation);
/** GET /lead-fleet/cotizacion/{leadId}, GET /lead-fleet/ultima-cotizacion/{leadId}. */
export const quotationsAnswer = dataOf(z.array(fleetQuotation));
/** GET /lead-fleet/data/prueba-manejo-catalogs. */
export const testDriveCatalogsAnswer = dataOf(testDriveCatalogs);
/** POST /lead-fleet/prueba-manejo/{leadId} (201). */
export const testDriveCreateAnswer = dataAndMessage(leadFleetActivitySchema);
/** GET /lead-fleet/prueba-manejo/{leadId}. */
export const testDrivesAnswer = dataOf(z.array(leadFleetActivitySchema));
/** POST /lead-fleet/entrega/{leadId} (201). */
export const deliveryCreateAnswer = dataAndMessage(fleetDelivery);
/** GET /lead-fleet/entrega/{leadId}. */
export const deliveriesAnswer = dataOf(z.array(fleetDelivery));
/** GET /lead-fleet/data/closing-checklist/{leadId}. */
export const closingChecklistAnswer = dataOf(closingChecklist);
/** GET /lead-fleet/data/closed-sales. */
export const closedSalesAnswer = pagedOf(closedSaleRow);
/** GET /lead-fleet/data/closed-sales/{leadId}. */
export const closedSaleDetailAnswer = dataOf(closedSaleDetail);

// ---- the client's types (the wire side) ----

export type FleetDocument = Wire<typeof fleetDocument>;
export type FleetQuotation = Wire<typeof fleetQuotation>;
export type TestDriveCatalogs = Wire<typeof testDriveCatalogs>;
export type FleetDelivery = Wire<typeof fleetDelivery>;
export type ClosedSaleRow = Wire<typeof closedSaleRow>;
export type ClosedSaleUnit = Wire<typeof closedSaleUnit>;
export type ClosedSaleDetail = Wire<typeof closedSaleDetail>;
export type ClosingChecklist = Wire<typeof closingChecklist>;
