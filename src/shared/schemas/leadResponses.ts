import { z } from 'zod';
import { dataOf, pagedOf, wireDateTime, wireDay, wireNumeric, type Wire } from './wire';

/**
 * The answers of the lead calls (issue 41): the lead routes of features/leads (create, detail,
 * the phase moves, the lists and their totals, activities, interests, origins) and the catalogues
 * they read. Contact fields are plain text: the subasta contact mask writes '-' over them.
 */

const id = z.number();
const nText = z.string().nullable();
const nMoment = wireDateTime.nullable();

/** A catalogue entry (origins, activity types, channels, phases): slug and Spanish label. */
export const namedRef = z.object({ slug: z.string(), description: z.string() });

/** The lead's funnel phase as the screens show it: position, slug and label. */
export const leadPhaseRef = z.object({ id, slug: z.string(), description: z.string() });

/** A `leads` row as an update or insert returns it (every column of the table). */
/** The client's own data the lead keeps (the panels' fiscal, payment and profile fields): in the row and in the detail. */
const leadClientData = {
  rfc: nText,
  regimenFiscal: nText,
  razonSocial: nText,
  saleCondition: nText,
  paymentMethod: nText,
  bank: nText,
  ensurance: nText,
  exangeCar: z.boolean().nullable(),
  invoice: nText,
  gender: nText,
  sector: nText,
  maritalStatus: nText,
  age: nText,
  recompra: z.boolean(),
};

