import { z } from 'zod';
import { CLOSED_SALE_FILTERS } from '../lists/closedSaleFilters';
import { listFilterShape } from '../lists/listFilters';
import { vinListProblem, normalizeVin } from '../domain/deliveryVins';
import { FLEET_MSG } from '../domain/fleetMessages';
import { reqEmail, reqId, reqPhone, reqQuantity, reqText } from './fleetFields';
import { int4, optDateText, optText, pesos, TEXT_MAX } from './primitives';
import { fileDataUrl } from './fileData';
import { EVIDENCE_MAX_BYTES } from '../domain/constants';
import type { CLOSING_CHECKLIST_KEYS } from './fleetStageResponses';

/**
 * The stage work of a fleet lead (spec part 2 §3, §5, §7, §9; issue 12): documents, account
 * investigation, dealers, quotations, test drives, deliveries and closed sales. Paths and answers:
 * src/server/features/fleet/README.md. Bodies may be sent flat or as `{ data: … }`.
 */

/** Document types a user uploads in CIERRE (§9), plus the ones the stage work files by itself. */
export const FLEET_UPLOAD_DOCUMENT_TYPES = ['PURCHASE_ORDER', 'TERMS_AND_CONDITIONS'] as const;
export type FleetUploadDocumentType = (typeof FLEET_UPLOAD_DOCUMENT_TYPES)[number];
export const FLEET_DOCUMENT_TYPES = [...FLEET_UPLOAD_DOCUMENT_TYPES, 'EVIDENCE', 'QUOTATION', 'DELIVERY'] as const;
export type FleetDocumentType = (typeof FLEET_DOCUMENT_TYPES)[number];
export const FLEET_DOCUMENT_TYPE_LABELS: Record<FleetDocumentType, string> = {
  PURCHASE_ORDER: 'Orden de venta',
  TERMS_AND_CONDITIONS: 'Términos y condiciones',
  EVIDENCE: 'Investigación de cuenta',
  QUOTATION: 'Cotización',
  DELIVERY: 'Entrega',
};
/** §9: the quotation document test default id. */
export const QUOTATION_TEST_DOCUMENT_ID = 4;
/** §9: VIN list height on the closed sale (px). */
export const FLEET_VIN_LIST_PX = 120;
/** At most this many files per upload (each ≤ 5 MB; the whole body ≤ 12 MB, else 413). */
export const FLEET_MAX_FILES_PER_UPLOAD = 10;

/** An uploaded file: its name and a base64 data URL ('data:application/pdf;base64,…'). PDF, PNG, JPG only, judged by content. */
export const uploadedFile = z.object({
  name: reqText(TEXT_MAX.name, FLEET_MSG.documentRequired),
  // Over 5 MB once decoded: 413 with the size message, whatever its encoding.
  base64: fileDataUrl(EVIDENCE_MAX_BYTES).startsWith('data:', { error: FLEET_MSG.documentRequired }),
});
export type UploadedFile = z.input<typeof uploadedFile>;
const fileList = (message?: string) => {
  const list = z.array(uploadedFile).max(FLEET_MAX_FILES_PER_UPLOAD);
  return message ? z.preprocess((v) => v ?? [], list.min(1, { error: message })) : z.preprocess((v) => v ?? [], list);
};

/** POST /lead-fleet/documents/{leadId}. */
export const documentsUploadInput = z.object({
  documents: fileList(FLEET_MSG.documentRequired),
  type: z.enum(FLEET_UPLOAD_DOCUMENT_TYPES),
});
export type DocumentsUploadInput = z.input<typeof documentsUploadInput>;
/** GET /lead-fleet/documents/{leadId}?type= (any stored type; without it, the two upload types). */
export const documentsQuery = z.object({ type: z.enum(FLEET_DOCUMENT_TYPES).optional() });

