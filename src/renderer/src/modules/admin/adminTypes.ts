import type { UserListRow } from '@shared/schemas/userListRow';
import type { Paged } from '@shared/schemas/paged';
import type { Schedule } from '@shared/schemas/admin';

export type { Paged };

export type UserRow = UserListRow;

export interface AdminUserDetail extends UserListRow {
  gender: string | null;
  birthDate: string | null;
  Agencies: { id: number; name: string }[];
  UserEmails: { id: number; value: string }[];
  UserPhones: { id: number; value: string }[];
}

export interface AgencyRow {
  id: number;
  slug: string;
  name: string;
  businessName: string;
  manager: string | null;
  phone: string | null;
  email: string | null;
  AgencyIncomingLeadRuleId: number;
  LeadOwnerId: number | null;
}

export interface AgencySchedule extends Schedule {
  AgencyId: number;
}

export interface AgencyDetail extends AgencyRow {
  description: string | null;
  agencyGroup: string | null;
  picLogo: string | null;
  picLogoDark: string | null;
  urlSite: string | null;
  url360View: string | null;
  urlGoogleMaps: string | null;
  AgencySocialMedia: Record<string, string>;
  street: string;
  exteriorNumber: string;
  interiorNumber: string | null;
  state: string;
  State: { slug: string; name: string };
  transferCode: string;
  city: string;
  suburb: string;
  postalCode: string;
  municipality: string;
  deputation: string | null;
  sicop: string | null;
  coordinates: [number, number];
  hasService: boolean;
  active: boolean;
  Users: { id: number; firstAndLastName: string; email: string; position: string | null; UserRole: { slug: string; description: string } }[];
  schedule: AgencySchedule;
  files: { id: number; ownerType: string; mime: string; size: number; url: string }[];
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}