export const leadRow = z.object({
  id,
  agencyId: id,
  userId: id.nullable(),
  phase: z.string(),
  subStatus: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: nText,
  phone: nText,
  leadOriginId: id.nullable(),
  buyType: z.string(),
  ...leadClientData,
  concreteNeeds: nText,
  clientProfile: nText,
  clientId: nText,
  firstResponseTime: nMoment,
  firstResponseTimeInMinutes: id.nullable(),
  lastContactAt: nMoment,
  reactivationDate: nMoment,
  mergedIntoId: id.nullable(),
  currentProductId: id.nullable(),
  phoneKey: nText,
  emailKey: nText,
  nameKey: nText,
  firstContactDeadline: nMoment,
  firstContactMinutes: id.nullable(),
  slaKind: nText,
  slaWarningAt: nMoment,
  slaDeadline: nMoment,
  slaStage: id.nullable(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
});
export type LeadRow = Wire<typeof leadRow>;

/** POST /lead/ (201), PATCH /lead/{id}, deactivate, activate, revive, reassignAgency: the lead as written. */
export const leadRowAnswer = dataOf(leadRow);

/** PATCH /lead/nextPhase/{id}: the lead as written and the sale a reported closing created. */
export const leadAdvanceAnswer = dataOf(leadRow.extend({ SaleId: id.nullable() }));

/** PATCH /lead/first-response-time/{id}. */
export const firstResponse = z.object({ id, firstResponseTime: nMoment, firstResponseTimeInMinutes: id.nullable() });
export type FirstResponse = Wire<typeof firstResponse>;
export const firstResponseAnswer = dataOf(firstResponse);

/** A product as the lead's interests and activities show it. */
const interestProduct = z.object({
  id,
  imageUrl: nText,
  name: z.string(),
  model: z.string(),
  version: z.string(),
  transmission: z.string(),
  price: wireNumeric,
  year: z.number(),
});
const productBrief = z.object({ id, name: z.string(), model: z.string() });

export const leadInterestDetail = z.object({
  id,
  ProductId: id,
  ProductColorId: id.nullable(),
  quantity: z.number(),
  buyType: z.string(),
  current: z.boolean(),
  comments: nText,
  date: nMoment,
  createdAt: wireDateTime,
  Product: interestProduct,
  ProductColor: z.object({ id, name: z.string(), slug: z.string(), hex: nText }).nullable(),
});

export const leadActivityDetail = z.object({
  id,
  date: nMoment,
  title: nText,
  comments: nText,
  status: z.string(),
  LeadActivityType: namedRef,
  LeadActivityChannelType: namedRef.nullable(),
  Product: productBrief.nullable(),
  plazo: id.nullable(),
  enganche: wireNumeric.nullable(),
  /** Structured extras ('Confirmar datos': old and new values): free-form. */
  data: z.record(z.string(), z.unknown()).nullable(),
  UserId: id.nullable(),
  userName: nText,
  createdAt: wireDateTime,
});

export const leadAppointmentDetail = z.object({
  id,
  type: z.string(),
  date: wireDateTime,
  comments: nText,
  AppointmentStatus: z.string(),
  status: z.string(),
  realizada_hoy: z.boolean(),
  evidenceUrl: nText,
  ProductId: id.nullable(),
  Product: productBrief.nullable(),
  UserId: id.nullable(),
  userName: nText,
  AgencyId: id,
  /** The arrival loop: when the client arrived ('Llegó'); null before. */
  arrivedAt: wireDateTime.nullable().optional(),
  createdAt: wireDateTime,
});

/** A `sales` row of the lead (every column). */
export const leadSaleRow = z.object({
  id,
  leadId: id,
  agencyId: id,
  userId: id.nullable(),
  productId: id.nullable(),
  productColorId: id.nullable(),
  stage: z.string(),
  closedSale: z.boolean(),
  origin: z.string(),
  salePrice: wireNumeric.nullable(),
  quantity: z.number(),
  creditTerm: id.nullable(),
  invoiceNumber: nText,
  saleType: nText,
  bank: nText,
  insuranceCarrier: nText,
  saleCondition: nText,
  paymentMethod: nText,
  takeCarInExange: z.boolean(),
  carExangeBrand: nText,
  carExangeModel: nText,
  carExangeVersion: nText,
  carExangeYear: id.nullable(),
  rfc: nText,
  closingDate: nMoment,
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
});

export const leadPhaseRecordRow = z.object({
  id,
  createdAt: wireDateTime,
  comments: nText,
  OldPhaseSlug: nText,
  NewPhaseSlug: z.string(),
  UserId: id.nullable(),
});

/** A lead's VIN (POST /sale/vin/{leadId} answers the lead's list). */
export const saleVinRow = z.object({ id, vin: z.string(), SaleId: id.nullable() });
export type SaleVinRow = Wire<typeof saleVinRow>;
export const saleVinsAnswer = dataOf(z.array(saleVinRow));

/** GET /lead/{id}: the lead with everything the detail screen shows. */
/**
 * The retail lead's own details as answered (README, 'Add a field'): each key named as its column,
 * in the list's rows (its export and filters) and the lead's detail (the card).
 */
export const leadDetailsAnswer = z.object({
  /** 'Fecha estimada de compra' ('YYYY-MM-DD'). */
  expectedPurchaseDate: wireDay.nullable(),
});

export const leadDetail = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  leadName: z.string(),
  firstAndLastName: z.string(),
  email: nText,
  phone: nText,
  leadEmails: z.array(z.object({ id, value: z.string() })),
  leadPhones: z.array(z.object({ id, value: z.string() })),
  contactMasked: z.boolean(),
  phase: z.string(),
  leadPhase: leadPhaseRef,
  subStatus: z.string(),
  buyType: z.string(),
  SaleType: namedRef,
  quantity: z.number().nullable(),
  LeadInterests: z.array(leadInterestDetail),
  LeadActivities: z.array(leadActivityDetail),
  LeadTestDriveAppointments: z.array(leadAppointmentDetail),
  LeadOriginId: id.nullable(),
  LeadOrigin: z.object({ id, slug: z.string(), description: z.string() }).nullable(),
  UserId: id.nullable(),
  User: z.object({ id, firstName: z.string(), lastName: z.string(), email: z.string(), firstAndLastName: z.string() }).nullable(),
  AgencyId: id,
  Agency: z.object({ id, name: z.string() }).nullable(),
  ...leadClientData,
  RepurchaseSales: z.array(z.object({ id, createdAt: wireDateTime, stage: z.string(), LeadId: id })),
  concreteNeeds: nText,
  clientProfile: nText,
  ClientId: nText,
  Sales: z.array(leadSaleRow),
  FloorRegisters: z.array(z.object({ id, createdAt: wireDateTime, type: z.string(), origin: z.string() })),
  LeadPhaseRecords: z.array(leadPhaseRecordRow),
  SaleVINs: z.array(saleVinRow),
  duplicados: z.boolean(),
  LeadRenting: z
    .object({
      leadId: id,
      folio: z.string(),
      state: nText,
      postalCode: nText,
      hasCharger: z.number(),
      rentingPeriod: z.number(),
    })
    .nullable(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
  lastContactAt: nMoment,
  /** Wall-clock seconds since the last contact (or creation). */
  lastContact: z.number(),
  lastRegisterDate: nMoment,
  firstResponseTime: nMoment,
  firstResponseTimeInMinutes: id.nullable(),
  reactivationDate: nMoment,
  mergedIntoId: id.nullable(),
  ...leadDetailsAnswer.shape,
});
export type LeadDetail = Wire<typeof leadDetail>;
export const leadDetailAnswer = dataOf(leadDetail);