/** PATCH /lead-fleet/evidence/{leadId}: account-investigation evidence files. */
export const evidenceInput = z.object({ documents: fileList(FLEET_MSG.documentRequired) });
export type EvidenceInput = z.input<typeof evidenceInput>;

/** PATCH /lead-fleet/{id} with only this key: the 'Investigación de cuenta' checkbox. */
export const investigationInput = z.object({ accountInvestigationRealized: z.boolean() });
export function isInvestigationBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && 'accountInvestigationRealized' in body;
}

/** PATCH /lead-fleet/dealer/{leadId}: 'Seleccione una agencia' without a store, 'Faltan datos por llenar' without name/phone/e-mail. */
export const dealerAddInput = z.object({
  AgencyId: reqId(FLEET_MSG.selectAgency),
  name: reqText(TEXT_MAX.name, FLEET_MSG.missingData),
  phone: reqPhone(FLEET_MSG.missingData),
  email: reqEmail(FLEET_MSG.missingData),
});
export type DealerAddInput = z.input<typeof dealerAddInput>;

const needed = FLEET_MSG.allFieldsNeeded;
const percent = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.replace(/[^0-9.]/g, '')) : v),
  z.number().min(0).max(1_000_000).optional(),
);
const money = (message: string) => z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.replace(/[^0-9.]/g, '') : v), pesos.optional()).refine((v) => v !== undefined, { error: message });

/**
 * POST /lead-fleet/cotizacion/{leadId}. Money in pesos as typed (≤ 2 decimals); the server turns it
 * into centavos and recomputes discount split and `finalAmount` with computeQuotationAmount — a
 * client's finalAmount is accepted and ignored. Missing vehicle, price, units, comments, or a final
 * amount of 0: 'Todos los campos son necesarios'.
 */
export const quotationInput = z.object({
  ProductId: reqId(needed),
  publicPrice: money(needed),
  discountPercentage: percent,
  discountAbsorbedByDealer: percent,
  discountAbsorbedByManufacturer: percent,
  finalAmount: z.unknown().optional(),
  quantity: z.preprocess((v) => (v === undefined ? 1 : v), reqQuantity(needed)),
  hasCharger: z.preprocess((v) => v === true || v === 'true' || v === 1, z.boolean()),
  chargerAmount: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.replace(/[^0-9.]/g, '') : v), pesos.optional()),
  comments: reqText(TEXT_MAX.long, needed),
  status: z.preprocess((v) => (v === undefined || v === null || v === '' ? 1 : Number(v)), z.union([z.literal(0), z.literal(1)])),
  documents: fileList(),
});
export type QuotationInput = z.input<typeof quotationInput>;

/** A test-drive unit: product, VIN and plate (duplicates of either: 'VIN o placa ya existe'). */
export const testDriveUnitInput = z.object({
  id: reqId(needed),
  vin: reqText(40, needed).transform(normalizeVin),
  plate: reqText(20, needed).transform((p) => p.toUpperCase()),
});
/** POST /lead-fleet/prueba-manejo/{leadId}. */
export const testDriveInput = z
  .object({
    date: optDateText.refine((v) => v !== undefined, { error: needed }),
    endDate: optDateText.refine((v) => v !== undefined, { error: needed }),
    products: z.preprocess((v) => v ?? [], z.array(testDriveUnitInput).max(50).min(1, { error: FLEET_MSG.noProductsSelected })),
    comments: reqText(TEXT_MAX.long, needed),
    status: z.preprocess((v) => (v === undefined || v === null || v === '' ? 1 : Number(v)), z.union([z.literal(0), z.literal(1)])),
    responsable: z.preprocess(
      (v) => v ?? {},
      z.object({ name: reqText(TEXT_MAX.name, needed), phone: reqPhone(needed), email: reqEmail(needed), position: reqText(TEXT_MAX.short, needed) }),
    ),
  })
  .superRefine((v, ctx) => {
    const vins = v.products.map((p) => p.vin);
    const plates = v.products.map((p) => p.plate);
    if (new Set(vins).size !== vins.length || new Set(plates).size !== plates.length) ctx.addIssue({ code: 'custom', message: FLEET_MSG.vinOrPlateExists, path: ['products'] });
    if (v.date && v.endDate && new Date(v.date).getTime() > new Date(v.endDate).getTime()) ctx.addIssue({ code: 'custom', message: FLEET_MSG.invalidDateRange, path: ['endDate'] });
  });
