import type { Paged } from '@shared/schemas/paged';
import type { LeadPhase } from '@shared/domain/phases';
import type { LeadDetail, LeadListRow as WireLeadListRow, LeadRow, PhaseTotals } from '@shared/schemas/leadResponses';

/** The products the lead forms offer (GET /product/?flag=2) and the users their pickers list (GET /user/?AgencyId): the API's answers. */
export type { ProductRow as Product } from '@shared/schemas/productResponses';
export type { UserListRow as UserRef } from '@shared/schemas/userListRow';

/**
 * The phase slug is one of LEAD_PHASES (the API writes no other; the contract says text): the
 * screens index their phase tables with it.
 */
type WithPhase<T extends { leadPhase: { slug: string } }> = Omit<T, 'leadPhase'> & { leadPhase: T['leadPhase'] & { slug: LeadPhase } };

/** The lead as GET /lead/{id} answers it: the shared contract's wire side (issue 41). */
export type Lead = WithPhase<LeadDetail>;
/** A row of the funnel list (GET /lead/new). */
export type LeadListRow = WithPhase<WireLeadListRow>;
export type LeadInterest = Lead['LeadInterests'][number];
export type LeadActivity = Lead['LeadActivities'][number];
export type LeadAppointment = Lead['LeadTestDriveAppointments'][number];
export type LeadPhaseRecord = Lead['LeadPhaseRecords'][number];
export type SaleRef = Lead['RepurchaseSales'][number];
export type LeadRenting = NonNullable<Lead['LeadRenting']>;
export type FloorRegister = Lead['FloorRegisters'][number];

export type { LeadRow, PhaseTotals };

export type { Paged };

/** The lead panel's agenda items: GET /agenda/lead-day|lead-week answer the agenda's own items. */
export type { AgendaItem as AgendaEntry } from '@shared/schemas/appointmentResponses';