/** A row of GET /lead/new and GET /lead/ (the funnel list). */
export const leadListRow = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  firstAndLastName: z.string(),
  phase: z.string(),
  leadPhase: leadPhaseRef,
  subStatus: z.string(),
  UserId: id.nullable(),
  adviser: nText,
  User: z.object({ id, firstName: nText, lastName: nText }).nullable(),
  AgencyId: id,
  LeadOrigin: z.object({ id, description: nText }).nullable(),
  buyType: z.string(),
  productName: nText,
  createdAt: wireDateTime,
  lastContactAt: nMoment,
  /** Where the business-hours timer starts: the last contact, or the creation. */
  lastContactBasis: wireDateTime,
  /** The lead's WhatsApp conversation has inbound messages nobody read (issue 53): the list's marker. */
  whatsappUnread: z.boolean(),
  ...leadDetailsAnswer.shape,
});
export type LeadListRow = Wire<typeof leadListRow>;
export const leadListPage = pagedOf(leadListRow);

/** Counts per phase tab (GET /lead/new/totals-phase). */
const PHASE_TOTAL_KEYS = ['all', 'primer_contacto', 'seguimiento', 'en_cierre'] as const;
export const phaseTotals = z.object({
  all: z.number(),
  primer_contacto: z.number(),
  seguimiento: z.number(),
  en_cierre: z.number(),
  /** Tabs whose count stopped at the list kit's cap (a search or filter): shown 'más de 1,000'. */
  capped: z.array(z.enum(PHASE_TOTAL_KEYS)).optional(),
});
export type PhaseTotals = Wire<typeof phaseTotals>;
export const phaseTotalsAnswer = dataOf(phaseTotals);
/** GET /lead/new/totals: the tab counts plus the selected phase's total and page count. */
export const phaseTotalsPagedAnswer = dataOf(phaseTotals.extend({ total: z.number(), pages: z.number(), totalCapped: z.boolean().optional() }));

/** A row of GET /leads/frozen, /leads/future-sale and /leads/search. */
export const listedLead = z.object({
  id,
  firstAndLastName: z.string(),
  email: nText,
  phone: nText,
  phase: z.string(),
  subStatus: z.string(),
  createdAt: wireDateTime,
  updatedAt: wireDateTime,
  lastContactAt: nMoment,
  reactivationDate: nMoment,
  User: z.object({ id, firstAndLastName: z.string() }).nullable(),
  reason: nText,
  model: nText,
});
export type ListedLead = Wire<typeof listedLead>;
export const listedLeadPage = pagedOf(listedLead);
export type ListedLeadPage = Wire<typeof listedLeadPage>;

/** A catalogue row (activity types, channels). */
export const catalogueRow = z.object({ id, slug: z.string(), description: z.string() });
export type CatalogueRow = Wire<typeof catalogueRow>;
/** GET /leadactivitytype: the types, and the channels beside them. */
export const activityTypesAnswer = z.object({ data: z.array(catalogueRow), channels: z.array(catalogueRow) });
/** GET /leadactivitychanneltype. */
export const activityChannelsAnswer = dataOf(z.array(catalogueRow));

/** POST /leadActivity (201): the activity as written, with its type and channel. */
export const createdActivity = z.object({
  id,
  leadId: id,
  userId: id.nullable(),
  typeId: id,
  channelTypeId: id.nullable(),
  title: nText,
  comments: nText,
  status: z.string(),
  date: nMoment,
  productId: id.nullable(),
  plazo: id.nullable(),
  enganche: wireNumeric.nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: wireDateTime,
  LeadActivityType: namedRef,
  LeadActivityChannelType: namedRef.nullable(),
});
export type CreatedActivity = Wire<typeof createdActivity>;
export const createdActivityAnswer = dataOf(createdActivity);

/** POST /leadInterest (201): the `lead_interests` row written. */
export const leadInterestRow = z.object({
  id,
  leadId: id,
  productId: id,
  productColorId: id.nullable(),
  quantity: z.number(),
  buyType: z.string(),
  current: z.boolean(),
  comments: nText,
  date: nMoment,
  createdAt: wireDateTime,
});
export type LeadInterestRow = Wire<typeof leadInterestRow>;
export const leadInterestAnswer = dataOf(leadInterestRow);

/** A lead origin: the network's (AgencyId null) or an agency's own. */
export const leadOriginRow = z.object({ id, slug: z.string(), description: z.string(), AgencyId: id.nullable() });
export type LeadOriginRow = Wire<typeof leadOriginRow>;
export const leadOriginAnswer = dataOf(leadOriginRow);
export const leadOriginsAnswer = dataOf(z.array(leadOriginRow));
