import type { FleetLeadCreateInput } from '@shared/schemas/fleetLead';
import { detailsPayload, EMPTY_DETAILS, type FleetLeadDetailsValue } from '../inputs/FleetLeadInputs';

export interface ContactDraft {
  id?: number;
  name: string;
  phone: string;
  email: string;
}

export interface VehicleDraft {
  ProductId: number;
  ProductColorId: number;
  quantity: number;
}

export interface DealerDraft {
  AgencyId: number;
  contactPerson: ContactDraft;
}

/** Everything the three steps of the lead wizard collect; the third step's are the lead's details. */
export interface LeadWizardState extends FleetLeadDetailsValue {
  CompanyId?: number;
  UserId?: number;
  LeadFleetOriginId?: number;
  contact: ContactDraft;
  products: VehicleDraft[];
  agencies: DealerDraft[];
}

export const EMPTY_CONTACT: ContactDraft = { name: '', phone: '', email: '' };

export const EMPTY_WIZARD: LeadWizardState = { ...EMPTY_DETAILS, contact: EMPTY_CONTACT, products: [], agencies: [] };

export function toCreatePayload(s: LeadWizardState): FleetLeadCreateInput {
  return {
    CompanyId: s.CompanyId,
    UserId: s.UserId,
    LeadFleetOriginId: s.LeadFleetOriginId,
    companyContactPerson: { id: s.contact.id, name: s.contact.name.trim(), phone: s.contact.phone.trim(), email: s.contact.email.trim() },
    products: s.products,
    agencies: s.agencies.map((a) => ({
      AgencyId: a.AgencyId,
      contactPerson: { name: a.contactPerson.name.trim(), phone: a.contactPerson.phone.trim(), email: a.contactPerson.email.trim() },
    })),
    ...detailsPayload(s),
  };
}
