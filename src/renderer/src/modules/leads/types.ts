import type { Paged } from '@shared/schemas/paged';
import type { AppointmentStatus, AppointmentType, LeadPhase, SaleStage, SubStatus } from '@shared/domain/phases';

/** API shapes the leads screens read (spec part 1 §3); optional where the API may leave them out. */
export interface Named {
  id?: number;
  slug: string;
  description: string;
}

export interface UserRef {
  id: number;
  firstName?: string;
  lastName?: string;
  firstAndLastName?: string;
  email?: string;
}

export interface ProductColor {
  id: number;
  name: string;
  slug?: string;
}

export interface Product {
  id: number;
  name: string;
  model?: string;
  version?: string;
  transmission?: string;
  year?: number;
  price?: number | string;
  imageUrl?: string | null;
  ProductColors?: ProductColor[];
}

export interface LeadInterest {
  id?: number;
  ProductId: number;
  ProductColorId: number | null;
  quantity: number;
  buyType?: string;
  current: boolean;
  Product?: Product;
  ProductColor?: ProductColor | null;
}

export interface LeadActivity {
  id: number;
  date?: string | null;
  title?: string | null;
  comments?: string | null;
  status?: string;
  LeadActivityType?: Named;
  LeadActivityChannelType?: Named | null;
  Product?: Product | null;
  plazo?: number | null;
  enganche?: number | string | null;
  data?: Record<string, unknown> | null;
  createdAt: string;
}

export interface LeadAppointment {
  id: number;
  date: string;
  comments?: string | null;
  type: AppointmentType | string;
  AppointmentStatus?: AppointmentStatus | string;
  status?: AppointmentStatus | string;
  realizada_hoy?: boolean;
  Product?: Product | null;
  createdAt: string;
}

export interface LeadPhaseRecord {
  id?: number;
  createdAt: string;
  comments?: string | null;
  OldPhaseSlug?: string | null;
  NewPhaseSlug: string;
}

export interface SaleRef {
  id: number;
  stage?: SaleStage;
  createdAt?: string;
}

export interface LeadRenting {
  folio?: string;
  id?: number | string;
  state?: string | null;
  postalCode?: string | null;
  hasCharger?: number;
  rentingPeriod?: number;
}

export interface FloorRegister {
  id?: number;
  createdAt: string;
  type: string;
}

export interface Lead {
  /** Set when a duplicates merge absorbed this lead into another (the principal). */
  mergedIntoId?: number | null;
  id: number;
  firstName: string;
  lastName: string;
  firstAndLastName?: string;
  email?: string | null;
  phone?: string | null;
  leadEmails?: { id: number; value: string }[];
  leadPhones?: { id: number; value: string }[];
  leadPhase: Named & { slug: LeadPhase };
  subStatus?: SubStatus | string;
  buyType?: string;
  LeadInterests?: LeadInterest[];
  LeadActivities?: LeadActivity[];
  LeadTestDriveAppointments?: LeadAppointment[];
  LeadOrigin?: Named | null;
  SaleType?: Named | null;
  UserId?: number | null;
  User?: UserRef | null;
  AgencyId?: number;
  createdAt: string;
  updatedAt?: string;
  Sales?: SaleRef[];
  SaleVINs?: { id?: number; vin: string }[];
  LeadPhaseRecords?: LeadPhaseRecord[];
  FloorRegisters?: FloorRegister[];
  recompra?: boolean;
  duplicados?: boolean | number | unknown[];
  LeadRenting?: LeadRenting | null;
  gender?: string | null;
  sector?: string | null;
  maritalStatus?: string | null;
  age?: string | null;
  rfc?: string | null;
  regimenFiscal?: string | null;
  razonSocial?: string | null;
  saleCondition?: string | null;
  paymentMethod?: string | null;
  bank?: string | null;
  ensurance?: string | null;
  exangeCar?: boolean | null;
  invoice?: string | null;
  lastContact?: number | null;
  lastContactAt?: string | null;
  lastRegisterDate?: string | null;
  /** List rows: where the timer starts (the last contact, or the creation). */
  lastContactBasis?: string | null;
  RepurchaseSales?: SaleRef[];
  contactMasked?: boolean;
  firstResponseTime?: string | null;
  firstResponseTimeInMinutes?: number | null;
}

export type { Paged };

export interface PhaseTotals {
  all: number;
  primer_contacto: number;
  seguimiento: number;
  en_cierre: number;
}

export interface AgendaEntry {
  id?: number;
  date: string;
  type: string;
  clientName: string;
  productName?: string | null;
  agencyName?: string | null;
  userName?: string | null;
  LeadId: number;
}