export type TestDriveInput = z.input<typeof testDriveInput>;

/** PATCH /lead-fleet/activity/{id} on a test drive: comments and new files of the three groups (existing ones stay). */
export const testDriveUpdateInput = z.object({
  commentsOnTest: optText(TEXT_MAX.long),
  commentsOnResults: optText(TEXT_MAX.long),
  newEvidence: fileList(),
  newComodato: fileList(),
  newTCO: fileList(),
});
export type TestDriveUpdateInput = z.input<typeof testDriveUpdateInput>;
export function isTestDriveUpdateBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && ['commentsOnTest', 'commentsOnResults', 'newEvidence', 'newComodato', 'newTCO'].some((k) => k in body);
}

/**
 * POST /lead-fleet/entrega/{leadId}. Vehicle, quantity (default 1), meeting date, logistics,
 * observations and RFC required ('Todos los campos son necesarios'); documents ≥ 1 ('Debes subir al
 * menos un documento'); VINs as many as units, none empty ('Debes ingresar todos los VINs'), no
 * repeats ('Los VINs no pueden repetirse').
 */
export const deliveryInput = z
  .object({
    ProductId: reqId(needed),
    quantity: z.preprocess((v) => (v === undefined ? 1 : v), reqQuantity(needed)),
    dealerReunionDate: optDateText.refine((v) => v !== undefined, { error: needed }),
    logisticsDetails: reqText(TEXT_MAX.long, needed),
    observations: reqText(TEXT_MAX.long, needed),
    rfc: reqText(13, needed).transform((v) => v.toUpperCase()),
    documents: fileList(FLEET_MSG.documentRequired),
    VINs: z.preprocess((v) => v ?? [], z.array(z.string().max(40)).max(1000)),
  })
  .superRefine((v, ctx) => {
    const problem = vinListProblem(v.VINs, v.quantity);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['VINs'] });
  })
  .transform((v) => ({ ...v, VINs: v.VINs.map(normalizeVin) }));
export type DeliveryInput = z.input<typeof deliveryInput>;

/** GET /lead-fleet/data/closed-sales. Dates 'YYYY-MM-DD' are Mexico City days, inclusive. */
export const closedSalesQuery = z.object({
  page: z.preprocess((v) => (v === '' ? undefined : v), int4.optional()),
  limit: z.preprocess((v) => (v === '' ? undefined : v), int4.pipe(z.number().min(1).max(100)).optional()),
  filter: optText(TEXT_MAX.short),
  search: optText(TEXT_MAX.short),
  /** The modal's: the executive (ignored for fleet-executive), the company, the first sale's days. */
  ...listFilterShape(CLOSED_SALE_FILTERS),
});
export type ClosedSalesQuery = z.input<typeof closedSalesQuery>;

// ---- answers ----

/** The answers' contracts live in fleetStageResponses.ts; their wire types under the names the screens use. */
export type { ClosedSaleDetail, ClosedSaleRow, ClosedSaleUnit, ClosingChecklist, FleetDelivery, FleetDocument, FleetQuotation, TestDriveCatalogs } from './fleetStageResponses';
export const CLOSING_CHECKLIST_LABELS: Record<(typeof CLOSING_CHECKLIST_KEYS)[number], string> = {
  QUOTATION: 'Cotización',
  PURCHASE_ORDER: 'Orden de venta',
  TERMS_AND_CONDITIONS: 'Términos y condiciones',
  DELIVERY: 'Entrega registrada',
};
